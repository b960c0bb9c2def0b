import type { Account, UserData } from '../../../common/identity';
import { readJson, writeJson } from '../../platform/localStore';
import { storageKeys } from '../../platform/storageKeys';

/** User data and account list kept in local storage for the next start (spec section 9). */
interface AccountDataCache {
  sub: string;
  userData: UserData;
  accounts: Account[];
}

export function readAccountDataCache(sub: string): Omit<AccountDataCache, 'sub'> | null {
  const cache = readJson<AccountDataCache>(storageKeys.accountData);
  if (!cache || cache.sub !== sub || !cache.userData || !Array.isArray(cache.accounts)) return null;
  return { userData: cache.userData, accounts: cache.accounts };
}

export function writeAccountDataCache(sub: string, userData: UserData, accounts: Account[]): void {
  writeJson(storageKeys.accountData, { sub, userData, accounts });
}
