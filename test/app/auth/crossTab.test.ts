import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { fetchAccounts, fetchUserData } from '../../../src/app/api/identity';
import {
  authorizationChangedElsewhere,
  classifyAuthorizationChange,
  crossTabSaga,
} from '../../../src/app/auth/crossTab';
import { tokenRefreshWatcher } from '../../../src/app/auth/sagas';
import { refreshTokens } from '../../../src/app/auth/userManager';
import { accountDataLoaded } from '../../../src/app/features/account/slice';
import { routeActivated } from '../../../src/app/features/navigation/slice';
import { rightsRequested } from '../../../src/app/features/rights/slice';
import { signInRequired } from '../../../src/app/features/session/slice';
import { reloadPage } from '../../../src/app/platform/location';
import { storageKeys } from '../../../src/app/platform/storageKeys';
import { navigateTo } from '../../../src/app/routes/navigator';
import { accountSwitched } from '../../../src/app/store/accountEvents';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { demoAccounts, makeUserData, signedInState } from '../support/factories';

const entry = (accountId: number) => JSON.stringify({ sub: 'user-anna', accountId });

/** What another tab does to localStorage, as this tab hears it. */
function storageChangeInOtherTab(oldValue: string | null, newValue: string | null) {
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: storageKeys.authorization,
      oldValue,
      newValue,
      storageArea: window.localStorage,
    }),
  );
}

function* crossTabWithRefresh(): SagaIterator {
  yield fork(tokenRefreshWatcher);
  yield fork(crossTabSaga);
}

/** A signed-in tab in account 1 showing a campaign of the WhatsApp section. */
const tabOnCampaignEdit = () =>
  rootReducer(
    signedInState({ accountId: 1, rights: ['WhatsAppCampaigns.Edit'] }),
    routeActivated({ routeName: 'WhatsApp_CampaignEdit' }),
  );

/** Lets the saga start (and subscribe to `storage`) before the other tab acts. */
function afterStart(action: () => void) {
  setTimeout(action, 5);
}

describe('classifyAuthorizationChange (spec section 2)', () => {
  it.each([
    ['replaced by a different value', entry(1), entry(2), 'followAccount'],
    ['removed', entry(1), null, 'followAccount'],
    ['newly appearing', null, entry(1), 'reloadPage'],
    ['written with the same value', entry(1), entry(1), 'ignore'],
  ] as const)('%s', (_case, oldValue, newValue, expected) => {
    expect(classifyAuthorizationChange({ oldValue, newValue })).toBe(expected);
  });
});

describe('crossTabSaga', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('follows another tab that switched the account: overview, token, user data, reset', async () => {
    const newUser = makeUserData({ accountId: 2 });
    afterStart(() => storageChangeInOtherTab(entry(1), entry(2)));
    const result = await expectSaga(crossTabWithRefresh)
      .withReducer(rootReducer, tabOnCampaignEdit())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [
          matchers.call.fn(refreshTokens),
          { sub: 'user-anna', accountId: 2, expiresAt: Date.now() + 600_000 },
        ],
        [matchers.call.fn(fetchUserData), newUser],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .put(authorizationChangedElsewhere({ removed: false }))
      .call(navigateTo, '/WhatsApp/Overview')
      .call.fn(refreshTokens)
      .put(accountDataLoaded({ userData: newUser, accounts: demoAccounts }))
      .put(accountSwitched({ accountId: 2 }))
      .not.call.fn(reloadPage)
      .silentRun(100);

    const state = result.storeState as ReturnType<typeof rootReducer>;
    expect(state.session.accountId).toBe(2);
    expect(state.account.userData?.accountId).toBe(2);
    expect(state.rights.status).toBe('idle');
  });

  it('reloads the rights when the account stayed the same', async () => {
    afterStart(() =>
      storageChangeInOtherTab(entry(1), JSON.stringify({ sub: 'other', accountId: 1 })),
    );
    await expectSaga(crossTabWithRefresh)
      .withReducer(rootReducer, tabOnCampaignEdit())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [
          matchers.call.fn(refreshTokens),
          { sub: 'user-anna', accountId: 1, expiresAt: Date.now() + 600_000 },
        ],
        [matchers.call.fn(fetchUserData), makeUserData({ accountId: 1 })],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .call(navigateTo, '/WhatsApp/Overview')
      .put(rightsRequested({ force: true }))
      .not.put.like({ action: { type: accountSwitched.type } })
      .silentRun(100);
  });

  it('after a logout in another tab (entry removed) goes to the overview and on to sign-in', async () => {
    const invalidGrant = Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    afterStart(() => storageChangeInOtherTab(entry(1), null));
    await expectSaga(crossTabWithRefresh)
      .withReducer(rootReducer, tabOnCampaignEdit())
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(refreshTokens), throwError(invalidGrant)],
      ])
      .put(authorizationChangedElsewhere({ removed: true }))
      .call(navigateTo, '/WhatsApp/Overview')
      .put(signInRequired())
      .not.call.fn(fetchUserData)
      .silentRun(100);
  });

  it('reloads the page when the entry newly appears', async () => {
    afterStart(() => storageChangeInOtherTab(null, entry(1)));
    await expectSaga(crossTabWithRefresh)
      .withReducer(rootReducer, tabOnCampaignEdit())
      .provide([[matchers.call.fn(reloadPage), undefined]])
      .call(reloadPage)
      .not.call.fn(navigateTo)
      .not.call.fn(refreshTokens)
      .silentRun(100);
  });

  it('ignores other keys', async () => {
    afterStart(() =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: storageKeys.uiLanguage,
          oldValue: 'de',
          newValue: 'en',
          storageArea: window.localStorage,
        }),
      ),
    );
    await expectSaga(crossTabWithRefresh)
      .withReducer(rootReducer, tabOnCampaignEdit())
      .provide([[matchers.call.fn(reloadPage), undefined]])
      .not.call.fn(reloadPage)
      .not.call.fn(navigateTo)
      .silentRun(100);
  });

  it('uses "/" as the overview on the dashboard', async () => {
    afterStart(() => storageChangeInOtherTab(entry(1), entry(2)));
    await expectSaga(crossTabWithRefresh)
      .withReducer(
        rootReducer,
        rootReducer(signedInState(), routeActivated({ routeName: 'Default_MainDashboard' })),
      )
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [
          matchers.call.fn(refreshTokens),
          { sub: 'user-anna', accountId: 2, expiresAt: Date.now() + 600_000 },
        ],
        [matchers.call.fn(fetchUserData), makeUserData({ accountId: 2 })],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .call(navigateTo, '/')
      .silentRun(100);
  });
});
