import type { ConsentState, ConsentType } from '../../common/shell';
import { requestJson } from './client';
import { suiteService } from './services';

/** `GET /AccountApi/AccountApi/CheckConsent?consentType=` (4 AI, 5 WhatsApp). */
export function checkConsent(consentType: ConsentType): Promise<ConsentState> {
  return requestJson((signal) =>
    suiteService.get('AccountApi/AccountApi/CheckConsent', {
      searchParams: { consentType },
      signal,
    }),
  );
}

/** `POST /AccountApi/AccountApi/AddConsent {ConsentType}`: the server records who and when. */
export function addConsent(consentType: ConsentType): Promise<ConsentState> {
  return requestJson((signal) =>
    suiteService.post('AccountApi/AccountApi/AddConsent', {
      json: { ConsentType: consentType },
      signal,
    }),
  );
}
