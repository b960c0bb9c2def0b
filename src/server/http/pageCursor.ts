/**
 * Opaque keys of keyset paging (issue 24): a list hands out the sort key of its last row as
 * `nextAfter`, and the next call passes it back as `after`, so a deep page is one index seek, not
 * an offset walked row by row. The key's parts travel as base64url JSON; a key that does not
 * decode to the expected parts is a 400, never a query.
 */
import { HttpError } from './httpError';

export type KeyPart = string | number | null;

/** The schema of an `after` parameter: base64url text of bounded length (refuses NUL too). */
export const afterSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 400,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export function encodeCursor(parts: KeyPart[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The key's parts, checked against `shape` ('string?': text or null, 'id': positive integer). */
export function decodeCursor(cursor: string, shape: ('string?' | 'id')[]): KeyPart[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const fits =
    Array.isArray(parts) &&
    parts.length === shape.length &&
    shape.every((kind, i) => {
      const part: unknown = parts[i];
      return kind === 'id'
        ? Number.isSafeInteger(part) && (part as number) > 0
        : part === null || (typeof part === 'string' && part.length <= 200 && !part.includes('\0'));
    });
  if (!fits) {
    throw new HttpError(400, 'validation', 'The page key is not one this list handed out.', [
      { field: 'after', reason: 'format' },
    ]);
  }
  return parts as KeyPart[];
}
