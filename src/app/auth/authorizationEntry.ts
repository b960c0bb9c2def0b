import { readJson, removeKeys, writeJson } from '../platform/localStore';
import { storageKeys } from '../platform/storageKeys';

/**
 * The authorization entry in local storage: which user works for which account in this browser.
 * Written after sign-in and after an account switch, removed at logout; other tabs react to its
 * changes (see crossTab.ts).
 */
export interface AuthorizationEntry {
  sub: string;
  accountId: number | null;
}

export function readAuthorizationEntry(): AuthorizationEntry | null {
  return readJson<AuthorizationEntry>(storageKeys.authorization);
}

export function writeAuthorizationEntry(entry: AuthorizationEntry): void {
  writeJson(storageKeys.authorization, { sub: entry.sub, accountId: entry.accountId });
}

/** Logout: the entry and every per-user cache go. */
export function clearLocalSession(): void {
  removeKeys(
    storageKeys.authorization,
    storageKeys.accountData,
    storageKeys.rights,
    storageKeys.redirectTarget,
  );
}
