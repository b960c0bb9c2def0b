import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { ApiRequestError } from '../../../src/app/api/errors';
import { fetchAccounts, fetchUserData, switchAccount } from '../../../src/app/api/identity';
import {
  fetchExternalSwitchAccountCallback,
  notifyExternalSystem,
} from '../../../src/app/api/login';
import { readAuthorizationEntry } from '../../../src/app/auth/authorizationEntry';
import { tokenRefreshWatcher } from '../../../src/app/auth/sagas';
import { refreshTokens } from '../../../src/app/auth/userManager';
import { accountDataCleared, accountDataLoaded } from '../../../src/app/features/account/slice';
import { accountSwitchSaga } from '../../../src/app/features/accountSwitch/sagas';
import { accountSwitchRequested } from '../../../src/app/features/accountSwitch/slice';
import { routeActivated } from '../../../src/app/features/navigation/slice';
import { navigateTo } from '../../../src/app/routes/navigator';
import { accountSwitched, accountSwitchFailed } from '../../../src/app/store/accountEvents';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { demoAccounts, makeUserData, signedInState } from '../support/factories';

function* switchWithRefresh(): SagaIterator {
  yield fork(tokenRefreshWatcher);
  yield fork(accountSwitchSaga);
}

const stateOnCampaignEdit = () =>
  rootReducer(
    signedInState({ accountId: 1, rights: ['WhatsAppCampaigns.Edit'] }),
    routeActivated({
      routeName: 'WhatsApp_CampaignEdit',
    }),
  );

const newToken = { sub: 'user-anna', accountId: 2, expiresAt: Date.now() + 600_000 };

/** The functions called, in order, among those the sequence is made of. */
function sequenceOf(calls: { payload: { fn: unknown } }[]): string[] {
  const names = new Map<unknown, string>([
    [switchAccount, 'PATCH switchaccount'],
    [refreshTokens, 'token refresh'],
    [fetchUserData, 'POST connect/userinfo'],
    [fetchAccounts, 'GET accounts'],
    [fetchExternalSwitchAccountCallback, 'GET ExternalSwitchAccountCallback'],
    [notifyExternalSystem, 'external callbackUrl'],
    [navigateTo, 'navigate'],
  ]);
  return calls.flatMap((effect) => names.get(effect.payload.fn) ?? []);
}

describe('the account switch (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('clears, patches, refreshes, reloads, calls back, then fires accountSwitched', async () => {
    const result = await expectSaga(switchWithRefresh)
      .withReducer(rootReducer, stateOnCampaignEdit())
      .provide([
        [matchers.call.fn(switchAccount), undefined],
        [matchers.call.fn(refreshTokens), newToken],
        [matchers.call.fn(fetchUserData), makeUserData({ accountId: 2 })],
        [matchers.call.fn(fetchAccounts), demoAccounts],
        [
          matchers.call.fn(fetchExternalSwitchAccountCallback),
          { callbackUrl: 'https://legacy.example/switch?account=2' },
        ],
        [matchers.call.fn(notifyExternalSystem), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(accountDataCleared())
      .put(accountDataLoaded({ userData: makeUserData({ accountId: 2 }), accounts: demoAccounts }))
      .put(accountSwitched({ accountId: 2 }))
      .not.put.like({ action: { type: accountSwitchFailed.type } })
      .call(switchAccount, 2)
      .call(fetchExternalSwitchAccountCallback, 2)
      .call(notifyExternalSystem, 'https://legacy.example/switch?account=2')
      // The screen showed the old account's data: back to its section's overview.
      .call(navigateTo, '/WhatsApp/Overview')
      .dispatch(accountSwitchRequested({ accountId: 2 }))
      .silentRun(50);

    const sequence = sequenceOf(
      (result.allEffects as { type: string }[]).filter((effect) => effect.type === 'CALL') as never,
    );
    expect(sequence).toEqual([
      'PATCH switchaccount',
      'token refresh',
      'POST connect/userinfo',
      'GET accounts',
      'GET ExternalSwitchAccountCallback',
      'external callbackUrl',
      'navigate',
    ]);

    const puts = (result.allEffects as { type: string; payload: { action: { type: string } } }[])
      .filter((effect) => effect.type === 'PUT')
      .map((effect) => effect.payload.action.type);
    expect(puts.indexOf(accountDataCleared.type)).toBe(0);
    expect(puts.indexOf(accountSwitched.type)).toBeGreaterThan(
      puts.indexOf(accountDataLoaded.type),
    );

    const state = result.storeState as ReturnType<typeof rootReducer>;
    expect(state.accountSwitch).toMatchObject({
      inProgress: false,
      fault: false,
      dialogOpen: false,
    });
    expect(state.account.userData?.accountId).toBe(2);
    expect(state.session.accountId).toBe(2);
    // Rights belong to an account: reset, to be loaded again for the new one.
    expect(state.rights.status).toBe('idle');
    expect(readAuthorizationEntry()).toEqual({ sub: 'user-anna', accountId: 2 });
  });

  it('lands on the deep link it was asked from (an item of the new account), not the overview', async () => {
    const provided: StaticProvider[] = [
      [matchers.call.fn(switchAccount), undefined],
      [matchers.call.fn(refreshTokens), newToken],
      [matchers.call.fn(fetchUserData), makeUserData({ accountId: 2 })],
      [matchers.call.fn(fetchAccounts), demoAccounts],
      [matchers.call.fn(fetchExternalSwitchAccountCallback), { callbackUrl: null }],
      [matchers.call.fn(navigateTo), undefined],
    ];
    await expectSaga(switchWithRefresh)
      .withReducer(rootReducer, stateOnCampaignEdit())
      .provide(provided)
      .put(accountSwitched({ accountId: 2 }))
      .call(navigateTo, '/WhatsApp/Campaigns/Edit/7?x=1', { replace: true })
      .not.call(navigateTo, '/WhatsApp/Overview')
      .dispatch(
        accountSwitchRequested({ accountId: 2, returnTo: '/WhatsApp/Campaigns/Edit/7?x=1' }),
      )
      .silentRun(50);

    // Only a path of this app: anything else goes to the overview as usual.
    await expectSaga(switchWithRefresh)
      .withReducer(rootReducer, stateOnCampaignEdit())
      .provide(provided)
      .call(navigateTo, '/WhatsApp/Overview')
      .not.call(navigateTo, '//evil.example/x', { replace: true })
      .dispatch(accountSwitchRequested({ accountId: 2, returnTo: '//evil.example/x' }))
      .silentRun(50);
  });

  it('keeps the in-progress flag while the sequence runs', async () => {
    const result = await expectSaga(switchWithRefresh)
      .withReducer(rootReducer, stateOnCampaignEdit())
      .provide([[matchers.call.fn(switchAccount), new Promise(() => {})]])
      .dispatch(accountSwitchRequested({ accountId: 2 }))
      .silentRun(50);
    expect(result.storeState.accountSwitch).toMatchObject({ inProgress: true, targetAccountId: 2 });
    expect(result.storeState.account.userData).toBeNull();
  });

  it('on a refused switch fires accountSwitchFailed, sets the fault flag and reloads the previous account', async () => {
    const previous = makeUserData({ accountId: 1 });
    const result = await expectSaga(switchWithRefresh)
      .withReducer(rootReducer, stateOnCampaignEdit())
      .provide([
        [
          matchers.call.fn(switchAccount),
          throwError(
            new ApiRequestError(409, { errorKey: 'accountLocked', message: 'Account locked' }),
          ),
        ],
        [matchers.call.fn(fetchUserData), previous],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .put(accountDataCleared())
      .put(accountSwitchFailed({ accountId: 2, errorKey: 'accountLocked' }))
      .put(accountDataLoaded({ userData: previous, accounts: demoAccounts }))
      .not.put.like({ action: { type: accountSwitched.type } })
      .not.call.fn(refreshTokens)
      .not.call.fn(fetchExternalSwitchAccountCallback)
      .not.call.fn(navigateTo)
      .dispatch(accountSwitchRequested({ accountId: 2 }))
      .silentRun(50);

    const state = result.storeState as ReturnType<typeof rootReducer>;
    expect(state.accountSwitch).toMatchObject({
      inProgress: false,
      fault: true,
      errorKey: 'accountLocked',
    });
    expect(state.account.userData?.accountId).toBe(1);
    expect(state.rights.status).toBe('loaded');
    expect(readAuthorizationEntry()).toBeNull();
  });

  it('fails with unknownError when the refresh after the switch fails', async () => {
    const result = await expectSaga(switchWithRefresh)
      .withReducer(rootReducer, stateOnCampaignEdit())
      .provide([
        [matchers.call.fn(switchAccount), undefined],
        [matchers.call.fn(refreshTokens), throwError(new TypeError('Failed to fetch'))],
        [matchers.call.fn(fetchUserData), makeUserData({ accountId: 1 })],
        [matchers.call.fn(fetchAccounts), demoAccounts],
      ])
      .put(accountSwitchFailed({ accountId: 2, errorKey: 'unknownError' }))
      .not.put.like({ action: { type: accountSwitched.type } })
      .dispatch(accountSwitchRequested({ accountId: 2 }))
      .silentRun(50);
    expect(result.storeState.account.userData.accountId).toBe(1);
  });
});
