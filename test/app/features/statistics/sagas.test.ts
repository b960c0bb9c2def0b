import { expectSaga } from 'redux-saga-test-plan';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { getStaticProfiles } from '../../../../src/app/api/newsletters';
import {
  getExcludedSubscribers,
  getLastSent,
  getNewsletterStatistics,
  getStatisticNewsletter,
  postDetails,
  postDetailsAddToProfile,
  postStatisticNewsletters,
} from '../../../../src/app/api/statistics';
import { callApi } from '../../../../src/app/auth/callApi';
import { statisticsSaga } from '../../../../src/app/features/statistics/sagas';
import {
  addToGroupRequested,
  detailNewsletterRequested,
  detailPageLoaded,
  detailPageRequested,
  detailsRequested,
  initialStatisticsState,
  overviewRequested,
  statisticsReducer,
  type DetailListQuery,
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

describe('statistics detail sagas', () => {
  it('loads the first page of the filtered list, 100 rows from the start', async () => {
    const asked: unknown[][] = [];
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postDetails) {
            asked.push(effect.args.slice(1));
            return { items: [{ telnr: '+4917000000001' }], totalCount: 18 };
          }
          return api().call(effect as never, next);
        },
      })
      .dispatch(detailsRequested(rejected))
      .silentRun(50);
    expect(asked).toEqual([
      ['delivery', 5, 'Rejected', { sort: 'telnr', orderDescending: false, skip: 0, take: 100 }],
    ]);
    expect(storeState.statistics.details).toMatchObject({
      status: 'loaded',
      total: 18,
      pages: { 0: [{ telnr: '+4917000000001' }] },
    });
  });

  it('reads the page after a loaded one by its key, and a page further down by skip', async () => {
    const asked: unknown[] = [];
    await expectSaga(statisticsSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postDetails) {
            const request = effect.args[4] as { skip: number };
            asked.push(effect.args[4]);
            return {
              items: [{ telnr: '+4917000000001' }],
              totalCount: 1000,
              nextAfter: `key-after-${request.skip}`,
            };
          }
          return api().call(effect as never, next);
        },
      })
      .dispatch(detailsRequested(rejected))
      .delay(10)
      .dispatch(detailPageRequested(1))
      .dispatch(detailPageRequested(5))
      .silentRun(50);
    const paging = { sort: 'telnr', orderDescending: false, take: 100 };
    expect(asked[0]).toEqual({ ...paging, skip: 0 });
    expect(asked.slice(1)).toHaveLength(2);
    expect(asked.slice(1)).toEqual(
      expect.arrayContaining([
        { ...paging, skip: 0, after: 'key-after-0' },
        { ...paging, skip: 500 },
      ]),
    );
  });

  it('drops a page that answers for an earlier query', () => {
    let state = statisticsReducer(undefined, detailsRequested(rejected));
    const earlier = state.details.generation;
    state = statisticsReducer(state, detailsRequested({ ...rejected, filter: 'All' }));
    state = statisticsReducer(
      state,
      detailPageLoaded({ generation: earlier, page: 0, items: [{}], total: 1, nextAfter: null }),
    );
    expect(state.details.pages).toEqual({});
    expect(state.details.status).toBe('loading');
  });

  it('adds everyone the list shows (same filter and search, all pages) to a new group', async () => {
    const asked: unknown[][] = [];
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer, {
        statistics: statisticsReducer(
          undefined,
          detailsRequested({ ...rejected, searchTerm: 'Lange' }),
        ),
      })
      .provide({
        call(effect, next) {
          if (effect.fn === callApi && effect.args[0] === postDetailsAddToProfile) {
            asked.push(effect.args.slice(1));
            return {
              added: 3,
              profile: { uniqueId: 'u', name: 'Nachfassen', isSystem: false, subscriberCount: 3 },
            };
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

  it('keeps the reason when adding fails', async () => {
    const { storeState } = await expectSaga(statisticsSaga)
      .withReducer(reducer, {
        statistics: statisticsReducer(undefined, detailsRequested(rejected)),
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
