import {
  countDecimals,
  dateRule,
  emailRule,
  numberRule,
  parseDecimal,
  phoneRule,
  textRule,
} from '../../../src/common/validation';
import { issueOf } from './issueOf';

describe('textRule', () => {
  const optional = textRule({ max: 10 });
  const required = textRule({ required: true, max: 10 });

  it('required: refuses missing, empty and blank text', () => {
    for (const value of [undefined, null, '', '   \n\t']) {
      expect(issueOf(required, value)).toEqual({ reason: 'required' });
    }
    expect(issueOf(required, 'x')).toBeNull();
  });

  it('optional: accepts missing and blank text and casts it to undefined', () => {
    for (const value of [undefined, null, '', '  ']) expect(issueOf(optional, value)).toBeNull();
    expect(optional.cast('  ')).toBeUndefined();
    expect(optional.cast(' text ')).toBe(' text ');
  });

  it('too long: reports tooLong with the maximum, the maximum itself passes', () => {
    expect(issueOf(optional, 'x'.repeat(10))).toBeNull();
    expect(issueOf(optional, 'x'.repeat(11))).toEqual({ reason: 'tooLong', params: { max: 10 } });
  });

  it('no HTML code: refuses tags, comments, end tags and character references', () => {
    const rule = textRule();
    for (const value of ['<b>bold</b>', 'a<script', '<!-- c -->', 'x</p>', '<?xml', '&#60;']) {
      expect(issueOf(rule, value)).toEqual({ reason: 'noHtml' });
    }
    for (const value of ['a < b', 'I <3 Relay', '5 > 3', 'Tom & Jerry', 'Preis: 5 €']) {
      expect(issueOf(rule, value)).toBeNull();
    }
  });

  it('allowHtml lifts the HTML rule only', () => {
    const rule = textRule({ allowHtml: true, max: 5 });
    expect(issueOf(rule, '<b>')).toBeNull();
    expect(issueOf(rule, '<b>x</b>')).toEqual({ reason: 'tooLong', params: { max: 5 } });
  });

  it('refuses an object where text belongs and casts numbers to text', () => {
    expect(issueOf(textRule(), { a: 1 })).toEqual({ reason: 'invalid' });
    expect(textRule().cast(42)).toBe('42');
  });
});

describe('emailRule', () => {
  const rule = emailRule();

  it('accepts valid addresses, trimmed', () => {
    for (const value of ['anna@example.com', 'a.b+c@sub.example.de', ' anna@example.com ']) {
      expect(issueOf(rule, value)).toBeNull();
    }
    expect(rule.cast(' anna@example.com ')).toBe('anna@example.com');
  });

  it('refuses invalid addresses with the reason email', () => {
    for (const value of [
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'an na@example.com',
      'a@b..de',
    ]) {
      expect(issueOf(rule, value)).toEqual({ reason: 'email' });
    }
  });

  it('has a default maximum of 254 and may be required', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.de`;
    expect(long.length).toBeGreaterThan(254);
    expect(issueOf(rule, long)).toEqual({ reason: 'tooLong', params: { max: 254 } });
    expect(issueOf(emailRule({ required: true }), '')).toEqual({ reason: 'required' });
    expect(issueOf(rule, '')).toBeNull();
  });
});

describe('phoneRule', () => {
  const rule = phoneRule();

  it('accepts international numbers with a country code', () => {
    for (const value of ['+49 30 1234567', '+4930123456', '+1-202-555-0147', '+49 30/1234567']) {
      expect(issueOf(rule, value)).toBeNull();
    }
  });

  it('refuses national forms, 00 prefixes, letters and wrong digit counts', () => {
    for (const value of [
      '030 1234567',
      '0049 30 1234567',
      '+49 (0)30 1234567',
      '+0 30 1234567',
      '+49 30 CALL-ME',
      '+49  30 1234567',
      '+123456',
      '+1234567890123456',
    ]) {
      expect(issueOf(rule, value)).toEqual({ reason: 'phone' });
    }
  });

  it('without separators demands bare E.164', () => {
    const strict = phoneRule({ separators: false });
    expect(issueOf(strict, '+4930123456')).toBeNull();
    expect(issueOf(strict, '+49 30 123456')).toEqual({ reason: 'phone' });
  });

  it('is optional unless required', () => {
    expect(issueOf(rule, '')).toBeNull();
    expect(issueOf(phoneRule({ required: true }), ' ')).toEqual({ reason: 'required' });
  });
});

describe('dateRule', () => {
  it('accepts real calendar days in ISO form', () => {
    for (const value of ['2026-11-23', '2024-02-29', '0001-01-01']) {
      expect(issueOf(dateRule(), value)).toBeNull();
    }
  });

  it('refuses impossible days and other forms with the reason date', () => {
    for (const value of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '23.11.2026',
      '2026-11-23T10:00',
      'morgen',
    ]) {
      expect(issueOf(dateRule(), value)).toEqual({ reason: 'date' });
    }
  });

  it('with time accepts date and time, refuses impossible times', () => {
    const rule = dateRule({ time: true });
    for (const value of [
      '2026-11-23T14:30',
      '2026-11-23T14:30:59',
      '2026-11-23T14:30:00.123Z',
      '2026-11-23T14:30+01:00',
    ]) {
      expect(issueOf(rule, value)).toBeNull();
    }
    for (const value of [
      '2026-11-23T24:00',
      '2026-11-23T12:60',
      '2026-11-31T10:00',
      '2026-11-23',
    ]) {
      expect(issueOf(rule, value)).toEqual({ reason: 'date' });
    }
  });

  it('is optional unless required', () => {
    expect(issueOf(dateRule(), '')).toBeNull();
    expect(issueOf(dateRule({ required: true }), '')).toEqual({ reason: 'required' });
  });
});

describe('numberRule', () => {
  it('reads typed text with a decimal point or comma, and numbers', () => {
    const rule = numberRule();
    expect(rule.cast('1,5')).toBe(1.5);
    expect(rule.cast(' 1.5 ')).toBe(1.5);
    expect(rule.cast(-3)).toBe(-3);
    expect(rule.cast('')).toBeUndefined();
    expect(issueOf(rule, '12')).toBeNull();
  });

  it('not a number: text, digit grouping, NaN and Infinity', () => {
    const rule = numberRule();
    for (const value of ['zwölf', '1.000,50', '1 000', '1e3', 'NaN', NaN, Infinity, '1,2,3']) {
      expect(issueOf(rule, value)).toEqual({ reason: 'notANumber' });
    }
  });

  it('too small and too large, the limits themselves pass', () => {
    const rule = numberRule({ min: -1.5, max: 100 });
    expect(issueOf(rule, '-1,5')).toBeNull();
    expect(issueOf(rule, 100)).toBeNull();
    expect(issueOf(rule, '-1.6')).toEqual({ reason: 'numberTooSmall', params: { min: -1.5 } });
    expect(issueOf(rule, 100.01)).toEqual({ reason: 'numberTooLarge', params: { max: 100 } });
  });

  it('no decimals when decimals is 0', () => {
    const rule = numberRule({ decimals: 0 });
    expect(issueOf(rule, '42')).toBeNull();
    expect(issueOf(rule, '42,0')).toBeNull();
    expect(issueOf(rule, '42,5')).toEqual({ reason: 'noDecimals' });
  });

  it('too many decimals, trailing zeros not counted', () => {
    const rule = numberRule({ decimals: 2 });
    expect(issueOf(rule, '3,14')).toBeNull();
    expect(issueOf(rule, '3,140')).toBeNull();
    expect(issueOf(rule, 3.141)).toEqual({ reason: 'tooManyDecimals', params: { decimals: 2 } });
  });

  it('is optional unless required', () => {
    expect(issueOf(numberRule(), '')).toBeNull();
    expect(issueOf(numberRule(), null)).toBeNull();
    expect(issueOf(numberRule({ required: true }), '')).toEqual({ reason: 'required' });
    expect(issueOf(numberRule({ required: true }), 0)).toBeNull();
  });

  it('parseDecimal and countDecimals', () => {
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('+7,')).toBe(7);
    expect(parseDecimal('   ')).toBeUndefined();
    expect(parseDecimal('7x')).toBeNaN();
    expect(countDecimals(1.5)).toBe(1);
    expect(countDecimals(1e-7)).toBe(7);
    expect(countDecimals(1.25e-5)).toBe(7);
    expect(countDecimals(1e21)).toBe(0);
    expect(countDecimals(12)).toBe(0);
  });
});
