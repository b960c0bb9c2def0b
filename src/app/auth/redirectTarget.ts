import { currentPath, sameOriginPath } from '../platform/location';
import { readText, removeKeys, writeText } from '../platform/localStore';
import { storageKeys } from '../platform/storageKeys';
import { LOGIN_CALLBACK_PATH } from './userManager';

/** Before leaving for the sign-in page: remember where the user wanted to go. */
export function rememberRedirectTarget(path: string = currentPath()): void {
  if (path.startsWith(LOGIN_CALLBACK_PATH)) return;
  writeText(storageKeys.redirectTarget, path);
}

/** Where the sign-in return will go, without using the entry up (for early preloading). */
export function peekRedirectTarget(): string {
  const target = sameOriginPath(readText(storageKeys.redirectTarget));
  return !target || target.startsWith(LOGIN_CALLBACK_PATH) ? '/' : target;
}

/**
 * After the sign-in returned: the remembered target if it is on our origin (spec section 2),
 * else "/". The entry is used once.
 */
export function takeRedirectTarget(): string {
  const target = peekRedirectTarget();
  removeKeys(storageKeys.redirectTarget);
  return target;
}
