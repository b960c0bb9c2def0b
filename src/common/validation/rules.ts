/**
 * The general form rules of spec section 5 as yup schema builders. The same builders serve formik
 * in the SPA and `validateBody` on the server, so both apply exactly the same rules.
 *
 * Every failure carries an encoded issue (see ./issue.ts) as its message: a reason key and its
 * parameters, never a text. Empty and blank text (only white space) counts as "not given": an
 * optional field accepts it and casts it to `undefined`; a required field reports `required`.
 */
import { number, string, type NumberSchema, type StringSchema } from 'yup';
import { encodeIssue, validationReasons as reasons } from './issue';

export interface TextRuleOptions {
  required?: boolean;
  /** Maximum length in UTF-16 code units, the unit of HTML's `maxlength` and of `String.length`. */
  max?: number;
  /** Text that is never rendered as markup (a URL, an error text) may contain `<`. Default false. */
  allowHtml?: boolean;
}

export interface EmailRuleOptions {
  required?: boolean;
  /** Default 254, the longest address SMTP can deliver (RFC 5321). */
  max?: number;
}

export interface PhoneRuleOptions {
  required?: boolean;
  /**
   * Whether spaces, hyphens and slashes may separate digit groups (`+49 30 1234567`). Default true.
   * False demands bare E.164 (`+49301234567`), as WhatsApp template buttons do.
   */
  separators?: boolean;
}

export interface DateRuleOptions {
  required?: boolean;
  /** Accept a date and time (`2026-11-23T14:30`, as `<input type="datetime-local">` gives). */
  time?: boolean;
}

export interface NumberRuleOptions {
  required?: boolean;
  min?: number;
  max?: number;
  /** Most decimal places allowed; 0 asks for a whole number. Unlimited when not given. */
  decimals?: number;
}

/**
 * "No HTML code": the check ASP.NET's request validation made, which the product's forms always
 * had: a `<` followed by a letter, `!`, `/` or `?` (a tag, comment, end tag or processing
 * instruction) or the start of a character reference `&#`. `a < b` and `<3` pass; `a<b` does not.
 */
const htmlPattern = /<[A-Za-z!/?]|&#/;

/** The WHATWG address syntax of `<input type="email">`, with at least one dot in the domain. */
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * International phone numbers: a plus, a country code (which never starts with 0), then digits,
 * optionally grouped by single spaces, hyphens or slashes; 7 to 15 digits in all (E.164 allows at
 * most 15). National forms (`030 1234567`), `00` prefixes and the trunk `(0)` are refused.
 */
const phonePattern = /^\+[1-9](?:[ /-]?\d)+$/;
const e164Pattern = /^\+[1-9]\d+$/;
const phoneDigits = { min: 7, max: 15 };

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

/** A decimal number as people type it: `.` or `,` as the decimal separator, no digit grouping. */
const decimalPattern = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export function containsHtml(text: string): boolean {
  return htmlPattern.test(text);
}

export function isValidEmail(text: string): boolean {
  return emailPattern.test(text);
}

export function isValidPhone(text: string, separators = true): boolean {
  if (!(separators ? phonePattern : e164Pattern).test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/** `YYYY-MM-DD` naming a real day (no 31 April, 29 February only in leap years). */
export function isValidDate(text: string, time = false): boolean {
  const match = (time ? dateTimePattern : datePattern).exec(text);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, zoneHour = 0, zoneMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    zoneHour < 24 &&
    zoneMinute < 60
  );
}

/** Parses typed text into a number: `''` gives undefined, anything but a decimal gives NaN. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return decimalPattern.test(trimmed) ? Number(trimmed.replace(',', '.')) : NaN;
}

/** Decimal places of a number, trailing zeros not counted: 1.50 has 1, 1e-7 has 7. */
export function countDecimals(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

function baseText(): StringSchema<string | undefined> {
  return string().typeError(encodeIssue(reasons.invalid)).transform(blankToUndefined);
}

function finish(schema: StringSchema<string | undefined>, required?: boolean) {
  return required ? schema.required(encodeIssue(reasons.required)) : schema;
}

/** Free text: required or not, no HTML code unless allowed, at most `max` characters. */
export function textRule(options: TextRuleOptions & { required: true }): StringSchema<string>;
export function textRule(options?: TextRuleOptions): StringSchema<string | undefined>;
export function textRule({ required, max, allowHtml = false }: TextRuleOptions = {}) {
  let schema = baseText();
  if (!allowHtml) {
    schema = schema.test({
      name: reasons.noHtml,
      message: encodeIssue(reasons.noHtml),
      skipAbsent: true,
      test: (value) => !containsHtml(value!),
    });
  }
  if (max !== undefined) schema = schema.max(max, encodeIssue(reasons.tooLong, { max }));
  return finish(schema, required);
}

/** An email address, trimmed. */
export function emailRule(options: EmailRuleOptions & { required: true }): StringSchema<string>;
export function emailRule(options?: EmailRuleOptions): StringSchema<string | undefined>;
export function emailRule({ required, max = 254 }: EmailRuleOptions = {}) {
  const schema = baseText()
    .transform(trim)
    .max(max, encodeIssue(reasons.tooLong, { max }))
    .test({
      name: reasons.email,
      message: encodeIssue(reasons.email),
      skipAbsent: true,
      test: (value) => isValidEmail(value!),
    });
  return finish(schema, required);
}

/** A phone number in international format with country code, trimmed. */
export function phoneRule(options: PhoneRuleOptions & { required: true }): StringSchema<string>;
export function phoneRule(options?: PhoneRuleOptions): StringSchema<string | undefined>;
export function phoneRule({ required, separators = true }: PhoneRuleOptions = {}) {
  const schema = baseText()
    .transform(trim)
    .test({
      name: reasons.phone,
      message: encodeIssue(reasons.phone),
      skipAbsent: true,
      test: (value) => isValidPhone(value!, separators),
    });
  return finish(schema, required);
}

/**
 * A date as ISO text (`2026-11-23`, or `2026-11-23T14:30` with `time`), as date inputs give it and
 * JSON carries it. The value stays text, which keeps form values and Redux state serialisable.
 */
export function dateRule(options: DateRuleOptions & { required: true }): StringSchema<string>;
export function dateRule(options?: DateRuleOptions): StringSchema<string | undefined>;
export function dateRule({ required, time = false }: DateRuleOptions = {}) {
  const schema = baseText()
    .transform(trim)
    .test({
      name: reasons.date,
      message: encodeIssue(reasons.date),
      skipAbsent: true,
      test: (value) => isValidDate(value!, time),
    });
  return finish(schema, required);
}

/**
 * A number, given as a number (JSON) or as typed text (`1,5` and `1.5` alike). Checks run in the
 * order not a number, too small, too large, decimals; the first failing one is reported.
 */
export function numberRule(options: NumberRuleOptions & { required: true }): NumberSchema<number>;
export function numberRule(options?: NumberRuleOptions): NumberSchema<number | undefined>;
export function numberRule({ required, min, max, decimals }: NumberRuleOptions = {}) {
  let schema: NumberSchema<number | undefined> = number()
    .typeError(encodeIssue(reasons.notANumber))
    .transform((value: unknown, original: unknown) => {
      if (original === null) return undefined;
      return typeof original === 'string' ? parseDecimal(original) : value;
    })
    .test({
      name: 'finite',
      message: encodeIssue(reasons.notANumber),
      skipAbsent: true,
      test: (value) => Number.isFinite(value),
    });
  if (min !== undefined) schema = schema.min(min, encodeIssue(reasons.numberTooSmall, { min }));
  if (max !== undefined) schema = schema.max(max, encodeIssue(reasons.numberTooLarge, { max }));
  if (decimals !== undefined) {
    schema = schema.test({
      name: 'decimals',
      message:
        decimals === 0
          ? encodeIssue(reasons.noDecimals)
          : encodeIssue(reasons.tooManyDecimals, { decimals }),
      skipAbsent: true,
      test: (value) => countDecimals(value!) <= decimals,
    });
  }
  return required ? schema.required(encodeIssue(reasons.required)) : schema;
}
