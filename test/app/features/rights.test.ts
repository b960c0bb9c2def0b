import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { SagaIterator } from 'redux-saga';
import { all, call, cancel, fork } from 'redux-saga/effects';
import { ApiRequestError } from '../../../src/app/api/errors';
import { fetchCurrentRights } from '../../../src/app/api/identity';
import { readRightsCache, writeRightsCache } from '../../../src/app/features/rights/cache';
import {
  RightsUnavailableError,
  rightsSaga,
  waitForRights,
} from '../../../src/app/features/rights/sagas';
import {
  initialRightsState,
  rightsLoaded,
  rightsLoadFailed,
  rightsReducer,
  rightsRequested,
} from '../../../src/app/features/rights/slice';
import { signInRequired } from '../../../src/app/features/session/slice';
import { accountSwitched } from '../../../src/app/store/accountEvents';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { deepFreeze, signedInState } from '../support/factories';

/** Answers the rights call when the test says so. */
function deferredRights() {
  let resolve: (rights: string[]) => void = () => {};
  const promise = new Promise<string[]>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('waitForRights (spec sections 4 and 6)', () => {
  beforeEach(() => localStorage.clear());

  it('lets every caller wait until the rights are loaded, with one call to the server', async () => {
    const answer = deferredRights();
    const fetch = jest.fn(() => answer.promise);
    const log: string[] = [];
    function* caller(name: string): SagaIterator {
      log.push(`${name} waits`);
      const rights: string[] = yield call(waitForRights);
      log.push(`${name} got ${rights.join(',')}`);
      return rights;
    }
    function* saga(): SagaIterator {
      const watcher = yield fork(rightsSaga);
      setTimeout(() => {
        log.push('server answers');
        answer.resolve(['WhatsAppCampaigns.View']);
      }, 20);
      const results = yield all([call(caller, 'guard'), call(caller, 'screen')]);
      yield cancel(watcher);
      return results;
    }
    const { returnValue, storeState } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState({ rights: null }))
      .provide({
        call(effect, next) {
          return effect.fn === fetchCurrentRights ? fetch() : next();
        },
      })
      .run();

    expect(log).toEqual([
      'guard waits',
      'screen waits',
      'server answers',
      'guard got WhatsAppCampaigns.View',
      'screen got WhatsAppCampaigns.View',
    ]);
    expect(returnValue).toEqual([['WhatsAppCampaigns.View'], ['WhatsAppCampaigns.View']]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storeState.rights).toMatchObject({ status: 'loaded', accountId: 1, fromCache: false });
    expect(readRightsCache('user-anna', 1)).toEqual(['WhatsAppCampaigns.View']);
  });

  it('answers at once when the rights are loaded', async () => {
    const { returnValue } = await expectSaga(waitForRights)
      .withReducer(rootReducer, signedInState({ rights: ['SsoConfiguration.View'] }))
      .not.put.like({ action: { type: rightsRequested.type } })
      .run();
    expect(returnValue).toEqual(['SsoConfiguration.View']);
  });

  it('takes the rights of the account from the cache without calling the server', async () => {
    writeRightsCache('user-anna', 1, ['WhatsAppTemplates.View']);
    function* saga(): SagaIterator {
      const watcher = yield fork(rightsSaga);
      const rights = yield call(waitForRights);
      yield cancel(watcher);
      return rights;
    }
    const { returnValue } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState({ rights: null }))
      .not.call.fn(fetchCurrentRights)
      .put(rightsLoaded({ rights: ['WhatsAppTemplates.View'], accountId: 1, fromCache: true }))
      .run();
    expect(returnValue).toEqual(['WhatsAppTemplates.View']);
  });

  it('does not use the cache of another account', () => {
    writeRightsCache('user-anna', 2, ['WhatsAppTemplates.View']);
    expect(readRightsCache('user-anna', 1)).toBeNull();
    expect(readRightsCache('someone-else', 2)).toBeNull();
  });

  it('throws to the waiting callers when loading fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function* saga(): SagaIterator {
      const watcher = yield fork(rightsSaga);
      try {
        yield call(waitForRights);
        return 'loaded';
      } catch (error) {
        return error instanceof RightsUnavailableError ? 'unavailable' : 'other';
      } finally {
        yield cancel(watcher);
      }
    }
    const { returnValue } = await expectSaga(saga)
      .withReducer(rootReducer, signedInState({ rights: null }))
      .provide([
        [
          matchers.call.fn(fetchCurrentRights),
          throwError(new ApiRequestError(500, { errorKey: 'unknownError', message: 'boom' })),
        ],
      ])
      .put(rightsLoadFailed())
      .not.put(signInRequired())
      .run();
    expect(returnValue).toBe('unavailable');
    jest.restoreAllMocks();
  });

  it('sends the user to sign-in when the rights call answers 400 invalid_grant', async () => {
    await expectSaga(rightsSaga)
      .withReducer(rootReducer, signedInState({ rights: null }))
      .provide([
        [
          matchers.call.fn(fetchCurrentRights),
          throwError(new ApiRequestError(400, { error: 'invalid_grant' })),
        ],
      ])
      .put(rightsLoadFailed())
      .put(signInRequired())
      .dispatch(rightsRequested())
      .silentRun(50);
  });

  it('loads the rights again after an account switch', async () => {
    await expectSaga(rightsSaga)
      .withReducer(rootReducer, signedInState({ rights: ['WhatsAppCampaigns.View'] }))
      .provide([[matchers.call.fn(fetchCurrentRights), ['WhatsAppTemplates.View']]])
      .put(rightsRequested())
      .call.fn(fetchCurrentRights)
      .dispatch(accountSwitched({ accountId: 2 }))
      .silentRun(50);
  });
});

describe('rightsReducer', () => {
  it('resets on accountSwitched', () => {
    const loaded = deepFreeze(
      rightsReducer(
        initialRightsState,
        rightsLoaded({ rights: ['WhatsAppCampaigns.View'], accountId: 1, fromCache: false }),
      ),
    );
    expect(rightsReducer(loaded, accountSwitched({ accountId: 2 }))).toEqual(initialRightsState);
  });

  it('marks loading on request, and keeps loaded rights while a forced reload runs', () => {
    const idle = deepFreeze({ ...initialRightsState });
    expect(rightsReducer(idle, rightsRequested()).status).toBe('loading');
    const loaded = deepFreeze({ ...initialRightsState, status: 'loaded' as const, rights: ['X'] });
    expect(rightsReducer(loaded, rightsRequested({ force: true })).status).toBe('loaded');
  });
});
