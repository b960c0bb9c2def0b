/**
 * Characters a text must not carry into the database: NUL (PostgreSQL refuses `\u0000` in text
 * and jsonb) and a surrogate half without its partner (no valid UTF-8). Requests with them are
 * refused (plugins/inputGuard.ts); signed webhooks, which Meta would retry for days, are stored
 * with them replaced (whatsapp/webhooks/storableText.ts).
 */
const pattern =
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const everywhere = new RegExp(pattern.source, 'g');

export const hasUnstorableCharacter = (text: string) => pattern.test(text);

/** The text with each such character replaced by U+FFFD, as a decoder shows what it cannot read. */
export const storableString = (text: string) => text.replace(everywhere, '\ufffd');
