import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'typed-redux-saga';
import { errorKeyOf } from '../../api/errors';
import { switchAccount } from '../../api/identity';
import { fetchExternalSwitchAccountCallback, notifyExternalSystem } from '../../api/login';
import { writeAuthorizationEntry } from '../../auth/authorizationEntry';
import { callApi, refreshAccessToken, TokenRefreshError } from '../../auth/callApi';
import { overviewOf } from '../../routes/routeTable';
import { navigateTo } from '../../routes/navigator';
import {
  accountSwitched,
  accountSwitchFailed,
  type AccountSwitchErrorKey,
} from '../../store/accountEvents';
import { fetchAccountData, loadAccountData } from '../account/sagas';
import { accountDataCleared } from '../account/slice';
import { selectActiveRouteName } from '../navigation/selectors';
import { selectSub } from '../session/selectors';
import { accountSwitchRequested } from './slice';

const knownErrorKeys: readonly AccountSwitchErrorKey[] = [
  'accountUnknown',
  'accountNotAllowed',
  'accountLocked',
];

export function switchErrorKeyOf(error: unknown): AccountSwitchErrorKey {
  const key = errorKeyOf(error);
  return (knownErrorKeys as readonly string[]).includes(key)
    ? (key as AccountSwitchErrorKey)
    : 'unknownError';
}

/**
 * The account switch of spec section 4, in its order:
 * 1. user data and account list are cleared;
 * 2. `PATCH …/switchaccount/{id}` switches the account on the server;
 * 3. a token refresh brings a token naming the new account;
 * 4. user data and accounts reload;
 * 5. the external switch callback is called;
 * 6. the account-changed event (`accountSwitched`) fires and the in-progress flag clears.
 * On failure: the failed-switch event with the fault flag and a message for the user, and the
 * previous account's data reloads so it stays usable.
 */
export function* switchAccountSaga(
  action: ReturnType<typeof accountSwitchRequested>,
): SagaIterator<void> {
  const { accountId, returnTo } = action.payload;
  yield* put(accountDataCleared());
  try {
    yield* callApi(switchAccount, accountId);
    yield* call(refreshAccessToken);
    yield* call(fetchAccountData);
    const { callbackUrl } = yield* callApi(fetchExternalSwitchAccountCallback, accountId);
    if (callbackUrl) yield* call(notifyExternalSystem, callbackUrl);
    const sub = yield* select(selectSub);
    if (sub) yield* call(writeAuthorizationEntry, { sub, accountId });
    yield* put(accountSwitched({ accountId }));
  } catch (error) {
    if (error instanceof TokenRefreshError && error.reason === 'signInRequired') return;
    console.error('Account switch failed', error);
    yield* put(accountSwitchFailed({ accountId, errorKey: switchErrorKeyOf(error) }));
    yield* call(loadAccountData);
    return;
  }
  // A deep link's item that lives in this account: back to it (its screen reloads, as the
  // route waits for the new account's rights).
  if (returnTo?.startsWith('/') && !returnTo.startsWith('//')) {
    yield* call(navigateTo, returnTo, { replace: true });
    return;
  }
  // The screen showed data of the previous account: go to its section's overview.
  const routeName = yield* select(selectActiveRouteName);
  yield* call(navigateTo, overviewOf(routeName));
}

export function* accountSwitchSaga(): SagaIterator<void> {
  yield* takeLeading(accountSwitchRequested, switchAccountSaga);
}
