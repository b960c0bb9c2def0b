/**
 * New subscribers' public ids and check values, made in Node rather than by the column defaults:
 * PGlite's gen_random_uuid() asks the WASM host for entropy row by row, which cost an import of
 * 100,000 rows seconds. Same shapes as the defaults in 005_subscribers.sql: a random UUID and 16
 * random hex digits; the check values of a batch come from one draw of random bytes.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export function newSubscriberKeys(count: number): { uniqueIds: string[]; checkValues: string[] } {
  const hex = randomBytes(8 * count).toString('hex');
  return {
    uniqueIds: Array.from({ length: count }, () => randomUUID()),
    checkValues: Array.from({ length: count }, (_, i) => hex.slice(16 * i, 16 * (i + 1))),
  };
}
