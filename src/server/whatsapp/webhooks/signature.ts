import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body
 * with the app secret>`. Compared in constant time, so the answer time tells nothing about how
 * much of a forged signature was right.
 */
export function hasValidSignature(
  appSecret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(typeof header === 'string' ? header.trim() : '');
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given[1], 'hex'));
}

/** Equal strings in constant time (the webhook verify token). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}
