import type { Queryable } from '../../db/database';
import type { MessageStatus } from '../../cloudapi/graphTypes';
import { secondsToDate } from './webhookValues';

/**
 * The order a message's status can only move forward in. Meta does not keep order (a `delivered`
 * can arrive after `read`), so a status that ranks lower than the stored one only fills in its
 * timestamp. `failed` ranks above `sent` (a late `sent` never hides a failure) and below
 * `delivered`: a delivered or read receipt proves the message arrived, whatever a failure report
 * said; its error code and time are kept all the same.
 */
export const statusRank = ['sent', 'failed', 'delivered', 'read'] as const;

type KnownStatus = (typeof statusRank)[number];

const isKnown = (status: string): status is KnownStatus =>
  (statusRank as readonly string[]).includes(status);

/** Applies one status webhook item to `whatsapp_message_statuses`; unknown statuses are skipped. */
export async function applyMessageStatus(
  tx: Queryable,
  phoneNumberId: string,
  status: MessageStatus,
): Promise<void> {
  if (!isKnown(status.status)) return;
  const at = secondsToDate(status.timestamp);
  const when = (which: KnownStatus) => (status.status === which ? at : null);
  const error = status.status === 'failed' ? status.errors?.[0] : undefined;
  await tx.query(
    `insert into whatsapp_message_statuses as s (wamid, phone_number_id, recipient_wa_id, status,
       sent_at, delivered_at, read_at, failed_at, error_code, error_title,
       biz_opaque_callback_data, pricing_category)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (wamid) do update set
       status = case
         when array_position($13::text[], excluded.status) > array_position($13::text[], s.status)
         then excluded.status else s.status end,
       sent_at = least(s.sent_at, excluded.sent_at),
       delivered_at = least(s.delivered_at, excluded.delivered_at),
       read_at = least(s.read_at, excluded.read_at),
       failed_at = least(s.failed_at, excluded.failed_at),
       error_code = coalesce(s.error_code, excluded.error_code),
       error_title = coalesce(s.error_title, excluded.error_title),
       biz_opaque_callback_data = coalesce(s.biz_opaque_callback_data, excluded.biz_opaque_callback_data),
       pricing_category = coalesce(excluded.pricing_category, s.pricing_category),
       updated_at = now()`,
    [
      status.id,
      phoneNumberId,
      status.recipient_id,
      status.status,
      when('sent'),
      when('delivered'),
      when('read'),
      when('failed'),
      typeof error?.code === 'number' ? error.code : null,
      error?.title ?? null,
      status.biz_opaque_callback_data ?? null,
      status.pricing?.category ?? null,
      statusRank,
    ],
  );
}
