import { object } from 'yup';
import {
  feedbackSchema,
  numberRule,
  textRule,
  type FeedbackRequest,
} from '../../../src/common/validation';
import { validateBody } from '../../../src/server/http/validateBody';

describe('validateBody', () => {
  it('returns the typed, cast value without unknown keys', () => {
    const result = validateBody(feedbackSchema, {
      description: 'Der Export brach ab.',
      callbackEmail: ' anna@example.com ',
      phone: '',
      isAdmin: true,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        description: 'Der Export brach ab.',
        callbackEmail: 'anna@example.com',
        phone: undefined,
        pageUrl: undefined,
        errorText: undefined,
      },
    });
    if (result.ok) {
      const value: FeedbackRequest = result.value;
      expect(value).not.toHaveProperty('isAdmin');
    }
  });

  it('answers a validation ApiError naming every failing field and its reason', () => {
    const result = validateBody(feedbackSchema, {
      description: '<img src=x onerror=alert(1)>',
      callbackEmail: 'anna@',
      phone: '030 1234567',
      errorText: 'e'.repeat(4001),
    });
    expect(result).toEqual({
      ok: false,
      error: {
        errorKey: 'validation',
        message: expect.any(String),
        details: [
          { field: 'description', reason: 'noHtml' },
          { field: 'callbackEmail', reason: 'email' },
          { field: 'phone', reason: 'phone' },
          { field: 'errorText', reason: 'tooLong', params: { max: 4000 } },
        ],
      },
    });
  });

  it('checks a missing body as an empty one', () => {
    for (const body of [undefined, null]) {
      expect(validateBody(feedbackSchema, body)).toEqual({
        ok: false,
        error: expect.objectContaining({
          errorKey: 'validation',
          details: [{ field: 'description', reason: 'required' }],
        }),
      });
    }
  });

  it('refuses a body that is not an object', () => {
    for (const body of ['text', 42, [{ description: 'x' }]]) {
      const result = validateBody(feedbackSchema, body);
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ details: [{ field: '', reason: 'invalid' }] }),
      });
    }
  });

  it('works with any schema built from the rules', () => {
    const schema = object({ name: textRule({ required: true }), count: numberRule({ max: 9 }) });
    expect(validateBody(schema, { name: 'a', count: '7' })).toEqual({
      ok: true,
      value: { name: 'a', count: 7 },
    });
    const result = validateBody(schema, { name: ' ', count: 12 });
    expect(result.ok || result.error.details).toEqual([
      { field: 'name', reason: 'required' },
      { field: 'count', reason: 'numberTooLarge', params: { max: 9 } },
    ]);
  });

  it('lets errors other than validation failures through', () => {
    const schema = object({ name: textRule() }).test('boom', 'x', () => {
      throw new Error('bug in a rule');
    });
    expect(() => validateBody(schema, { name: 'a' })).toThrow('bug in a rule');
  });
});
