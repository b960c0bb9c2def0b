/**
 * The double opt-in process's rules (spec section 5), applied by the editor's form and by the
 * server's save, validate and activate alike. The keyword-reuse rule needs the keywords of earlier
 * versions: pass them as yup context (`earlierKeywords`).
 */
import { mixed, number, object, type InferType } from 'yup';
import {
  containsKeyword,
  DoiMethod,
  doiErrorKeys,
  doiLimits,
  normalizeKeyword,
  resolvePlaceholders,
  sameKeyword,
  type DoiIssue,
  type DoiProcessState,
} from '../doubleOptIn';
import { encodeIssue, validationReasons as reasons } from './issue';
import { textRule } from './rules';

/** Reasons of the DOI rules beyond the general ones. */
export const doiReasons = {
  keywordsIdentical: 'keywordsIdentical',
  keywordReused: 'keywordReused',
  /** Days to wait outside the range; the range itself is not shown (spec section 5). */
  waitTime: 'waitTime',
  noPhoneNumber: 'noPhoneNumber',
  keywordMissing: 'keywordMissing',
} as const;

export interface DoiSchemaContext {
  earlierKeywords?: DoiProcessState['earlierKeywords'];
}

const keywordRule = () => textRule({ required: true, max: doiLimits.keyword });
const messageRule = (max: number = doiLimits.message) => textRule({ required: true, max });

/** Whether `keyword` served the opposite purpose in an earlier version. */
function reusedAgainst(keyword: string | undefined, opposite: string[] | undefined): boolean {
  if (!keyword || !opposite) return false;
  return opposite.some((earlier) => sameKeyword(earlier, keyword));
}

export const doiSchema = object({
  phoneNumberId: number()
    .transform((value: unknown, original: unknown) => (original === null ? undefined : value))
    .typeError(encodeIssue(reasons.required))
    .required(encodeIssue(reasons.required)),
  doiKeyword: keywordRule().test({
    name: doiReasons.keywordReused,
    message: encodeIssue(doiReasons.keywordReused),
    skipAbsent: true,
    test: (value, context) =>
      !reusedAgainst(
        value,
        (context.options.context as DoiSchemaContext | undefined)?.earlierKeywords?.optOutKeywords,
      ),
  }),
  optOutKeyword: keywordRule()
    .test({
      name: doiReasons.keywordsIdentical,
      message: encodeIssue(doiReasons.keywordsIdentical),
      skipAbsent: true,
      test: (value, context) =>
        normalizeKeyword(value!) !== normalizeKeyword(String(context.parent.doiKeyword ?? '')),
    })
    .test({
      name: doiReasons.keywordReused,
      message: encodeIssue(doiReasons.keywordReused),
      skipAbsent: true,
      test: (value, context) =>
        !reusedAgainst(
          value,
          (context.options.context as DoiSchemaContext | undefined)?.earlierKeywords?.doiKeywords,
        ),
    }),
  clickToChatMessage: messageRule(doiLimits.clickToChatMessage),
  doiMessageBody: messageRule(),
  daysToWait: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(encodeIssue(doiReasons.waitTime))
    .required(encodeIssue(reasons.required))
    .test({
      name: doiReasons.waitTime,
      message: encodeIssue(doiReasons.waitTime),
      test: (value) =>
        Number.isInteger(value) &&
        value >= doiLimits.daysToWait.min &&
        value <= doiLimits.daysToWait.max,
    }),
  doiMethod: mixed<DoiMethod>()
    .required(encodeIssue(reasons.required))
    .oneOf([DoiMethod.keyword, DoiMethod.button], encodeIssue(reasons.invalid)),
  confirmationMessage: messageRule(),
  optOutMessage: messageRule(),
  replyMessage: messageRule(),
}).typeError(encodeIssue(reasons.invalid));

export type DoiFormValues = InferType<typeof doiSchema>;

/** The error key of spec section 8 for a failed rule. */
export function doiErrorKeyOf(reason: string): string {
  switch (reason) {
    case reasons.required:
      return doiErrorKeys.requiredFields;
    case doiReasons.keywordsIdentical:
      return doiErrorKeys.identicalKeywords;
    case doiReasons.keywordReused:
      return doiErrorKeys.keywordReuse;
    case doiReasons.waitTime:
      return doiErrorKeys.invalidWaitTime;
    case doiReasons.noPhoneNumber:
      return doiErrorKeys.noAccountAvailable;
    default:
      return doiErrorKeys.invalidField;
  }
}

/** The warning of spec section 5: the opt-in keyword does not appear in the DOI message. */
export function doiWarnings(values: { doiKeyword?: string; doiMessageBody?: string }): DoiIssue[] {
  const keyword = values.doiKeyword?.trim() ?? '';
  const message = resolvePlaceholders(values.doiMessageBody ?? '', {
    doiKeyword: keyword,
    optOutKeyword: '',
  });
  if (!keyword || containsKeyword(message, keyword)) return [];
  return [
    {
      field: 'doiMessageBody',
      reason: doiReasons.keywordMissing,
      errorKey: doiErrorKeys.keywordMissing,
    },
  ];
}
