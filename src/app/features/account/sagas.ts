import type { SagaIterator } from 'redux-saga';
import { call as rawCall } from 'redux-saga/effects';
import type { Account, UserData } from '../../../common/identity';
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { fetchAccounts, fetchUserData } from '../../api/identity';
import { callApi, TokenRefreshError } from '../../auth/callApi';
import { signedIn } from '../session/slice';
import { selectSub } from '../session/selectors';
import { readAccountDataCache, writeAccountDataCache } from './cache';
import {
  accountDataLoaded,
  accountDataLoadFailed,
  accountDataRequested,
  accountDataRestoredFromCache,
  type AccountDataPayload,
} from './slice';

/**
 * Loads user data (`POST connect/userinfo`) and the account list from the server, puts them in
 * the store and the cache. Throws when either fails (the switch sequence needs to know).
 */
export function* fetchAccountData(): SagaIterator<AccountDataPayload> {
  // Both at once; raw effects inside `all`, typed by the call functions.
  const [userData, accounts] = (yield* all([
    rawCall(callApi, fetchUserData),
    rawCall(callApi, fetchAccounts),
  ])) as [UserData, Account[]];
  const payload: AccountDataPayload = { userData, accounts };
  yield* put(accountDataLoaded(payload));
  const sub = yield* select(selectSub);
  if (sub) yield* call(writeAccountDataCache, sub, userData, accounts);
  return payload;
}

/**
 * After sign-in (and on `accountDataRequested`, e.g. a retry): the cached copy is shown at once with the cached flag, then
 * the server's answer replaces it. A failure sets the fault flag (spec section 8).
 */
export function* loadAccountData(): SagaIterator<void> {
  const sub = yield* select(selectSub);
  const cached = sub ? yield* call(readAccountDataCache, sub) : null;
  if (cached) yield* put(accountDataRestoredFromCache(cached));
  try {
    yield* call(fetchAccountData);
  } catch (error) {
    if (!(error instanceof TokenRefreshError && error.reason === 'signInRequired')) {
      console.error('Loading user data failed', error);
    }
    yield* put(accountDataLoadFailed());
  }
}

export function* accountSaga(): SagaIterator<void> {
  yield* takeLatest([signedIn, accountDataRequested], loadAccountData);
}
