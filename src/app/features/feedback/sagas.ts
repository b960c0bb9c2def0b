import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'typed-redux-saga';
import { postFeedback } from '../../api/feedback';
import { isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import type { ApiErrorDetail, FeedbackCreated, FeedbackRequest } from '../../../common/validation';
import {
  feedbackFailed,
  feedbackReset,
  feedbackSubmitted,
  feedbackSucceeded,
  type FeedbackFailure,
} from './slice';

/**
 * What a failed call means for the form: a 400 `validation` answer with details is `invalid` and
 * its details go onto the fields; anything else is `failed`. Only the details' field, reason and
 * params enter the store.
 */
export function feedbackFailureOf(error: unknown): FeedbackFailure {
  const { status, errorKey, details } = (error ?? {}) as {
    status?: unknown;
    errorKey?: unknown;
    details?: unknown;
  };
  const fieldErrors = Array.isArray(details) ? details.filter(isDetail).map(cleanDetail) : [];
  if (status === 400 && errorKey === 'validation' && fieldErrors.length > 0) {
    return { error: 'invalid', fieldErrors };
  }
  return { error: 'failed', fieldErrors: [] };
}

function isDetail(value: unknown): value is ApiErrorDetail {
  const detail = value as Partial<ApiErrorDetail> | null;
  return typeof detail?.field === 'string' && typeof detail.reason === 'string';
}

function cleanDetail({ field, reason, params }: ApiErrorDetail): ApiErrorDetail {
  return params ? { field, reason, params: { ...params } } : { field, reason };
}

/** Sends the feedback; a reset (leaving the page) cancels it through takeLatest. */
export function* submitFeedbackSaga(
  action: ReturnType<typeof feedbackSubmitted> | ReturnType<typeof feedbackReset>,
): SagaIterator<void> {
  if (!feedbackSubmitted.match(action)) return;
  try {
    const created = yield* call(
      callApi<[FeedbackRequest], FeedbackCreated>,
      postFeedback,
      action.payload,
    );
    yield* put(feedbackSucceeded({ id: String(created.id) }));
  } catch (error) {
    if (isAbortError(error)) return;
    yield* put(feedbackFailed(feedbackFailureOf(error)));
  }
}

export function* feedbackSaga(): SagaIterator<void> {
  yield* takeLatest([feedbackSubmitted, feedbackReset], submitFeedbackSaga);
}
