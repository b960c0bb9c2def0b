import type { Account, UserData } from '../../common/identity';
import { requestJson, requestVoid } from './client';
import { identityService } from './services';

/** `POST connect/userinfo`: the signed-in user's data, including locale and current account. */
export function fetchUserData(): Promise<UserData> {
  return requestJson((signal) => identityService.post('connect/userinfo', { signal }));
}

/** `GET api/Authorization/account`: every account the user may work for (locked ones included). */
export function fetchAccounts(): Promise<Account[]> {
  return requestJson((signal) => identityService.get('api/Authorization/account', { signal }));
}

/** `PATCH api/Authorization/user/switchaccount/{accountId}`. */
export function switchAccount(accountId: number): Promise<void> {
  return requestVoid((signal) =>
    identityService.patch(`api/Authorization/user/switchaccount/${accountId}`, { signal }),
  );
}

/** `GET api/users/current/rights`: the right strings in the token's current account. */
export function fetchCurrentRights(): Promise<string[]> {
  return requestJson((signal) => identityService.get('api/users/current/rights', { signal }));
}
