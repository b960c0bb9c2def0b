import type { ExternalSwitchAccountCallback } from '../../common/identity';
import { requestJson, requestVoid } from './client';
import { suiteService } from './services';

/** `GET /Login/LoginWebApi/ExternalSwitchAccountCallback?accountId=`. */
export function fetchExternalSwitchAccountCallback(
  accountId: number,
): Promise<ExternalSwitchAccountCallback> {
  return requestJson((signal) =>
    suiteService.get('Login/LoginWebApi/ExternalSwitchAccountCallback', {
      searchParams: { accountId },
      signal,
    }),
  );
}

/** `GET /Login/LoginWebApi/ExternalLogoff`: ends the user's server-side sessions. */
export function externalLogoff(): Promise<void> {
  return requestVoid((signal) => suiteService.get('Login/LoginWebApi/ExternalLogoff', { signal }));
}

/**
 * Calls the address an external system handed back from the switch callback, so it learns of the
 * new account. Fire and forget: it is another system's business and may not answer CORS.
 */
export async function notifyExternalSystem(callbackUrl: string): Promise<void> {
  try {
    await fetch(callbackUrl, { method: 'GET', mode: 'no-cors', credentials: 'include' });
  } catch {
    // ignored on purpose, see above
  }
}
