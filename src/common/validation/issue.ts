/**
 * A failed validation rule as data: a stable reason key and its parameters, never a text.
 *
 * The SPA translates an issue (`validation.<reason>` in i18n/*.json); the server answers it in
 * `ApiError.details`. Inside yup and formik an issue travels as the error *message*, because formik
 * keeps only one string per field. The string is the reason key, followed by the parameters in
 * query form when there are any: `required`, `tooLong?max=2000`, `numberTooSmall?min=-1.5`.
 */

/** The reason keys of the general form rules (spec section 5). */
export const validationReasons = {
  required: 'required',
  noHtml: 'noHtml',
  email: 'email',
  phone: 'phone',
  date: 'date',
  numberTooLarge: 'numberTooLarge',
  numberTooSmall: 'numberTooSmall',
  noDecimals: 'noDecimals',
  tooManyDecimals: 'tooManyDecimals',
  notANumber: 'notANumber',
  tooLong: 'tooLong',
  /** A value of the wrong type (an object where text belongs) or a message yup made up itself. */
  invalid: 'invalid',
} as const;

export type ValidationReason = (typeof validationReasons)[keyof typeof validationReasons];

export type ValidationParams = Record<string, number | string>;

export interface ValidationIssue {
  /** One of {@link validationReasons}, or a reason of a rule some feature adds on its own. */
  reason: string;
  params?: ValidationParams;
}

const reasonPattern = /^[A-Za-z][A-Za-z0-9]*$/;
const numberPattern = /^-?\d+(\.\d+)?$/;

/** Writes an issue as the message string that yup and formik carry. */
export function encodeIssue(reason: string, params?: ValidationParams): string {
  const entries = Object.entries(params ?? {});
  if (entries.length === 0) return reason;
  return `${reason}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/**
 * Reads a message string back into an issue. A string that is not an encoded issue (a default
 * message of yup, say, which may quote the value) becomes `invalid` without parameters, so no
 * free text and no submitted value ever reaches an answer or the screen.
 */
export function decodeIssue(message: string): ValidationIssue {
  const [reason, query] = splitOnce(message, '?');
  if (!reasonPattern.test(reason)) return { reason: validationReasons.invalid };
  if (query === undefined) return { reason };
  const params: ValidationParams = {};
  for (const [key, value] of new URLSearchParams(query)) {
    params[key] = numberPattern.test(value) ? Number(value) : value;
  }
  return { reason, params };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
