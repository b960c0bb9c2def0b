/**
 * Reading the popup's `WA_EMBEDDED_SIGNUP` message (shared doc, "Embedded signup", step 2): a
 * JSON string (or an object) with `event` FINISH, CANCEL or ERROR and `data`.
 */
export type SignupMessage =
  | { event: 'FINISH'; wabaId: string; phoneNumberId: string; code: string | null }
  | { event: 'CANCEL' }
  | { event: 'ERROR' };

/** The message, `invalid` when it is ours but unusable, or null when it is someone else's. */
export function parseSignupMessage(data: unknown): SignupMessage | 'invalid' | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { type, event, data: fields } = message as Record<string, unknown>;
  if (type !== 'WA_EMBEDDED_SIGNUP') return null;
  if (event === 'CANCEL') return { event: 'CANCEL' };
  if (event === 'ERROR') return { event: 'ERROR' };
  if (event !== 'FINISH' && event !== 'FINISH_ONLY_WABA') return 'invalid';
  const {
    waba_id: wabaId,
    phone_number_id: phoneNumberId,
    code,
  } = (fields ?? {}) as Record<string, unknown>;
  const id = (value: unknown) => typeof value === 'string' && /^\d{1,32}$/.test(value);
  if (!id(wabaId) || !id(phoneNumberId)) return 'invalid';
  return {
    event: 'FINISH',
    wabaId: wabaId as string,
    phoneNumberId: phoneNumberId as string,
    code: typeof code === 'string' && code ? code : null,
  };
}

/** Facebook's hosts post the embedded signup's messages (www, web, business …). */
export function isFacebookOrigin(origin: string): boolean {
  return /^https:\/\/([a-z0-9-]+\.)*facebook\.com$/.test(origin);
}
