import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { callApi } from '../../../../src/app/auth/callApi';
import { loadDashboardSaga, retrySourcesSaga } from '../../../../src/app/features/dashboard/sagas';
import {
  dashboardReducer,
  dashboardRequested,
  initialDashboardState,
  sourcesRetried,
  type DashboardSourceName,
  type DashboardState,
} from '../../../../src/app/features/dashboard/slice';
import { dashboardSources } from '../../../../src/app/features/dashboard/sources';
import { waitForRights } from '../../../../src/app/features/rights/sagas';
import { allRights } from '../../../../src/common/rights';

const reducer = combineReducers({ dashboard: dashboardReducer });
const stateOf = (state: unknown) => (state as { dashboard: DashboardState }).dashboard;

const answers: { [K in DashboardSourceName]: unknown } = {
  emailCampaigns: [{ id: 1, name: 'Frühbucher' }],
  smsCampaigns: [{ id: 2, name: 'Abflug' }],
  events: { data: [], anybodyHasAccess: true, showEventTeaser: true },
  newsletters: [],
  activityPlan: [],
  whatsAppActivityPlan: [],
  lastActions: { lastActions: [], updatesSinceLastVisit: 3, previousVisit: null },
  whatsAppLastActions: [],
  media: [],
  sendTime: { activated: false, progress: 0, serviceAvailable: true },
  firstSteps: [{ key: 'linkNumber', done: true }],
};

const sourceOf = (load: unknown) =>
  (Object.keys(dashboardSources) as DashboardSourceName[]).find(
    (name) => dashboardSources[name].load === load,
  )!;

/** Every source answers after `delays[name]` ms (default at once); `failing` ones answer 500. */
const api = (
  failing: DashboardSourceName[],
  delays: Partial<Record<DashboardSourceName, number>> = {},
) =>
  dynamic(({ args }: { args: unknown[] }) => {
    const source = sourceOf(args[0]);
    return new Promise((resolve, reject) =>
      setTimeout(
        () =>
          failing.includes(source)
            ? reject(new ApiRequestError(500, { errorKey: 'internal' }))
            : resolve(answers[source]),
        delays[source] ?? 0,
      ),
    );
  });

describe('loading the dashboard, settled', () => {
  it('loads every source; one failing sets only its own error state', async () => {
    const { storeState } = await expectSaga(loadDashboardSaga, dashboardRequested({ utcOffset: 0 }))
      .withReducer(reducer, { dashboard: initialDashboardState })
      .provide([
        [matchers.call.fn(waitForRights), [...allRights]],
        [matchers.call.fn(callApi), api(['smsCampaigns'])],
      ])
      .run();
    const { sources } = stateOf(storeState);
    expect(sources.smsCampaigns.status).toBe('failed');
    for (const name of Object.keys(answers) as DashboardSourceName[]) {
      if (name === 'smsCampaigns') continue;
      expect([name, sources[name].status]).toEqual([name, 'loaded']);
      expect(sources[name].data).toEqual(answers[name]);
    }
  });

  it('lets a fast source render before a slow one and a failure does not cancel the rest', async () => {
    const saga = expectSaga(loadDashboardSaga, dashboardRequested({ utcOffset: 0 }))
      .withReducer(reducer, { dashboard: initialDashboardState })
      .provide([
        [matchers.call.fn(waitForRights), [...allRights]],
        [matchers.call.fn(callApi), api(['emailCampaigns'], { media: 200, events: 100 })],
      ]);
    const { storeState, effects } = await saga.run(1000);
    const { sources } = stateOf(storeState);
    expect(sources.media.status).toBe('loaded');
    expect(sources.events.status).toBe('loaded');
    expect(sources.emailCampaigns.status).toBe('failed');
    expect(effects.put?.length).toBeGreaterThanOrEqual(11);
  });

  it('hides and does not load the sources the rights do not allow', async () => {
    const calls: DashboardSourceName[] = [];
    const { storeState } = await expectSaga(loadDashboardSaga, dashboardRequested({ utcOffset: 0 }))
      .withReducer(reducer, { dashboard: initialDashboardState })
      .provide([
        [matchers.call.fn(waitForRights), ['WhatsAppCampaigns.View']],
        [
          matchers.call.fn(callApi),
          dynamic(({ args }: { args: unknown[] }) => {
            calls.push(sourceOf(args[0]));
            return answers[sourceOf(args[0])];
          }),
        ],
      ])
      .run();
    const { sources } = stateOf(storeState);
    // The first steps ask the server, which leaves out the steps the rights do not allow.
    expect(calls.sort()).toEqual([
      'firstSteps',
      'lastActions',
      'newsletters',
      'whatsAppLastActions',
    ]);
    expect(sources.emailCampaigns.status).toBe('hidden');
    expect(sources.media.status).toBe('hidden');
    expect(sources.activityPlan.status).toBe('hidden');
    expect(sources.newsletters.status).toBe('loaded');
  });

  it('retries only the failed sources of a widget', async () => {
    const failedState: DashboardState = {
      ...initialDashboardState,
      sources: {
        ...initialDashboardState.sources,
        lastActions: { status: 'loaded', data: answers.lastActions as never },
        whatsAppLastActions: { status: 'failed', data: null },
      },
    };
    const calls: DashboardSourceName[] = [];
    const { storeState } = await expectSaga(
      retrySourcesSaga,
      sourcesRetried({ sources: ['lastActions', 'whatsAppLastActions'], utcOffset: 0 }),
    )
      .withReducer(
        reducer,
        reducer(
          { dashboard: failedState },
          sourcesRetried({ sources: ['lastActions', 'whatsAppLastActions'], utcOffset: 0 }),
        ),
      )
      .provide([
        [
          matchers.call.fn(callApi),
          dynamic(({ args }: { args: unknown[] }) => {
            calls.push(sourceOf(args[0]));
            return answers[sourceOf(args[0])];
          }),
        ],
      ])
      .run();
    expect(calls).toEqual(['whatsAppLastActions']);
    expect(stateOf(storeState).sources.whatsAppLastActions.status).toBe('loaded');
  });
});
