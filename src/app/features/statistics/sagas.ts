import type { SagaIterator } from 'redux-saga';
import { call as rawCall } from 'redux-saga/effects';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import type { AddedToProfile } from '../../../common/newsletters';
import type {
  ExcludedSubscribers,
  NewsletterStatistics,
  StatisticNewsletter,
  StatisticNewsletterEntry,
  StatisticPeriod,
} from '../../../common/statistics';
import type { SubscriberProfile } from '../../../common/subscribers';
import { errorKeyOf, isAbortError, statusOf } from '../../api/errors';
import { getStaticProfiles } from '../../api/newsletters';
import {
  getExcludedSubscribers,
  getLastSent,
  getNewsletterStatistics,
  getStatisticNewsletter,
  postDetails,
  postDetailsAddToProfile,
  postStatisticNewsletters,
} from '../../api/statistics';
import { callApi } from '../../auth/callApi';
import { createListSaga, type PageRequest } from '../../components/list/listSaga';
import type { ListPage, ListState } from '../../components/list/listSlice';
import type { RootState } from '../../store/rootReducer';
import { detailList, type DetailListQuery, type DetailRow } from './detailList';
import { selectStatisticDetailList, selectStatisticOverview } from './selectors';
import {
  addedToGroup,
  addToGroupFailed,
  addToGroupRequested,
  detailNewsletterFailed,
  detailNewsletterLoaded,
  detailNewsletterRequested,
  overviewLoaded,
  overviewLoadFailed,
  overviewRequested,
  profilesLoaded,
  selectedLoaded,
  selectedLoadFailed,
  selectedLoading,
  selectedNotFound,
} from './slice';

/**
 * The newsletter of the route is not in this account: 404, or 400 for an id no newsletter can
 * have (the server bounds ids).
 */
const isMissing = (error: unknown) => [400, 404].includes(statusOf(error) ?? 0);

type Listed = { newsletters: StatisticNewsletterEntry[] };
type LastSent = { newsletter: StatisticNewsletterEntry | null };
const everyPeriod: StatisticPeriod = { from: null, to: null };
const noneAsked = async (): Promise<null> => null;

/**
 * The overview: the sent newsletters (all periods) and the chosen one's figures; without an id
 * the newsletter sent last is shown (spec section 2: the first is selected by default).
 */
export function* overviewSaga(action: ReturnType<typeof overviewRequested>): SagaIterator<void> {
  try {
    const [list, last] = (yield* all([
      rawCall(callApi<[StatisticPeriod], Listed>, postStatisticNewsletters, everyPeriod),
      action.payload.id === null ? rawCall(callApi<[], LastSent>, getLastSent) : rawCall(noneAsked),
    ])) as [Listed, LastSent | null];
    const id = action.payload.id ?? last?.newsletter?.id ?? null;
    yield* put(overviewLoaded({ newsletters: list.newsletters, id }));
    if (id === null) return;
    yield* put(selectedLoading());
    const [newsletter, statistics, excluded] = (yield* all([
      rawCall(callApi<[number], StatisticNewsletter>, getStatisticNewsletter, id),
      rawCall(callApi<[number], NewsletterStatistics>, getNewsletterStatistics, id),
      rawCall(callApi<[number], ExcludedSubscribers>, getExcludedSubscribers, id),
    ])) as [StatisticNewsletter, NewsletterStatistics, ExcludedSubscribers];
    yield* put(selectedLoaded({ newsletter, statistics, excluded }));
  } catch (error) {
    if (isAbortError(error)) return;
    const { status } = yield* select(selectStatisticOverview);
    if (status !== 'loaded') yield* put(overviewLoadFailed());
    // Another account's id, or one that does not exist: 404 (the server checks the account).
    else yield* put(isMissing(error) ? selectedNotFound() : selectedLoadFailed());
  }
}

/** The name that heads a detail list; 404: the list's newsletter is not in this account. */
export function* detailNewsletterSaga(
  action: ReturnType<typeof detailNewsletterRequested>,
): SagaIterator<void> {
  const id = action.payload;
  try {
    const newsletter = (yield* call(callApi, getStatisticNewsletter, id)) as StatisticNewsletter;
    yield* put(detailNewsletterLoaded({ id, name: newsletter.name }));
  } catch (error) {
    if (!isAbortError(error)) {
      yield* put(detailNewsletterFailed({ id, notFound: isMissing(error) }));
    }
  }
}

/** A page of the list's rows, each with its place in the list as its id. */
export async function fetchDetailPage(
  query: DetailListQuery,
  page: PageRequest,
): Promise<ListPage<DetailRow>> {
  const result = await postDetails<Omit<DetailRow, 'row'>>(query.kind, query.id, query.filter, {
    searchTerm: query.searchTerm || undefined,
    sort: query.sort,
    orderDescending: query.orderDescending,
    // Scrolling on reads the next page by the key of the one before (a seek at any depth); a
    // jump further down skips rows.
    ...(page.after ? { skip: 0, after: page.after } : { skip: page.skip }),
    take: page.take,
  });
  return {
    items: result.items.map((item, i) => ({ ...item, row: String(page.skip + i) }) as DetailRow),
    total: result.totalCount,
    nextAfter: result.nextAfter,
  };
}

export const detailListSaga = createListSaga({
  list: detailList,
  // Called lazily: selectors.ts loads this module through ./feature.
  selectList: (state: RootState) => selectStatisticDetailList(state),
  fetchPage: fetchDetailPage,
});

/** A new detail query asks again for the groups one can add its people to. */
export function* profilesSaga(): SagaIterator<void> {
  try {
    const profiles = (yield* call(callApi, getStaticProfiles)) as SubscriberProfile[];
    yield* put(profilesLoaded(profiles));
  } catch {
    // Without the groups only the new-group field is offered.
  }
}

/** The people of the ticked rows (once each; a deleted subscriber has none). */
const chosenPeople = (list: ListState<DetailRow, DetailListQuery>): string[] => [
  ...new Set(list.selected.flatMap((row) => list.entities[row]?.uniqueId ?? [])),
];

/** The ticked rows' people, or everyone the list shows (all N: the server reads the filter). */
export function* addToGroupSaga(
  action: ReturnType<typeof addToGroupRequested>,
): SagaIterator<void> {
  const list = yield* select(selectStatisticDetailList);
  const { query } = list;
  try {
    const added = (yield* call(
      callApi,
      postDetailsAddToProfile,
      query.kind,
      query.id,
      query.filter,
      {
        searchTerm: query.searchTerm || undefined,
        sort: query.sort,
        orderDescending: query.orderDescending,
      },
      { ...action.payload, ...(!list.allOfFilter && { subscriberIds: chosenPeople(list) }) },
    )) as AddedToProfile;
    yield* put(addedToGroup(added));
    const profiles = (yield* call(callApi, getStaticProfiles)) as SubscriberProfile[];
    yield* put(profilesLoaded(profiles));
  } catch (error) {
    if (!isAbortError(error)) yield* put(addToGroupFailed(errorKeyOf(error)));
  }
}

export function* statisticsSaga(): SagaIterator<void> {
  yield* takeLatest(overviewRequested, overviewSaga);
  yield* takeLatest(detailNewsletterRequested, detailNewsletterSaga);
  yield* takeLatest(detailList.actions.queryChanged, profilesSaga);
  yield* takeLeading(addToGroupRequested, addToGroupSaga);
  yield* fork(detailListSaga);
}
