/**
 * Meta's documented samples (test/emulator/metaSamples/) and the field-by-field comparison of a
 * sample with what our emulator answers or sends for the same case.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Sample {
  _source: string;
  _kind: 'request' | 'answer' | 'error' | 'webhook';
  /** The scenario of metaSamples.test.ts that makes the emulator produce the same case. */
  _case?: string;
  /** Keys of `error` Meta sends only with some errors (the page says so). */
  _optional?: string[];
  _answer?: string;
  _taken: string;
  body: Json;
}

export const sampleFolder = path.join(__dirname, '..', 'emulator', 'metaSamples');

export const sampleFiles = (): string[] =>
  readdirSync(sampleFolder)
    .filter((file) => file.endsWith('.json'))
    .sort();

export const sample = (file: string): Sample =>
  JSON.parse(readFileSync(path.join(sampleFolder, file), 'utf8')) as Sample;

/** Keys whose values are the same in every answer of their kind. */
const fixedValues = new Set([
  'messaging_product',
  'object',
  'field',
  'type',
  'code',
  'success',
  'event',
  'pricing_model',
  'billable',
  'current_limit',
  'old_limit',
]);

const kindOf = (value: Json | undefined) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * What of `expected`'s shape `actual` lacks: missing keys, other JSON types, other values of the
 * keys that do not depend on ids or time (fixedValues). Extra keys in `actual` are allowed.
 */
export function differences(expected: Json, actual: Json | undefined, at = '$'): string[] {
  if (kindOf(expected) !== kindOf(actual)) {
    return [`${at}: ${kindOf(expected)} expected, ${kindOf(actual)} found`];
  }
  if (Array.isArray(expected)) {
    const items = actual as Json[];
    if (expected.length > 0 && items.length === 0) return [`${at}: empty array`];
    return expected.length > 0 ? differences(expected[0], items[0], `${at}[0]`) : [];
  }
  if (expected !== null && typeof expected === 'object') {
    const object = actual as Record<string, Json>;
    return Object.entries(expected).flatMap(([key, value]) => {
      if (!(key in object)) return [`${at}.${key}: missing`];
      const found = object[key];
      if (fixedValues.has(key) && typeof value !== 'object' && value !== found) {
        return [`${at}.${key}: ${JSON.stringify(value)} expected, ${JSON.stringify(found)} found`];
      }
      return differences(value, found, `${at}.${key}`);
    });
  }
  return [];
}

/** An error sample without the keys Meta sends only sometimes. */
export function requiredPart(meta: Sample): Json {
  const body = structuredClone(meta.body) as { error: Record<string, Json> };
  for (const key of meta._optional ?? []) delete body.error[key];
  return body;
}
