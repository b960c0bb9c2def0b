import { feedbackLimits, feedbackSchema, type FeedbackRequest } from '../../../common/validation';

/** What the user types; formik holds text only. */
export interface FeedbackFormValues {
  description: string;
  callbackEmail: string;
  phone: string;
}

export const emptyFeedbackValues: FeedbackFormValues = {
  description: '',
  callbackEmail: '',
  phone: '',
};

export interface FeedbackContext {
  /** The page the error happened on. */
  pageUrl?: string;
  /** The error as the page knows it (message, code). */
  errorText?: string;
}

/**
 * The request body: the form's values cast by the shared schema (trimmed email and phone, blank
 * fields left out) plus the page's context. The context is cut to its limits, since the user
 * cannot see or correct it and it must never keep the feedback from being sent.
 */
export function toFeedbackRequest(
  values: FeedbackFormValues,
  { pageUrl, errorText }: FeedbackContext,
): FeedbackRequest {
  const cast = feedbackSchema.cast(
    {
      ...values,
      pageUrl: pageUrl?.slice(0, feedbackLimits.pageUrl),
      errorText: errorText?.slice(0, feedbackLimits.errorText),
    },
    { stripUnknown: true },
  );
  return Object.fromEntries(
    Object.entries(cast).filter(([, value]) => value !== undefined),
  ) as FeedbackRequest;
}
