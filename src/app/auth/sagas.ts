import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { externalLogoff } from '../api/login';
import {
  logoutRequested,
  signedIn,
  signOutFailed,
  signInRequired,
  tokenRefreshed,
  tokenRefreshFailed,
  tokenRefreshRequested,
} from '../features/session/slice';
import { selectRefreshOutcomes, selectSessionStatus } from '../features/session/selectors';
import { selectUiLanguage } from '../features/uiLanguage/selectors';
import { localeOfLanguage } from '../features/uiLanguage/slice';
import { currentPathname } from '../platform/location';
import { navigateTo } from '../routes/navigator';
import { clearLocalSession, writeAuthorizationEntry } from './authorizationEntry';
import { callApi } from './callApi';
import { rememberRedirectTarget, takeRedirectTarget } from './redirectTarget';
import { requiresSignIn } from './signInRequired';
import {
  completeSignIn,
  loadSignedInUser,
  LOGIN_CALLBACK_PATH,
  refreshTokens,
  signOut,
  startSignIn,
} from './userManager';

/** setTimeout's longest delay; a later expiry is re-checked after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Start-up (spec section 2): on /loginCallback the code is exchanged and the user goes to the
 * remembered target; elsewhere a stored session is used, or the sign-in redirect starts.
 */
export function* startupSaga(): SagaIterator<void> {
  const pathname = yield* call(currentPathname);
  if (pathname === LOGIN_CALLBACK_PATH) {
    try {
      const info = yield* call(completeSignIn);
      yield* put(signedIn(info));
      yield* call(writeAuthorizationEntry, { sub: info.sub, accountId: info.accountId });
      const target = yield* call(takeRedirectTarget);
      yield* call(navigateTo, target, { replace: true });
    } catch (error) {
      // A stale or replayed callback (state not found, code used): sign in afresh.
      console.error('Sign-in callback failed', error);
      yield* put(signInRequired());
    }
    return;
  }
  const info = yield* call(loadSignedInUser);
  if (info) yield* put(signedIn(info));
  else yield* put(signInRequired());
}

/** Leaves for the provider's sign-in page, remembering the current path; not while signing out. */
export function* signInSaga(): SagaIterator<void> {
  if ((yield* select(selectSessionStatus)) === 'signingOut') return;
  yield* call(rememberRedirectTarget);
  const language = yield* select(selectUiLanguage);
  try {
    yield* call(startSignIn, localeOfLanguage[language]);
  } catch (error) {
    console.error('Could not start sign-in', error);
  }
}

/** One refresh at a time (takeLeading); callApi waits for its outcome. */
export function* refreshSaga(action: ReturnType<typeof tokenRefreshRequested>): SagaIterator<void> {
  const outcomes = yield* select(selectRefreshOutcomes);
  // Stale: a refresh finished after this was asked for; its sender has that outcome already.
  if (action.payload.seenOutcomes < outcomes) return;
  try {
    const info = yield* call(refreshTokens);
    yield* put(tokenRefreshed(info));
  } catch (error) {
    if (requiresSignIn(error)) {
      yield* put(tokenRefreshFailed({ reason: 'signInRequired' }));
      yield* put(signInRequired());
    } else {
      console.error('Token refresh failed', error);
      yield* put(tokenRefreshFailed({ reason: 'failed' }));
    }
  }
}

/**
 * The refresh is scheduled at the expiry the session holds, which is already 60 s early
 * (spec section 7). A new token replaces the schedule (takeLatest); leaving cancels it.
 */
export function* scheduleRefreshSaga(
  action: ReturnType<typeof signedIn> | ReturnType<typeof tokenRefreshed>,
): SagaIterator<void> {
  let remaining = action.payload.expiresAt - Date.now();
  while (remaining > MAX_TIMER_MS) {
    yield* delay(MAX_TIMER_MS);
    remaining = action.payload.expiresAt - Date.now();
  }
  if (remaining > 0) yield* delay(remaining);
  const status = yield* select(selectSessionStatus);
  const seenOutcomes = yield* select(selectRefreshOutcomes);
  if (status === 'signedIn') yield* put(tokenRefreshRequested({ seenOutcomes }));
}

/** takeLatest cancels the running schedule on every one of these; only a new token starts one. */
function* refreshScheduler(action: { type: string }): SagaIterator<void> {
  if (signedIn.match(action) || tokenRefreshed.match(action)) {
    yield* call(scheduleRefreshSaga, action);
  }
}

/**
 * Logout (spec section 4): the external logoff ends the server-side sessions, the authorization
 * entry and caches go, then the provider ends the identity session.
 */
export function* logoutSaga(): SagaIterator<void> {
  try {
    yield* callApi(externalLogoff);
  } catch (error) {
    console.error('External logoff failed', error);
  }
  yield* call(clearLocalSession);
  try {
    yield* call(signOut);
  } catch (error) {
    console.error('Sign-out redirect failed', error);
    // No redirect is under way: a call that finds the session gone may ask for sign-in again.
    yield* put(signOutFailed());
    yield* call(navigateTo, '/', { replace: true });
  }
}

/** Runs one refresh per request burst; also used alone by saga tests. */
export function* tokenRefreshWatcher(): SagaIterator<void> {
  yield* takeLeading(tokenRefreshRequested, refreshSaga);
}

export function* authSaga(): SagaIterator<void> {
  yield* fork(tokenRefreshWatcher);
  yield* takeLeading(signInRequired, signInSaga);
  yield* takeLeading(logoutRequested, logoutSaga);
  yield* takeLatest([signedIn, tokenRefreshed, logoutRequested, signInRequired], refreshScheduler);
  yield* call(startupSaga);
}
