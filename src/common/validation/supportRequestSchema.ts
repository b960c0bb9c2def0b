/**
 * The support request of the help popup (spec section 7, `POST /NavigationApi/HelpArea/SendSupportRequest`):
 * body keys as the spec writes them. The SPA's form validates its text with the same rule.
 */
import { object, type InferType } from 'yup';
import { encodeIssue, validationReasons } from './issue';
import { textRule } from './rules';

export const supportRequestLimits = {
  activeModule: 100,
  supportRequestText: 4000,
  url: 2048,
} as const;

/** The text the user writes: required, no HTML code. */
export const supportRequestTextRule = () =>
  textRule({ required: true, max: supportRequestLimits.supportRequestText });

export const supportRequestSchema = object({
  /** The active module when the popup was opened (spec section 2); filled in by the page. */
  ActiveModule: textRule({ max: supportRequestLimits.activeModule }),
  SupportRequestText: supportRequestTextRule(),
  /** The page the user was on: may hold `<` in its query, stored as text only. */
  Url: textRule({ max: supportRequestLimits.url, allowHtml: true }),
}).typeError(encodeIssue(validationReasons.invalid));

export type SupportRequest = InferType<typeof supportRequestSchema>;
