import {
  accountDataCleared,
  accountDataLoaded,
  accountDataLoadFailed,
  accountDataRestoredFromCache,
  accountReducer,
  initialAccountDataState,
} from '../../../src/app/features/account/slice';
import {
  selectCurrentAccount,
  selectSelectableAccounts,
  selectUserDisplayName,
} from '../../../src/app/features/account/selectors';
import {
  accountDialogClosed,
  accountDialogOpened,
  accountSwitchReducer,
  accountSwitchRequested,
  initialAccountSwitchState,
} from '../../../src/app/features/accountSwitch/slice';
import { navigationReducer, routeActivated } from '../../../src/app/features/navigation/slice';
import {
  initialSessionState,
  sessionReducer,
  signedIn,
  tokenRefreshed,
  tokenRefreshFailed,
  tokenRefreshRequested,
} from '../../../src/app/features/session/slice';
import {
  initialUiLanguageState,
  uiLanguageChanged,
  uiLanguageOfStoredLocale,
  uiLanguageReducer,
} from '../../../src/app/features/uiLanguage/slice';
import { accountSwitched, accountSwitchFailed } from '../../../src/app/store/accountEvents';
import { deepFreeze, demoAccounts, makeUserData, signedInState } from '../support/factories';

const token = { sub: 'user-anna', accountId: 1, expiresAt: 1_000_000 };

describe('session reducer', () => {
  it('records who is signed in and until when, never a token', () => {
    const state = sessionReducer(deepFreeze({ ...initialSessionState }), signedIn(token));
    expect(state).toEqual({ ...initialSessionState, ...token, status: 'signedIn' });
    expect(JSON.stringify(state)).not.toMatch(/token"/i);
  });

  it('counts refreshes and ignores stale refresh requests', () => {
    let state = deepFreeze(sessionReducer(initialSessionState, signedIn(token)));
    state = deepFreeze(sessionReducer(state, tokenRefreshRequested({ seenOutcomes: 0 })));
    expect(state.refreshing).toBe(true);
    state = deepFreeze(sessionReducer(state, tokenRefreshed({ ...token, accountId: 2 })));
    expect(state).toMatchObject({
      refreshing: false,
      tokenGeneration: 1,
      refreshOutcomes: 1,
      accountId: 2,
    });
    // A request sent before that refresh finished is stale.
    expect(sessionReducer(state, tokenRefreshRequested({ seenOutcomes: 0 })).refreshing).toBe(
      false,
    );
    state = deepFreeze(sessionReducer(state, tokenRefreshRequested({ seenOutcomes: 1 })));
    state = sessionReducer(state, tokenRefreshFailed({ reason: 'failed' }));
    expect(state).toMatchObject({
      refreshing: false,
      refreshFailure: 'failed',
      tokenGeneration: 1,
      refreshOutcomes: 2,
    });
  });
});

describe('account reducer', () => {
  const payload = { userData: makeUserData(), accounts: demoAccounts };

  it('marks cached data with the cached flag until the server confirms it', () => {
    const cached = deepFreeze(
      accountReducer(initialAccountDataState, accountDataRestoredFromCache(payload)),
    );
    expect(cached.cached).toBe(true);
    const loaded = accountReducer(cached, accountDataLoaded(payload));
    expect(loaded).toMatchObject({ cached: false, status: 'loaded', fault: false });
    // Sorted by name.
    expect(loaded.accounts.ids).toEqual([3, 1, 2]);
  });

  it('sets the fault flag when loading fails and keeps what it had', () => {
    const loaded = deepFreeze(accountReducer(initialAccountDataState, accountDataLoaded(payload)));
    const failed = accountReducer(loaded, accountDataLoadFailed());
    expect(failed).toMatchObject({ fault: true, status: 'failed' });
    expect(failed.userData).toEqual(payload.userData);
  });

  it('clears user data and accounts at the start of a switch', () => {
    const loaded = deepFreeze(accountReducer(initialAccountDataState, accountDataLoaded(payload)));
    const cleared = accountReducer(loaded, accountDataCleared());
    expect(cleared.userData).toBeNull();
    expect(cleared.accounts.ids).toEqual([]);
  });

  it('keeps its data on accountSwitched (the switch reloaded it already)', () => {
    const loaded = deepFreeze(accountReducer(initialAccountDataState, accountDataLoaded(payload)));
    expect(accountReducer(loaded, accountSwitched({ accountId: 2 }))).toBe(loaded);
  });
});

describe('account selectors', () => {
  it('hide locked accounts and name the current account and user', () => {
    const state = signedInState({ accountId: 2 });
    expect(selectSelectableAccounts(state).map((account) => account.id)).toEqual([1, 2]);
    expect(selectCurrentAccount(state)?.name).toBe('Zweite Filiale');
    expect(selectUserDisplayName(state)).toBe('Anna Admin');
  });
});

describe('accountSwitch reducer', () => {
  it('runs through request, success and failure', () => {
    let state = deepFreeze(accountSwitchReducer(initialAccountSwitchState, accountDialogOpened()));
    state = deepFreeze(accountSwitchReducer(state, accountSwitchRequested({ accountId: 2 })));
    expect(state).toMatchObject({ dialogOpen: true, inProgress: true, targetAccountId: 2 });
    // The dialog stays while the switch runs.
    expect(accountSwitchReducer(state, accountDialogClosed()).dialogOpen).toBe(true);
    const failed = deepFreeze(
      accountSwitchReducer(state, accountSwitchFailed({ accountId: 2, errorKey: 'accountLocked' })),
    );
    expect(failed).toMatchObject({ inProgress: false, fault: true, errorKey: 'accountLocked' });
    const switched = accountSwitchReducer(state, accountSwitched({ accountId: 2 }));
    expect(switched).toEqual({ ...initialAccountSwitchState });
  });
});

describe('uiLanguage', () => {
  it('takes the choice of the user', () => {
    const state = uiLanguageReducer(
      deepFreeze({ ...initialUiLanguageState }),
      uiLanguageChanged('en'),
    );
    expect(state).toEqual({ language: 'en' });
  });

  it('does not follow the profile locale (the stored entry decides, default de)', () => {
    const state = deepFreeze({ ...initialUiLanguageState });
    const english = makeUserData({ locale: 'en-US' });
    expect(uiLanguageReducer(state, accountDataLoaded({ userData: english, accounts: [] }))).toBe(
      state,
    );
  });

  it.each([
    [null, 'de'],
    ['', 'de'],
    ['de-DE', 'de'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
  ])('reads the stored entry %s as %s', (entry, language) => {
    expect(uiLanguageOfStoredLocale(entry)).toBe(language);
  });
});

describe('navigation reducer', () => {
  it('splits the route name into active module and site', () => {
    expect(
      navigationReducer(undefined, routeActivated({ routeName: 'WhatsApp_Overview' })),
    ).toMatchObject({
      routeName: 'WhatsApp_Overview',
      activeModule: 'WhatsApp',
      activeSite: 'Overview',
    });
  });
});
