import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeEvery, takeLatest } from 'typed-redux-saga';
import {
  searchableText,
  type LastSearchQueries,
  type LastVisitedPages,
  type SearchResult,
} from '../../../common/search';
import { isAbortError } from '../../api/errors';
import { getLastSearchQueries, getLastVisitedPages, search } from '../../api/search';
import { callApi } from '../../auth/callApi';
import { recordVisit } from './recordVisit';
import {
  historyFailed,
  historyLoaded,
  searchFailed,
  searchHitOpened,
  searchOpened,
  searchResultsLoaded,
  searchTextChanged,
} from './slice';

/** Keystrokes closer together than this make one search. */
export const searchDebounceMs = 150;

/**
 * One query: with `takeLatest`, a newer keystroke cancels this one (its request is aborted), so
 * only the current query's answer is ever applied (spec section 4); the reducer checks again.
 */
export function* searchSaga(action: ReturnType<typeof searchTextChanged>): SagaIterator<void> {
  const text = searchableText(action.payload);
  if (text === null) return;
  yield* delay(searchDebounceMs);
  try {
    const result = yield* call(callApi<[string], SearchResult>, search, text);
    yield* put(searchResultsLoaded(result));
  } catch (error) {
    if (!isAbortError(error)) yield* put(searchFailed({ searchText: text }));
  }
}

export function* loadHistorySaga(): SagaIterator<void> {
  try {
    const queries = yield* call(callApi<[], LastSearchQueries>, getLastSearchQueries);
    const pages = yield* call(callApi<[], LastVisitedPages>, getLastVisitedPages);
    yield* put(historyLoaded({ queries: queries.queries, pages: pages.pages }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(historyFailed());
  }
}

export function* hitOpenedSaga(action: ReturnType<typeof searchHitOpened>): SagaIterator<void> {
  const { source, hit } = action.payload;
  yield* call(recordVisit, { source, itemId: hit.id, title: hit.title, url: hit.url });
}

export function* searchFeatureSaga(): SagaIterator<void> {
  yield* takeLatest(searchTextChanged, searchSaga);
  yield* takeLatest(searchOpened, loadHistorySaga);
  yield* takeEvery(searchHitOpened, hitOpenedSaga);
}
