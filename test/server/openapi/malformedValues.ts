/**
 * The malformed values the fuzz suite puts into each parameter and body field: out-of-range and
 * non-finite numbers, wrong types, NUL characters, lone surrogates, 1 MB strings, deep nesting,
 * and bodies that are not what the route reads.
 */

/** A megabyte of text: over most fields' limits, under the server's body limit. */
const megabyte = 'x'.repeat(1_000_000);
const depth = 3000;

/** For path and query parameters: as they appear in the URL (already encoded). */
export const urlValues: string[] = [
  '2147483648',
  '-1',
  '1.5',
  '1e309',
  '1e4',
  'Infinity',
  'abc',
  '',
  '%00',
  // A lone surrogate as UTF-8 bytes (not valid UTF-8).
  '%ED%A0%80',
  'x'.repeat(8000),
];

/** For body fields: raw JSON texts, so non-finite numbers (`1e309`) and escapes stay as sent. */
export const jsonValues: string[] = [
  '2147483648',
  '-1',
  '1.5',
  '1e309',
  '"abc"',
  '"a\\u0000b"',
  '"\\ud800"',
  'null',
  'true',
  '[]',
  '{}',
  '12',
  '[' + '['.repeat(depth) + ']'.repeat(depth) + ']',
];

/** Only once per route (they are large): a megabyte string and a deep object. */
export const largeJsonValues: string[] = [
  JSON.stringify(megabyte),
  '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
];

/** Whole bodies: [content type, body]. */
export const wholeBodies: [string, string][] = [
  ['application/json', '1e309'],
  ['application/json', '[]'],
  ['application/json', '{}'],
  ['application/json', '"x"'],
  ['application/json', 'null'],
  ['application/json', '12'],
  ['application/json', '{'],
  ['application/json', '{"a":"\\u0000","b":"\\ud800"}'],
  ['application/json', '['.repeat(depth) + ']'.repeat(depth)],
  ['application/json', JSON.stringify({ x: megabyte })],
  ['text/plain', 'x'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00&c=%ED%A0%80'],
  ['multipart/form-data; boundary=x', '--x\r\nbroken'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
];
