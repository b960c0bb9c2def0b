import type { SagaIterator } from 'redux-saga';
import { call } from 'typed-redux-saga';
import { addVisitedPage, type PageVisit } from '../../api/search';
import { callApi } from '../../auth/callApi';

/**
 * Notes a page the user opened (an editor, a search hit) for "recently visited". The list is a
 * convenience: a failed note loses nothing the user did, so it is never reported.
 */
export function* recordVisit(visit: PageVisit): SagaIterator<void> {
  try {
    yield* call(callApi<[PageVisit], void>, addVisitedPage, visit);
  } catch {
    // Nothing to tell the user.
  }
}
