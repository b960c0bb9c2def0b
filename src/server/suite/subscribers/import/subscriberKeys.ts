/**
 * A new subscriber's public id and its check value, made in Node rather than by the column
 * defaults: PGlite's gen_random_uuid() asks the WASM host for entropy row by row, which cost an
 * import of 100,000 rows seconds. Same shapes as the defaults in 005_subscribers.sql: a random
 * UUID and 16 random hex digits.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export function newSubscriberKeys(): { uniqueId: string; checkValue: string } {
  return { uniqueId: randomUUID(), checkValue: randomBytes(8).toString('hex') };
}
