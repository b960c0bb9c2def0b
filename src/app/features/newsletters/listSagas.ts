import type { SagaIterator } from 'redux-saga';
import { call as rawCall, take as rawTake } from 'redux-saga/effects';
import { all, call, delay, put, race, select, take } from 'typed-redux-saga';
import {
  NewsletterStatus,
  type NewsletterEditorState,
  type NewsletterFilters,
  type NewsletterListQuery,
  type NewsletterListResult,
} from '../../../common/newsletters';
import type { ApiErrorDetail } from '../../../common/validation';
import {
  deleteNewsletters,
  getNewsletterFilters,
  patchNewsletterArchive,
  postNewsletterClone,
  postNewsletterList,
} from '../../api/newsletters';
import { errorKeyOf, isAbortError } from '../../api/errors';
import { callApi } from '../../auth/callApi';
import { navigateTo } from '../../routes/navigator';
import { selectNewsletterListQuery } from './selectors';
import {
  archiveRequested,
  copyRequested,
  deleteRequested,
  filtersLoaded,
  listActionFailed,
  listActionSucceeded,
  listClosed,
  listLoaded,
  listLoadFailed,
  listRequested,
  type ListAction,
} from './slice';

/** How often the list asks again while a newsletter on it is planned or sending. */
export const listPollMs = 5000;

export const newsletterEditPath = (id: number) => `/WhatsApp/Campaigns/Edit/${id}`;

export const detailsOf = (error: unknown): ApiErrorDetail[] => {
  const details = (error as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? (details as ApiErrorDetail[]) : [];
};

export const anySending = (result: NewsletterListResult) =>
  result.newsletters.some(
    (n) => n.status === NewsletterStatus.active || n.status === NewsletterStatus.planned,
  );

function* fetchList(): SagaIterator<NewsletterListResult> {
  const query = yield* select(selectNewsletterListQuery);
  return yield* call(
    callApi<[NewsletterListQuery], NewsletterListResult>,
    postNewsletterList,
    query,
  );
}

export function* loadListSaga(): SagaIterator<void> {
  try {
    const [result, filters] = (yield* all([
      rawCall(fetchList),
      rawCall(callApi, getNewsletterFilters),
    ])) as [NewsletterListResult, NewsletterFilters];
    yield* put(filtersLoaded(filters));
    yield* put(listLoaded(result));
  } catch (error) {
    if (!isAbortError(error)) yield* put(listLoadFailed());
  }
}

/**
 * Reloads the page every 5 s while one of its newsletters is planned or sending: one request for
 * the whole page, with every row's progress, is cheaper than a send-information call per row.
 */
export function* pollWhileSending(): SagaIterator<void> {
  for (;;) {
    yield* delay(listPollMs);
    try {
      const result = yield* call(fetchList);
      yield* put(listLoaded(result));
      if (!anySending(result)) return;
    } catch (error) {
      if (isAbortError(error)) return;
    }
  }
}

/** Polling runs from a page with a sending newsletter until none sends or the screen closes. */
export function* watchListPolling(): SagaIterator<void> {
  for (;;) {
    const { payload } = yield* take(listLoaded);
    if (!anySending(payload)) continue;
    yield* race({ poll: rawCall(pollWhileSending), stop: rawTake(listClosed.type) });
  }
}

function* listAction(kind: ListAction, run: () => Promise<unknown>): SagaIterator<unknown> {
  try {
    const answer = yield* call(callApi<[], unknown>, run);
    yield* put(listActionSucceeded(kind));
    return answer;
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(
        listActionFailed({ kind, errorKey: errorKeyOf(error), details: detailsOf(error) }),
      );
    }
    return null;
  }
}

/** A copy is a draft: the editor opens it. */
export function* copySaga(action: ReturnType<typeof copyRequested>): SagaIterator<void> {
  const copy = (yield* listAction('copy', () =>
    postNewsletterClone(action.payload),
  )) as NewsletterEditorState | null;
  if (copy) yield* call(navigateTo, newsletterEditPath(copy.newsletter.id));
  else yield* put(listRequested());
}

export function* archiveSaga(action: ReturnType<typeof archiveRequested>): SagaIterator<void> {
  yield* listAction('archive', () => patchNewsletterArchive(action.payload));
  yield* put(listRequested());
}

export function* deleteSaga(action: ReturnType<typeof deleteRequested>): SagaIterator<void> {
  yield* listAction('delete', () => deleteNewsletters(action.payload));
  yield* put(listRequested());
}
