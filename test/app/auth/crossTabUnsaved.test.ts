import type { SagaIterator } from 'redux-saga';
import { call, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchAccounts, fetchUserData } from '../../../src/app/api/identity';
import {
  authorizationChangedElsewhere,
  handleAuthorizationChange,
} from '../../../src/app/auth/crossTab';
import { tokenRefreshWatcher } from '../../../src/app/auth/sagas';
import { refreshTokens } from '../../../src/app/auth/userManager';
import {
  leaveConfirmed,
  switchedElsewhereFollowed,
  switchedElsewhereSettled,
  switchedElsewhereWhileEditing,
  unsavedChangesReported,
} from '../../../src/app/features/leaveGuard/slice';
import { routeActivated } from '../../../src/app/features/navigation/slice';
import { navigateTo } from '../../../src/app/routes/navigator';
import { accountSwitched } from '../../../src/app/store/accountEvents';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { demoAccounts, makeUserData, signedInState } from '../support/factories';

const entry = (accountId: number) => JSON.stringify({ sub: 'user-anna', accountId });
const switchedToTwo = { oldValue: entry(1), newValue: entry(2) };

/** A tab in account 1 on a template editor whose form holds unsaved edits. */
const tabWithEdits = () =>
  [
    routeActivated({ routeName: 'WhatsApp_TemplateEdit' }),
    unsavedChangesReported({ formId: 'template', unsaved: true }),
  ].reduce(rootReducer, signedInState({ accountId: 1 }));

/** This tab's answer to the other tab, with the token refresh it asks for. */
function* switchedInOtherTab(): SagaIterator {
  yield fork(tokenRefreshWatcher);
  yield call(handleAuthorizationChange, switchedToTwo);
}

const followProviders: StaticProvider[] = [
  [matchers.call.fn(navigateTo), undefined],
  [
    matchers.call.fn(refreshTokens),
    { sub: 'user-anna', accountId: 2, expiresAt: Date.now() + 600_000 },
  ],
  [matchers.call.fn(fetchUserData), makeUserData({ accountId: 2 })],
  [matchers.call.fn(fetchAccounts), demoAccounts],
];

describe('an account switch in another tab while a form holds unsaved edits (issue 23)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('tells the person and does not follow (nor drop the form) until they choose', async () => {
    const result = await expectSaga(switchedInOtherTab)
      .withReducer(rootReducer, tabWithEdits())
      .provide(followProviders)
      .put(switchedElsewhereWhileEditing({ removed: false }))
      .not.call.fn(navigateTo)
      .not.call.fn(refreshTokens)
      .not.put.like({ action: { type: accountSwitched.type } })
      .silentRun(50);
    const state = result.storeState as ReturnType<typeof rootReducer>;
    expect(state.leaveGuard.switchedElsewhere).toEqual({ removed: false, dialogOpen: true });
    expect(state.leaveGuard.unsavedForms).toEqual(['template']);
    expect(state.session.accountId).toBe(1);
  });

  it('"follow now" discards the edits and follows: overview, token, new account', async () => {
    const result = await expectSaga(switchedInOtherTab)
      .withReducer(rootReducer, tabWithEdits())
      .provide(followProviders)
      .dispatch(switchedElsewhereFollowed())
      .put(switchedElsewhereSettled())
      .put(authorizationChangedElsewhere({ removed: false }))
      .call(navigateTo, '/WhatsApp/Templates')
      .call.fn(refreshTokens)
      .put(accountSwitched({ accountId: 2 }))
      .silentRun(50);
    const state = result.storeState as ReturnType<typeof rootReducer>;
    expect(state.leaveGuard.switchedElsewhere).toBeNull();
  });

  it('follows once the kept edits are saved (the form is no longer dirty)', async () => {
    await expectSaga(switchedInOtherTab)
      .withReducer(rootReducer, tabWithEdits())
      .provide(followProviders)
      .dispatch(unsavedChangesReported({ formId: 'template', unsaved: false }))
      .call(navigateTo, '/WhatsApp/Templates')
      .put(accountSwitched({ accountId: 2 }))
      .silentRun(50);
  });

  it('after "leave" through the menu follows on the screen the person chose', async () => {
    await expectSaga(switchedInOtherTab)
      .withReducer(rootReducer, tabWithEdits())
      .provide(followProviders)
      .dispatch(leaveConfirmed({ to: '/Subscribers' }))
      .put(switchedElsewhereSettled())
      .not.call(navigateTo, '/WhatsApp/Templates')
      .put(accountSwitched({ accountId: 2 }))
      .silentRun(50);
  });

  it('follows at once when no form holds edits', async () => {
    await expectSaga(switchedInOtherTab)
      .withReducer(
        rootReducer,
        rootReducer(signedInState(), routeActivated({ routeName: 'WhatsApp_TemplateEdit' })),
      )
      .provide(followProviders)
      .not.put(switchedElsewhereWhileEditing({ removed: false }))
      .call(navigateTo, '/WhatsApp/Templates')
      .put(accountSwitched({ accountId: 2 }))
      .silentRun(50);
  });
});
