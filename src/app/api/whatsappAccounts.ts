import type {
  ActivePatch,
  EmbeddedSignupRequest,
  WhatsAppAccountDto,
} from '../../common/whatsappAccounts';
import { requestJson, requestVoid } from './client';
import { whatsAppService } from './services';

/** The accounts calls of the WhatsApp service (spec section 7). */

export function getWhatsAppAccounts(): Promise<WhatsAppAccountDto[]> {
  return requestJson((signal) => whatsAppService.get('WhatsAppApi/account', { signal }));
}

export function postEmbeddedSignup(request: EmbeddedSignupRequest): Promise<WhatsAppAccountDto> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/account/EmbeddedSignup', { json: request, signal }),
  );
}

export function postEmbeddedSignupPhoneNumber(
  request: EmbeddedSignupRequest & { businessAccountId: number },
): Promise<WhatsAppAccountDto> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/account/EmbeddedSignupPhoneNumber', {
      json: request,
      signal,
    }),
  );
}

const activePatch = (active: boolean): ActivePatch => [
  { op: 'replace', path: '/active', value: active },
];

export function patchAccountActive(id: number, active: boolean): Promise<WhatsAppAccountDto> {
  return requestJson((signal) =>
    whatsAppService.patch(`WhatsAppApi/account/${id}`, { json: activePatch(active), signal }),
  );
}

export function patchPhoneNumberActive(id: number, active: boolean): Promise<WhatsAppAccountDto> {
  return requestJson((signal) =>
    whatsAppService.patch(`WhatsAppApi/account/phoneNumber/${id}`, {
      json: activePatch(active),
      signal,
    }),
  );
}

export function deleteAccount(id: number): Promise<void> {
  return requestVoid((signal) => whatsAppService.delete(`WhatsAppApi/account/${id}`, { signal }));
}

export function deletePhoneNumber(id: number): Promise<void> {
  return requestVoid((signal) =>
    whatsAppService.delete(`WhatsAppApi/account/phoneNumber/${id}`, { signal }),
  );
}
