import { expectSaga } from 'redux-saga-test-plan';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { getStaticProfiles } from '../../../../src/app/api/newsletters';
import {
  getExcludedSubscribers,
  getLastSent,
  getNewsletterStatistics,
  getStatisticNewsletter,
  postDetailsAddToProfile,
  postStatisticNewsletters,
} from '../../../../src/app/api/statistics';
import { callApi } from '../../../../src/app/auth/callApi';
import { configureAccessToken } from '../../../../src/app/api/client';
import type { PageRequest } from '../../../../src/app/components/list/listSaga';
import {
  detailList,
  type DetailListQuery,
  type DetailRow,
} from '../../../../src/app/features/statistics/detailList';
import { fetchDetailPage, statisticsSaga } from '../../../../src/app/features/statistics/sagas';
import {
  addToGroupRequested,
  detailNewsletterRequested,
  initialStatisticsState,
  overviewRequested,
  statisticsReducer,
} from '../../../../src/app/features/statistics/slice';
import { NewsletterStatus } from '../../../../src/common/newsletters';
import type {
  NewsletterStatistics,
  StatisticNewsletter,
  StatisticNewsletterEntry,
} from '../../../../src/common/statistics';

const reducer = (state = { statistics: initialStatisticsState }, action: { type: string }) => ({
  statistics: statisticsReducer(state.statistics, action as never),
});

const entry = (id: number, name: string): StatisticNewsletterEntry => ({
  id,
  name,
  status: NewsletterStatus.sent,
  sendDate: '2026-11-19T03:37:00.000Z',
  sentMessages: 403,
});

const newsletterOf = (id: number): StatisticNewsletter => ({
  ...entry(id, `Newsletter ${id}`),
  description: '',
  templateName: 'Herbstreisen',
  profileName: 'Stammkunden',
  phoneNumber: '+49 40 1234 5670',
  senderName: 'Max Marketing',
  distributionFinished: '2026-11-19T03:40:00.000Z',
  stopped: false,
  effectiveRecipients: 421,
  excludedRecipients: 3,
  expectedPrice: 47.61,
});

const statistics: NewsletterStatistics = {
  newsletterStatistic: {
    sentMessages: 403,
    totalCount: 421,
    pending: 0,
    inProgress: 0,
    delivered: 385,
    read: 269,
    failed: 18,
    removed: 0,
    failedByReason: [{ errorCode: 131026, errorTitle: null, count: 18 }],
  },
  timeline: [],
  reactions: {
    counts: { Cta: 1, QuickReply: 2, Emoji: 3, Text: 4, Others: 0 },
    recipientsReacting: 9,
    emojis: [],
    buttons: [],
  },
  linkStatistics: [],
};

/** Answers every statistic call; records which were made. */
function api(made: unknown[] = []) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== callApi) return next();
      const [fn, ...args] = effect.args;
      made.push(fn);
      if (fn === postStatisticNewsletters) return { newsletters: [entry(5, 'A'), entry(6, 'B')] };
      if (fn === getLastSent) return { newsletter: entry(6, 'B') };
      if (fn === getStatisticNewsletter) return newsletterOf(args[0] as number);
      if (fn === getNewsletterStatistics) return statistics;
      if (fn === getExcludedSubscribers) return { count: 3, exclusionReasons: [] };
      if (fn === getStaticProfiles) return [];
      return next();
    },
  };
}

describe('statistics overview saga', () => {
  it('opens on the newsletter sent last when the route names none', async () => {
    const made: unknown[] = [];
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide([api(made)])
      .dispatch(overviewRequested({ id: null }))
      .silentRun(50);
    expect(made).toContain(getLastSent);
    expect(storeState.statistics.overview.id).toBe(6);
    expect(
      storeState.statistics.overview.newsletters.map((n: StatisticNewsletterEntry) => n.id),
    ).toEqual([5, 6]);
    expect(storeState.statistics.overview.selected).toMatchObject({
      status: 'loaded',
      newsletter: { id: 6 },
      statistics: { newsletterStatistic: { failed: 18 } },
      excluded: { count: 3 },
    });
  });

  it('shows the newsletter of the route without asking which was sent last', async () => {
    const made: unknown[] = [];
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide([api(made)])
      .dispatch(overviewRequested({ id: 5 }))
      .silentRun(50);
    expect(made).not.toContain(getLastSent);
    expect(storeState.statistics.overview.selected.newsletter?.id).toBe(5);
  });

  it('says so when the list cannot be loaded', async () => {
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postStatisticNewsletters) {
            throw new ApiRequestError(500, { errorKey: 'unknownError' });
          }
          return api().call(effect as never, next);
        },
      })
      .dispatch(overviewRequested({ id: null }))
      .silentRun(50);
    expect(storeState.statistics.overview.status).toBe('failed');
  });

  /** The api, but newsletter 999 is not in the account (the server answers 404). */
  const without999 = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === callApi && effect.args[1] === 999) {
        throw new ApiRequestError(404, { errorKey: 'notFound' });
      }
      return api().call(effect, next);
    },
  };

  it('marks a newsletter of the route that is not in the account as not found', async () => {
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide([without999])
      .dispatch(overviewRequested({ id: 999 }))
      .silentRun(50);
    expect(storeState.statistics.overview.status).toBe('loaded');
    expect(storeState.statistics.overview.id).toBe(999);
    expect(storeState.statistics.overview.selected).toMatchObject({
      status: 'notFound',
      newsletter: null,
    });
  });

  it('gives a detail list its newsletter name, or not found for an unknown id', async () => {
    const found = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide([api()])
      .dispatch(detailNewsletterRequested(5))
      .silentRun(50);
    expect(found.storeState.statistics.details.newsletter).toEqual({
      id: 5,
      status: 'loaded',
      name: 'Newsletter 5',
    });
    const missing = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide([without999])
      .dispatch(detailNewsletterRequested(999))
      .silentRun(50);
    expect(missing.storeState.statistics.details.newsletter).toMatchObject({
      id: 999,
      status: 'notFound',
    });
  });
});

const rejected: DetailListQuery = {
  kind: 'delivery',
  id: 5,
  filter: 'Rejected',
  searchTerm: '',
  sort: 'telnr',
  orderDescending: false,
};

const { actions } = detailList;

/** A delivery row at place `row` of the list, of the person `uniqueId`. */
const rowOf = (row: number, uniqueId: string | null = `person-${row}`): DetailRow => ({
  row: String(row),
  uniqueId,
  firstname: null,
  lastname: null,
  telnr: `+49170000000${row}`,
  status: 'Failed',
  errorCode: 131026,
  errorTitle: null,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
});

/** Answers the list's pages (100 rows of `total`, each page handing out a key); records them. */
function pages(asked: unknown[][], total = 1000) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === callApi && effect.args[0] === fetchDetailPage) {
        const [query, page] = effect.args.slice(1) as [DetailListQuery, PageRequest];
        asked.push([query, page]);
        return {
          items: [rowOf(page.skip), rowOf(page.skip + 1)],
          total,
          nextAfter: `key-after-${page.skip}`,
        };
      }
      return api().call(effect as never, next);
    },
  };
}

/** The rejected list with its first page loaded: rows 0 and 1 (of two people), 18 in all. */
const loaded = () => {
  let state = statisticsReducer(undefined, actions.queryChanged(rejected));
  state = statisticsReducer(
    state,
    actions.pageLoaded({
      generation: state.detailList.generation,
      page: 0,
      result: { items: [rowOf(0), rowOf(1), rowOf(2, null), rowOf(3, 'person-0')], total: 18 },
    }),
  );
  return state;
};

const addedAnswer = {
  added: 3,
  profile: { uniqueId: 'u', name: 'Nachfassen', isSystem: false, subscriberCount: 3 },
};

describe('statistics detail sagas', () => {
  it('loads the first page of the filtered list, 100 rows from the start', async () => {
    const asked: unknown[][] = [];
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide(pages(asked, 18))
      .dispatch(actions.queryChanged(rejected))
      .silentRun(50);
    expect(asked).toEqual([[rejected, { skip: 0, take: 100 }]]);
    const list = storeState.statistics.detailList;
    expect(list).toMatchObject({ status: 'loaded', total: 18 });
    expect(detailList.selectRows(list)).toEqual([rowOf(0), rowOf(1)]);
  });

  it('reads the page after a loaded one by its key, and a page further down by skip', async () => {
    const asked: unknown[][] = [];
    await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide(pages(asked))
      .dispatch(actions.queryChanged(rejected))
      .delay(10)
      .dispatch(actions.pageRequested(1))
      .delay(10)
      .dispatch(actions.pageRequested(5))
      .silentRun(500);
    expect(asked.map(([, page]) => page)).toEqual([
      { skip: 0, take: 100 },
      { skip: 100, take: 100, after: 'key-after-0' },
      { skip: 500, take: 100 },
    ]);
  });

  it('drops a page that answers for an earlier query', () => {
    let state = statisticsReducer(undefined, actions.queryChanged(rejected));
    const earlier = state.detailList.generation;
    state = statisticsReducer(state, actions.queryChanged({ filter: 'All' }));
    state = statisticsReducer(
      state,
      actions.pageLoaded({ generation: earlier, page: 0, result: { items: [rowOf(0)], total: 1 } }),
    );
    expect(state.detailList.pages).toEqual({});
    expect(state.detailList.status).toBe('loading');
  });

  it('adds all N the list shows (same filter and search, all pages) to a new group', async () => {
    const asked: unknown[][] = [];
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer, {
        statistics: statisticsReducer(
          statisticsReducer(loaded(), actions.queryChanged({ searchTerm: 'Lange' })),
          actions.allOfFilterSelected(),
        ),
      })
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postDetailsAddToProfile) {
            asked.push(effect.args.slice(1));
            return addedAnswer;
          }
          return api().call(effect as never, next);
        },
      })
      .dispatch(addToGroupRequested({ targetProfileName: 'Nachfassen' }))
      .silentRun(50);
    expect(asked).toEqual([
      [
        'delivery',
        5,
        'Rejected',
        { searchTerm: 'Lange', sort: 'telnr', orderDescending: false },
        { targetProfileName: 'Nachfassen' },
      ],
    ]);
    expect(storeState.statistics.details.addToGroup).toMatchObject({
      status: 'idle',
      added: 3,
      groupName: 'Nachfassen',
    });
  });

  it('adds the people of the ticked rows, each once, none for a deleted subscriber', async () => {
    const asked: unknown[][] = [];
    await expectSaga(statisticsSaga)
      .withReducer(reducer, { statistics: loaded() })
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postDetailsAddToProfile) {
            asked.push(effect.args.slice(1));
            return addedAnswer;
          }
          return api().call(effect as never, next);
        },
      })
      .dispatch(actions.visibleToggled())
      .delay(5)
      .dispatch(actions.rowToggled('1'))
      .delay(5)
      .dispatch(addToGroupRequested({ targetProfileId: 'group-7' }))
      .silentRun(500);
    // Rows 0 and 3 are one person; row 1 unticked again; row 2's subscriber was deleted.
    expect(asked).toEqual([
      [
        'delivery',
        5,
        'Rejected',
        { sort: 'telnr', orderDescending: false },
        { targetProfileId: 'group-7', subscriberIds: ['person-0'] },
      ],
    ]);
  });

  it('keeps the reason when adding fails', async () => {
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer, {
        statistics: statisticsReducer(loaded(), actions.allOfFilterSelected()),
      })
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postDetailsAddToProfile) {
            throw new ApiRequestError(409, { errorKey: 'nameDuplicate' });
          }
          return api().call(effect as never, next);
        },
      })
      .dispatch(addToGroupRequested({ targetProfileName: 'Stammkunden' }))
      .silentRun(50);
    expect(storeState.statistics.details.addToGroup).toMatchObject({
      status: 'failed',
      errorKey: 'nameDuplicate',
    });
  });
});

describe('a page of a detail list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    configureAccessToken(async () => null);
  });

  it('reads a page by key from the start of the key, and numbers its rows by their place', async () => {
    configureAccessToken(async () => 'token-1');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          items: [{ uniqueId: 'p', telnr: '+49' }],
          totalCount: 101,
          nextAfter: null,
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const page = await fetchDetailPage(
      { ...rejected, searchTerm: 'Lange' },
      { skip: 100, take: 100, after: 'key-1' },
    );
    expect(page).toEqual({
      items: [{ uniqueId: 'p', telnr: '+49', row: '100' }],
      total: 101,
      nextAfter: null,
    });
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toMatch(/\/statistic\/5\/delivery\/details$/);
    expect(await request.json()).toEqual({
      searchTerm: 'Lange',
      sort: 'telnr',
      orderDescending: false,
      skip: 0,
      after: 'key-1',
      take: 100,
      status: 'Rejected',
    });
  });
});
