/**
 * The feedback form of the unexpected-error page (spec section 8): what the user saw, how to reach
 * them, and the page and error it happened on. The SPA validates it with formik, the server's
 * `POST /api/feedback` with validateBody.
 */
import { object, type InferType } from 'yup';
import { encodeIssue, validationReasons } from './issue';
import { emailRule, phoneRule, textRule } from './rules';

export const feedbackLimits = {
  description: 2000,
  callbackEmail: 254,
  /** The longest URL every common browser and server handles. */
  pageUrl: 2048,
  errorText: 4000,
} as const;

export const feedbackSchema = object({
  /** What the user did when the error came: required, no HTML code. */
  description: textRule({ required: true, max: feedbackLimits.description }),
  /** Where we may answer: optional. */
  callbackEmail: emailRule({ max: feedbackLimits.callbackEmail }),
  /** Optional, international format with country code (`+49 30 1234567`). */
  phone: phoneRule(),
  /**
   * Filled in by the page, not typed: may hold `<` or `&#` (a URL's query, a stack trace), so no
   * HTML rule; the server stores them as text and never renders them as markup.
   */
  pageUrl: textRule({ max: feedbackLimits.pageUrl, allowHtml: true }),
  errorText: textRule({ max: feedbackLimits.errorText, allowHtml: true }),
}).typeError(encodeIssue(validationReasons.invalid));

/** The body of `POST /api/feedback` once validated: blank optional fields are `undefined`. */
export type FeedbackRequest = InferType<typeof feedbackSchema>;

/** The answer to `POST /api/feedback` (status 201). */
export interface FeedbackCreated {
  id: string;
}
