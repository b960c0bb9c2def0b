import type { DoiProcessState, DoiSettings, DoiValidation } from '../../common/doubleOptIn';
import { requestJson } from './client';
import { whatsAppService } from './services';

/** The double opt-in calls of the WhatsApp service (spec section 7). */

export function getDoiProcess(): Promise<DoiProcessState> {
  return requestJson((signal) =>
    whatsAppService.get('WhatsAppApi/doubleOptIn/process', { signal }),
  );
}

/** Saves the work version; id 0 while the account has none stored. */
export function postDoiProcess(id: number, settings: DoiSettings): Promise<DoiProcessState> {
  return requestJson((signal) =>
    whatsAppService.post(`WhatsAppApi/doubleOptIn/process/${id}`, { json: settings, signal }),
  );
}

export function getDoiValidation(id: number): Promise<DoiValidation> {
  return requestJson((signal) =>
    whatsAppService.get(`WhatsAppApi/doubleOptIn/process/${id}/validate`, { signal }),
  );
}

export function postDoiActivate(id: number): Promise<DoiProcessState> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/doubleOptIn/activate', { json: { id }, signal }),
  );
}

export function postDoiReset(id: number): Promise<DoiProcessState> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/doubleOptIn/reset', { json: { id }, signal }),
  );
}
