import { createAction } from '@reduxjs/toolkit';
import type { ConsentType } from '../../../common/shell';

/**
 * A call was refused because the account has not given this consent (the server's
 * `whatsAppConsentMissing`). Kept apart from the lazily loaded slice: `callApi`, which every
 * saga uses, puts it, and the slice (when loaded) turns it into the consent screen.
 */
export const consentRequired = createAction<ConsentType>('consent/required');
