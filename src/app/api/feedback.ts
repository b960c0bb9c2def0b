import type { FeedbackCreated, FeedbackRequest } from '../../common/validation';
import { requestJson } from './client';
import { suiteService } from './services';

/**
 * `POST api/feedback`: the feedback form of the unexpected-error page. Answers 201 `{ id }`, or
 * 400 with an ApiError whose details name the refused fields (thrown as ApiRequestError).
 */
export function postFeedback(request: FeedbackRequest): Promise<FeedbackCreated> {
  return requestJson((signal) => suiteService.post('api/feedback', { json: request, signal }));
}
