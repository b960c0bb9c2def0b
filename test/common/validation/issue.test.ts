import { decodeIssue, encodeIssue, validationReasons } from '../../../src/common/validation';

describe('validation issues', () => {
  it('encodes a reason without parameters as the bare key', () => {
    expect(encodeIssue('required')).toBe('required');
    expect(encodeIssue('required', {})).toBe('required');
    expect(decodeIssue('required')).toEqual({ reason: 'required' });
  });

  it('round-trips parameters, numbers staying numbers', () => {
    const message = encodeIssue('numberTooSmall', { min: -1.5 });
    expect(message).toBe('numberTooSmall?min=-1.5');
    expect(decodeIssue(message)).toEqual({ reason: 'numberTooSmall', params: { min: -1.5 } });
    expect(decodeIssue(encodeIssue('custom', { name: 'a&b=c', count: 3 }))).toEqual({
      reason: 'custom',
      params: { name: 'a&b=c', count: 3 },
    });
  });

  it('turns any other message into "invalid" without quoting it', () => {
    expect(
      decodeIssue('description must be a `string` type, but the final value was: `{}`'),
    ).toEqual({ reason: validationReasons.invalid });
    expect(decodeIssue('')).toEqual({ reason: 'invalid' });
  });

  it('lists the reason keys of the general form rules', () => {
    expect(Object.values(validationReasons).sort()).toEqual(
      [
        'date',
        'email',
        'invalid',
        'noDecimals',
        'noHtml',
        'notANumber',
        'numberTooLarge',
        'numberTooSmall',
        'phone',
        'required',
        'tooLong',
        'tooManyDecimals',
      ].sort(),
    );
  });
});
