/**
 * PostgreSQL refuses NUL (`\u0000`) in text and jsonb, and a lone surrogate is no valid UTF-8.
 * A person's WhatsApp message may hold either, and Meta retries a refused delivery for days: a
 * signed webhook is stored with each such character replaced by U+FFFD (issue 21), the way a
 * decoder shows what it cannot read. The signature was checked on the raw bytes before.
 */
import { storableString } from '../../http/unstorableText';

/** A copy of parsed JSON whose strings and keys can all be stored. */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableString(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [storableString(key), storableJson(child)]),
    );
  }
  return value;
}
