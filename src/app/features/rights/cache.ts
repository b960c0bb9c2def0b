import { readJson, writeJson } from '../../platform/localStore';
import { storageKeys } from '../../platform/storageKeys';

/** The rights of one user in one account, kept in local storage (spec section 6). */
interface RightsCache {
  sub: string;
  accountId: number | null;
  rights: string[];
}

export function readRightsCache(sub: string, accountId: number | null): string[] | null {
  const cache = readJson<RightsCache>(storageKeys.rights);
  if (!cache || cache.sub !== sub || cache.accountId !== accountId) return null;
  return Array.isArray(cache.rights) ? cache.rights.filter((r) => typeof r === 'string') : null;
}

export function writeRightsCache(sub: string, accountId: number | null, rights: string[]): void {
  writeJson(storageKeys.rights, { sub, accountId, rights });
}
