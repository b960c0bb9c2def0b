/**
 * oidc-provider keeps each of its requests' context in an AsyncLocalStorage of its own
 * (`lib/helpers/als.js`; only its client ID metadata documents read it, a feature we leave off).
 * On Node 20 an AsyncLocalStorage that ran once keeps async hooks on for every promise in the
 * process: each webhook and API call then pays for them (issue 24). So the storage is disabled
 * whenever none of the provider's requests runs; its next `run` enables it again.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import providerStorage from 'oidc-provider/lib/helpers/als.js';

/** Wraps `handle` (whose work runs in `storage`) so that `storage` is off while none runs. */
export function storageOffBetween<A extends unknown[]>(
  storage: Pick<AsyncLocalStorage<unknown>, 'disable'>,
  handle: (...args: A) => Promise<unknown>,
): (...args: A) => Promise<void> {
  let running = 0;
  return async (...args) => {
    running++;
    try {
      await handle(...args);
    } finally {
      if (--running === 0) storage.disable();
    }
  };
}

/** The provider's request handler (`provider.callback()`), its storage off between requests. */
export const withProviderContextOff = <A extends unknown[]>(
  handle: (...args: A) => Promise<unknown>,
) => storageOffBetween(providerStorage, handle);
