/**
 * The `statuses` entries of Meta's messages webhook, as the status messages webhook reference
 * gives them (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/status/):
 * id, status, timestamp, recipient_id, `biz_opaque_callback_data` when the send had it, `pricing`
 * for sent/delivered/read and `errors` for failed. An error has the shape of the errors webhook
 * reference (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages/errors):
 * code, title, message, error_data.details and href (the page's example href).
 */
import type { MessageStatus, StatusError } from '../server/cloudapi/graphTypes';
import { titleOf } from './graphErrors';

/** A webhook timestamp: Unix seconds as a string, as Meta sends them. */
export const seconds = (ms: number) => String(Math.floor(ms / 1000));

/** The errors webhook reference's example value of `href`. */
export const errorCodesHref = '/docs/whatsapp/cloud-api/support/error-codes/';

/**
 * Per-message pricing (https://developers.facebook.com/docs/whatsapp/pricing/updates-to-pricing):
 * a template is billed as its category; a service message in the window is free.
 */
export function pricingOf(category: string): NonNullable<MessageStatus['pricing']> {
  return category === 'service'
    ? { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category: 'service' }
    : { billable: true, pricing_model: 'PMP', type: 'regular', category };
}

export function statusError(code: number): StatusError {
  const title = titleOf(code);
  return { code, title, message: title, error_data: { details: title }, href: errorCodesHref };
}

export interface StatusInput {
  wamid: string;
  to: string;
  bizOpaqueCallbackData?: string;
  category: string;
  status: MessageStatus['status'];
  /** The error code of a failed status. */
  failCode?: number;
  at: number;
}

export function statusPayload(input: StatusInput): MessageStatus {
  return {
    id: input.wamid,
    status: input.status,
    timestamp: seconds(input.at),
    recipient_id: input.to,
    ...(input.bizOpaqueCallbackData !== undefined && {
      biz_opaque_callback_data: input.bizOpaqueCallbackData,
    }),
    ...(input.status === 'failed'
      ? { errors: [statusError(input.failCode ?? 131000)] }
      : { pricing: pricingOf(input.category) }),
  };
}
