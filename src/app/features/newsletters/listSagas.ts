import type { RootState } from '../../store/rootReducer';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'typed-redux-saga';
import {
  NewsletterStatus,
  type NewsletterEditorState,
  type NewsletterFilters,
  type NewsletterListEntry,
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
import { createListSaga, type PageRequest } from '../../components/list/listSaga';
import type { ListPage } from '../../components/list/listSlice';
import { navigateTo } from '../../routes/navigator';
import { newsletterList, type NewsletterGroupCounts, type NewsletterQuery } from './newsletterList';
import { selectNewsletterList } from './selectors';
import {
  archiveRequested,
  copyRequested,
  deleteRequested,
  filtersLoaded,
  listActionFailed,
  listActionSucceeded,
  type ListAction,
} from './slice';

/** How often the list asks again while a newsletter on it is planned or sending. */
export const listPollMs = 5000;

export const newsletterEditPath = (id: number) => `/WhatsApp/Campaigns/Edit/${id}`;

export const detailsOf = (error: unknown): ApiErrorDetail[] => {
  const details = (error as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? (details as ApiErrorDetail[]) : [];
};

export const anySending = (newsletters: NewsletterListEntry[]) =>
  newsletters.some(
    (n) => n.status === NewsletterStatus.active || n.status === NewsletterStatus.planned,
  );

/** One page of the overview: the list kit's paging on the spec's list call. */
export async function fetchNewsletterPage(
  query: NewsletterQuery,
  page: PageRequest,
): Promise<ListPage<NewsletterListEntry, NewsletterGroupCounts>> {
  const result = await postNewsletterList({ ...query, skip: page.skip, take: page.take });
  return {
    items: result.newsletters,
    total: result.totalCount,
    extra: result.newslettersGroupCount,
  };
}

/**
 * The overview: pages by the list kit, read again every 5 s while a newsletter on the page is
 * planned or sending — one request for the whole page, with every row's progress, is cheaper
 * than a send-information call per row.
 */
export const newsletterListSaga = createListSaga({
  list: newsletterList,
  // Called lazily: selectors.ts loads this module through ./feature, so it is not yet defined here.
  selectList: (state: RootState) => selectNewsletterList(state),
  fetchPage: fetchNewsletterPage,
  poll: { everyMs: listPollMs, while: anySending },
});

/** The filter choices, asked again with each new query (a new language may be in use). */
export function* loadFiltersSaga(): SagaIterator<void> {
  try {
    const filters = yield* call(callApi<[], NewsletterFilters>, getNewsletterFilters);
    yield* put(filtersLoaded(filters));
  } catch {
    // The filters keep the choices they had; the list itself says when it failed.
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
  else yield* put(newsletterList.actions.reloaded());
}

export function* archiveSaga(action: ReturnType<typeof archiveRequested>): SagaIterator<void> {
  yield* listAction('archive', () => patchNewsletterArchive(action.payload));
  yield* put(newsletterList.actions.reloaded());
}

export function* deleteSaga(action: ReturnType<typeof deleteRequested>): SagaIterator<void> {
  yield* listAction('delete', () => deleteNewsletters(action.payload));
  yield* put(newsletterList.actions.reloaded());
}
