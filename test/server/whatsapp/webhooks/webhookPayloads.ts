import { randomBytes } from 'node:crypto';
import { envelopeOf, signatureOf } from '../../../../src/emulator/webhooks';
import type {
  InboundMessage,
  MessageStatus,
  WebhookEnvelope,
} from '../../../../src/server/cloudapi/graphTypes';

export const wabaId = '102290129340398';
export const phoneNumberId = '106540352242922';

export const newWamid = () => `wamid.${randomBytes(12).toString('base64url')}`;

/** A `messages` webhook with these statuses, as Meta sends it. */
export function statusEnvelope(statuses: MessageStatus[]): WebhookEnvelope {
  return envelopeOf(wabaId, {
    field: 'messages',
    value: {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '4915112345678', phone_number_id: phoneNumberId },
      statuses,
    },
  });
}

export function status(
  wamid: string,
  which: MessageStatus['status'],
  timestamp: number,
  extra: Partial<MessageStatus> = {},
): MessageStatus {
  return {
    id: wamid,
    status: which,
    timestamp: String(timestamp),
    recipient_id: '4915198765432',
    ...(which !== 'failed' && {
      pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'marketing' },
    }),
    ...extra,
  };
}

/** A `messages` webhook with these inbound messages (from one sender, as Meta bundles them). */
export function inboundEnvelope(
  ...messages: [InboundMessage, ...InboundMessage[]]
): WebhookEnvelope {
  return envelopeOf(wabaId, {
    field: 'messages',
    value: {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '4915112345678', phone_number_id: phoneNumberId },
      contacts: [{ profile: { name: 'Anna' }, wa_id: messages[0].from }],
      messages,
    },
  });
}

/** POSTs `body` (an object or raw text) signed with `appSecret`, or with the given header. */
export async function postWebhook(
  baseUrl: string,
  appSecret: string,
  body: unknown,
  signature?: string | null,
): Promise<{ status: number; text: string }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const header = signature === undefined ? signatureOf(appSecret, raw) : signature;
  const response = await fetch(`${baseUrl}/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header !== null && { 'x-hub-signature-256': header }),
    },
    body: raw,
  });
  return { status: response.status, text: await response.text() };
}
