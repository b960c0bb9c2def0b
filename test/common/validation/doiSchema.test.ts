/** The double opt-in rules of spec section 5 as the editor's form applies them. */
import { ValidationError } from 'yup';
import { doiDefaults, type DoiSettings } from '../../../src/common/doubleOptIn';
import { toApiErrorDetails } from '../../../src/common/validation';
import { doiErrorKeyOf, doiSchema, doiWarnings } from '../../../src/common/validation/doiSchema';

const earlierKeywords = { doiKeywords: ['Anmelden', 'Start'], optOutKeywords: ['Stop', 'Ende'] };

function issues(change: Partial<Record<keyof DoiSettings, unknown>>) {
  try {
    doiSchema.validateSync(
      { ...doiDefaults('de', 3), ...change },
      { abortEarly: false, context: { earlierKeywords } },
    );
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return toApiErrorDetails(error);
  }
}

it('accepts the defaults, in both readings', () => {
  expect(issues({})).toEqual([]);
  expect(issues(doiDefaults('en', 3))).toEqual([]);
  expect(doiDefaults('en', 3).doiKeyword).toBe('Subscribe');
});

it('requires every field', () => {
  const all = issues({
    phoneNumberId: null,
    doiKeyword: '',
    optOutKeyword: ' ',
    clickToChatMessage: '',
    doiMessageBody: '',
    daysToWait: '',
    doiMethod: undefined,
    confirmationMessage: '',
    optOutMessage: '',
    replyMessage: '',
  });
  expect(all.map((d) => d.field).sort()).toEqual(
    [
      'phoneNumberId',
      'doiKeyword',
      'optOutKeyword',
      'clickToChatMessage',
      'doiMessageBody',
      'daysToWait',
      'doiMethod',
      'confirmationMessage',
      'optOutMessage',
      'replyMessage',
    ].sort(),
  );
  expect(new Set(all.map((d) => d.reason))).toEqual(new Set(['required']));
  expect(doiErrorKeyOf('required')).toBe('requiredFields');
});

it('refuses equal keywords whatever their case and spacing', () => {
  expect(issues({ doiKeyword: 'Ja', optOutKeyword: ' JA ' })).toEqual([
    { field: 'optOutKeyword', reason: 'keywordsIdentical' },
  ]);
  expect(doiErrorKeyOf('keywordsIdentical')).toBe('identicalKeywords');
});

it('refuses a keyword used for the opposite purpose before, and allows the same purpose', () => {
  expect(issues({ doiKeyword: 'ende', optOutKeyword: 'Stop' })).toEqual([
    { field: 'doiKeyword', reason: 'keywordReused' },
  ]);
  expect(issues({ doiKeyword: 'Ja', optOutKeyword: 'START' })).toEqual([
    { field: 'optOutKeyword', reason: 'keywordReused' },
  ]);
  expect(issues({ doiKeyword: 'Start', optOutKeyword: 'Ende' })).toEqual([]);
  expect(doiErrorKeyOf('keywordReused')).toBe('keywordReuse');
});

it('takes days to wait from 0 (no expiry) to 90, whole days, without showing the range', () => {
  for (const days of [0, 1, 90, '7']) expect(issues({ daysToWait: days })).toEqual([]);
  for (const days of [-1, 91, 1.5, 'sieben']) {
    expect(issues({ daysToWait: days })).toEqual([{ field: 'daysToWait', reason: 'waitTime' }]);
  }
  expect(doiErrorKeyOf('waitTime')).toBe('invalidWaitTime');
});

it('limits keywords to a button title (20) and refuses markup', () => {
  expect(issues({ doiKeyword: 'x'.repeat(21) })).toEqual([
    { field: 'doiKeyword', reason: 'tooLong', params: { max: 20 } },
  ]);
  expect(issues({ replyMessage: '<script>x</script>' })).toEqual([
    { field: 'replyMessage', reason: 'noHtml' },
  ]);
});

it('only knows the keyword and button methods', () => {
  expect(issues({ doiMethod: 2 })).toEqual([{ field: 'doiMethod', reason: 'invalid' }]);
});

describe('doiWarnings', () => {
  it('warns when the opt-in keyword is missing from the DOI message', () => {
    expect(doiWarnings({ doiKeyword: 'Ja', doiMessageBody: 'Bitte bestätigen.' })).toEqual([
      { field: 'doiMessageBody', reason: 'keywordMissing', errorKey: 'keywordMissing' },
    ]);
  });
  it('finds it written out in any case, or as its placeholder', () => {
    expect(doiWarnings({ doiKeyword: 'Ja', doiMessageBody: 'Antworten Sie mit JA.' })).toEqual([]);
    expect(doiWarnings({ doiKeyword: 'Ja', doiMessageBody: 'Mit {{doiKeyword}}.' })).toEqual([]);
  });
});
