/**
 * Meta's rule for a template's text parameter: no new line, no tab, at most 4 spaces in a row,
 * and not empty. Meta refuses such a send ("(#100) Invalid parameter: Param text cannot have
 * new-line/tab characters or more than 4 consecutive spaces"; an empty one "(#131008) Parameter
 * of type text is missing text value"; https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 * Relay cleans such values rather than leaving the recipient out: a line break or tab (with the
 * spaces around it) becomes one space, a longer run of spaces one space.
 */

/** What Meta refuses in a text parameter (JavaScript). */
export const refusedParameterText = /[\r\n\t]| {5,}/;

/** The same in PostgreSQL's regular expressions (`value ~ refusedParameterTextSql`). */
export const refusedParameterTextSql = '[\\r\\n\\t]| {5,}';

export function cleanParameterText(text: string): string {
  return text
    .replace(/ *[\r\n\t][\r\n\t ]*/g, ' ')
    .replace(/ {5,}/g, ' ')
    .trim();
}

/** Whether Meta takes `text` as a text parameter. */
export const isSendableParameterText = (text: unknown): text is string =>
  typeof text === 'string' && text.trim() !== '' && !refusedParameterText.test(text);
