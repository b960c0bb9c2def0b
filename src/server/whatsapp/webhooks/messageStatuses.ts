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

const rankOf = (status: string) => (statusRank as readonly string[]).indexOf(status);

/** One row of whatsapp_message_statuses, as a batch of status items makes it. */
interface StatusRow {
  wamid: string;
  phoneNumberId: string;
  recipient: string;
  status: KnownStatus;
  at: Record<KnownStatus, Date | null>;
  errorCode: number | null;
  errorTitle: string | null;
  callbackData: string | null;
  pricingCategory: string | null;
}

/**
 * Applies status webhook items to `whatsapp_message_statuses` in one statement: the items of one
 * wamid are merged first by the same rules the upsert applies against the stored row (highest
 * rank, earliest time per status, first error and callback data, latest pricing category).
 * Statuses we do not know (`deleted`, `warning` …) are skipped.
 */
export async function applyMessageStatuses(
  tx: Queryable,
  items: { phoneNumberId: string; status: MessageStatus }[],
): Promise<void> {
  const rows = new Map<string, StatusRow>();
  for (const { phoneNumberId, status } of items) {
    if (rankOf(status.status) < 0) continue;
    const which = status.status as KnownStatus;
    const at = secondsToDate(status.timestamp);
    const error = which === 'failed' ? status.errors?.[0] : undefined;
    const row = rows.get(status.id) ?? {
      wamid: status.id,
      phoneNumberId,
      recipient: status.recipient_id,
      status: which,
      at: { sent: null, failed: null, delivered: null, read: null },
      errorCode: null,
      errorTitle: null,
      callbackData: null,
      pricingCategory: null,
    };
    if (rankOf(which) > rankOf(row.status)) row.status = which;
    if (!row.at[which] || at < row.at[which]) row.at[which] = at;
    row.errorCode ??= typeof error?.code === 'number' ? error.code : null;
    row.errorTitle ??= error?.title ?? null;
    row.callbackData ??= status.biz_opaque_callback_data ?? null;
    row.pricingCategory = status.pricing?.category ?? row.pricingCategory;
    rows.set(status.id, row);
  }
  if (rows.size === 0) return;
  const list = [...rows.values()];
  const column = <T>(pick: (row: StatusRow) => T) => list.map(pick);
  const time = (which: KnownStatus) => column((row) => row.at[which]?.toISOString() ?? null);
  await tx.query(
    `insert into whatsapp_message_statuses as s (wamid, phone_number_id, recipient_wa_id, status,
       sent_at, delivered_at, read_at, failed_at, error_code, error_title,
       biz_opaque_callback_data, pricing_category)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[],
       $6::timestamptz[], $7::timestamptz[], $8::timestamptz[], $9::integer[], $10::text[],
       $11::text[], $12::text[])
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
      column((row) => row.wamid),
      column((row) => row.phoneNumberId),
      column((row) => row.recipient),
      column((row) => row.status),
      time('sent'),
      time('delivered'),
      time('read'),
      time('failed'),
      column((row) => row.errorCode),
      column((row) => row.errorTitle),
      column((row) => row.callbackData),
      column((row) => row.pricingCategory),
      statusRank,
    ],
  );
}
