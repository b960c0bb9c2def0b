import { ValidationError } from 'yup';
import { feedbackLimits, feedbackSchema, toApiErrorDetails } from '../../../src/common/validation';

function detailsOf(value: unknown) {
  try {
    feedbackSchema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return toApiErrorDetails(error);
  }
}

describe('feedbackSchema', () => {
  it('accepts a description alone and casts blank optional fields to undefined', () => {
    expect(detailsOf({ description: 'Beim Speichern kam ein Fehler.' })).toEqual([]);
    expect(
      feedbackSchema.cast({ description: 'x', callbackEmail: '', phone: '  ', pageUrl: '' }),
    ).toEqual({
      description: 'x',
      callbackEmail: undefined,
      phone: undefined,
      pageUrl: undefined,
      errorText: undefined,
    });
  });

  it('accepts every field filled in within its limits', () => {
    expect(
      detailsOf({
        description: 'd'.repeat(feedbackLimits.description),
        callbackEmail: 'anna@example.com',
        phone: '+49 30 1234567',
        pageUrl: 'https://relay.example/?a=<b>&#x',
        errorText: 'TypeError at <anonymous>',
      }),
    ).toEqual([]);
  });

  it('reports every broken rule by field', () => {
    expect(
      detailsOf({
        description: '<script>alert(1)</script>',
        callbackEmail: 'anna(at)example.com',
        phone: '030 1234567',
        pageUrl: 'u'.repeat(feedbackLimits.pageUrl + 1),
        errorText: 'e'.repeat(feedbackLimits.errorText + 1),
      }),
    ).toEqual([
      { field: 'description', reason: 'noHtml' },
      { field: 'callbackEmail', reason: 'email' },
      { field: 'phone', reason: 'phone' },
      { field: 'pageUrl', reason: 'tooLong', params: { max: 2048 } },
      { field: 'errorText', reason: 'tooLong', params: { max: 4000 } },
    ]);
  });

  it('requires the description and limits it to 2000 characters', () => {
    expect(detailsOf({})).toEqual([{ field: 'description', reason: 'required' }]);
    expect(detailsOf({ description: 'd'.repeat(2001) })).toEqual([
      { field: 'description', reason: 'tooLong', params: { max: 2000 } },
    ]);
  });
});
