import { createServiceClient } from './client';

/**
 * One HTTP client per service of spec section 7. All are served by our own origin today; each can
 * be pointed elsewhere without touching the call functions.
 */
export const identityService = createServiceClient();
export const suiteService = createServiceClient();
export const whatsAppService = createServiceClient();
