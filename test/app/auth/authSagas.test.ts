import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { externalLogoff } from '../../../src/app/api/login';
import { readAuthorizationEntry } from '../../../src/app/auth/authorizationEntry';
import {
  logoutSaga,
  scheduleRefreshSaga,
  signInSaga,
  startupSaga,
} from '../../../src/app/auth/sagas';
import {
  completeSignIn,
  loadSignedInUser,
  signOut,
  startSignIn,
} from '../../../src/app/auth/userManager';
import {
  logoutRequested,
  signedIn,
  signInRequired,
  tokenRefreshRequested,
} from '../../../src/app/features/session/slice';
import { currentPathname } from '../../../src/app/platform/location';
import { storageKeys } from '../../../src/app/platform/storageKeys';
import { navigateTo } from '../../../src/app/routes/navigator';
import { rootReducer } from '../../../src/app/store/rootReducer';
import { initialRootState, signedInState } from '../support/factories';

const token = { sub: 'user-anna', accountId: 1, expiresAt: Date.now() + 600_000 };

describe('start-up sign-in (spec section 2)', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('without a signed-in user asks for sign-in', () =>
    expectSaga(startupSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(currentPathname), '/WhatsApp/Overview'],
        [matchers.call.fn(loadSignedInUser), null],
      ])
      .put(signInRequired())
      .not.put.like({ action: { type: signedIn.type } })
      .run());

  it('remembers the current path and leaves for the sign-in page', async () => {
    window.history.replaceState(null, '', '/WhatsApp/Templates/Edit/5?tab=2#body');
    await expectSaga(signInSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([[matchers.call.fn(startSignIn), undefined]])
      // The provider's sign-in page speaks the UI language.
      .call(startSignIn, 'de-DE')
      .run();
    expect(localStorage.getItem(storageKeys.redirectTarget)).toBe(
      '/WhatsApp/Templates/Edit/5?tab=2#body',
    );
  });

  it('uses a stored session', () =>
    expectSaga(startupSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(currentPathname), '/'],
        [matchers.call.fn(loadSignedInUser), token],
      ])
      .put(signedIn(token))
      .not.put(signInRequired())
      .run());

  it('on /loginCallback completes the sign-in and goes to the remembered target', async () => {
    localStorage.setItem(storageKeys.redirectTarget, '/WhatsApp/Overview?x=1');
    const { storeState } = await expectSaga(startupSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(currentPathname), '/loginCallback'],
        [matchers.call.fn(completeSignIn), token],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(signedIn(token))
      .call(navigateTo, '/WhatsApp/Overview?x=1', { replace: true })
      .run();
    expect(storeState.session).toMatchObject({
      status: 'signedIn',
      sub: 'user-anna',
      accountId: 1,
    });
    expect(readAuthorizationEntry()).toEqual({ sub: 'user-anna', accountId: 1 });
    expect(localStorage.getItem(storageKeys.redirectTarget)).toBeNull();
  });

  it.each([
    ['another origin', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['nothing remembered', null],
  ])('goes to "/" when the target is %s', (_case, target) => {
    if (target) localStorage.setItem(storageKeys.redirectTarget, target);
    return expectSaga(startupSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(currentPathname), '/loginCallback'],
        [matchers.call.fn(completeSignIn), token],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, '/', { replace: true })
      .run();
  });

  it('starts over when the callback cannot be completed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expectSaga(startupSaga)
      .withReducer(rootReducer, initialRootState())
      .provide([
        [matchers.call.fn(currentPathname), '/loginCallback'],
        [matchers.call.fn(completeSignIn), throwError(new Error('No matching state found'))],
      ])
      .put(signInRequired())
      .not.call.fn(navigateTo)
      .run();
    jest.restoreAllMocks();
  });
});

describe('token expiry (spec section 7)', () => {
  it('asks for a refresh when the (already 60 s early) expiry is reached', async () => {
    const soon = { ...token, expiresAt: Date.now() + 30 };
    await expectSaga(scheduleRefreshSaga, signedIn(soon))
      .withReducer(rootReducer, signedInState())
      .put(tokenRefreshRequested({ seenOutcomes: 0 }))
      .run(500);
  });

  it('does not refresh before the time', async () => {
    const later = { ...token, expiresAt: Date.now() + 5_000 };
    await expectSaga(scheduleRefreshSaga, signedIn(later))
      .withReducer(rootReducer, signedInState())
      .not.put.like({ action: { type: tokenRefreshRequested.type } })
      .silentRun(100);
  });
});

describe('logout (spec section 4)', () => {
  it('calls the external logoff, forgets the authorization and caches, and ends the session', async () => {
    localStorage.setItem(
      storageKeys.authorization,
      JSON.stringify({ sub: 'user-anna', accountId: 1 }),
    );
    localStorage.setItem(storageKeys.accountData, '{}');
    localStorage.setItem(storageKeys.rights, '{}');
    localStorage.setItem(storageKeys.uiLanguage, 'en-US');
    const result = await expectSaga(logoutSaga)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(externalLogoff), undefined],
        [matchers.call.fn(signOut), undefined],
      ])
      .call(externalLogoff)
      .call(signOut)
      .run();
    const order = (result.allEffects as { type: string; payload: { fn?: unknown } }[])
      .filter((effect) => effect.type === 'CALL')
      .map((effect) => effect.payload.fn);
    expect(order.indexOf(externalLogoff)).toBeLessThan(order.indexOf(signOut));
    expect(localStorage.getItem(storageKeys.authorization)).toBeNull();
    expect(localStorage.getItem(storageKeys.accountData)).toBeNull();
    expect(localStorage.getItem(storageKeys.rights)).toBeNull();
    // The language is the browser's choice, not the user's session.
    expect(localStorage.getItem(storageKeys.uiLanguage)).toBe('en-US');
  });

  it('still ends the session when the external logoff fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expectSaga(logoutSaga)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(externalLogoff), throwError(new Error('offline'))],
        [matchers.call.fn(signOut), undefined],
      ])
      .call(signOut)
      .run();
    jest.restoreAllMocks();
  });

  it('does not sign in again when calls still running answer 401 during the logoff', async () => {
    // The dashboard's calls were under way when the user clicked logout: the logoff ended their
    // token and they ask for sign-in, but the provider's end of the session must win.
    const signingOut = rootReducer(signedInState(), logoutRequested());
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingOut)
      .provide([[matchers.call.fn(startSignIn), undefined]])
      .dispatch(signInRequired())
      .not.call.fn(startSignIn)
      .run();
    expect(storeState.session.status).toBe('signingOut');
  });

  it('lets calls ask for sign-in again when the sign-out redirect fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { storeState } = await expectSaga(logoutSaga)
      .withReducer(rootReducer, rootReducer(signedInState(), logoutRequested()))
      .provide([
        [matchers.call.fn(externalLogoff), undefined],
        [matchers.call.fn(signOut), throwError(new Error('provider unreachable'))],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(navigateTo, '/', { replace: true })
      .run();
    expect(storeState.session.status).not.toBe('signingOut');
    jest.restoreAllMocks();
  });
});
