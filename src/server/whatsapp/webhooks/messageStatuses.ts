import type { Queryable } from '../../db/database';
import type { MessageStatus } from '../../cloudapi/graphTypes';
import { linkRecipientStatusesCte } from '../newsletters/sending/webhookStatusLink';
import { isKnownStatus, statusRank, type KnownStatus } from './statusRank';
import { secondsToDate } from './webhookValues';

/** Status webhooks, applied set-wise: a status only moves forward (statusRank.ts). */

const int4Max = 2147483647;
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** One status item of a webhook, as the statement reads it. */
export interface StatusItem {
  wamid: string;
  phoneNumberId: string;
  recipient: string;
  status: KnownStatus;
  at: Date;
  errorCode: number | null;
  errorTitle: string | null;
  callbackData: string | null;
  pricingCategory: string | null;
}

/**
 * The item of one status of our number `phoneNumberId`; undefined for statuses we do not know
 * (`deleted`, `warning` …), which are skipped. Fields of the wrong type read as missing.
 */
export function statusItemOf(phoneNumberId: string, status: MessageStatus): StatusItem | undefined {
  if (!isKnownStatus(status.status)) return undefined;
  const error = status.status === 'failed' ? status.errors?.[0] : undefined;
  const code = error?.code;
  return {
    wamid: status.id,
    phoneNumberId,
    recipient: status.recipient_id,
    status: status.status,
    at: secondsToDate(status.timestamp),
    errorCode: Number.isInteger(code) && Math.abs(code as number) <= int4Max ? code! : null,
    errorTitle: textOrNull(error?.title),
    callbackData: textOrNull(status.biz_opaque_callback_data),
    pricingCategory: textOrNull(status.pricing?.category),
  };
}

/**
 * The parameter `statusCtes` reads: the items as one JSON array. One text crosses to the
 * database (and, on PGlite, to its worker thread) instead of ten arrays of values, each escaped
 * and cloned on the way; the database parses it once. `solo` marks the items whose wamid no
 * other item has: the usual case, which needs no merging.
 */
export function statusParams(items: StatusItem[]): unknown[] {
  const perWamid = new Map<string, number>();
  for (const item of items) perWamid.set(item.wamid, (perWamid.get(item.wamid) ?? 0) + 1);
  return [
    JSON.stringify(
      items.map((item, i) => ({
        solo: perWamid.get(item.wamid) === 1,
        wamid: item.wamid,
        phone_number_id: item.phoneNumberId,
        recipient_wa_id: item.recipient,
        status: item.status,
        at: item.at.toISOString(),
        error_code: item.errorCode,
        error_title: item.errorTitle,
        callback_data: item.callbackData,
        pricing_category: item.pricingCategory,
        ord: i + 1,
      })),
    ),
  ];
}

/** The status ranks as an SQL text array (a constant: no parameter needed). */
const ranks = `'{${statusRank.join(',')}}'::text[]`;

/**
 * The common table expressions that apply status items to `whatsapp_message_statuses` and copy
 * the result onto the newsletter recipients (webhookStatusLink.ts), all in the statement they
 * are part of. The items of one wamid are merged first by the same rules the upsert applies
 * against the stored row: highest rank, earliest time per status, first error and callback
 * data, latest pricing category. An item alone for its wamid is already its merge: it skips
 * the aggregate (whose ordered aggregates sort per group, most of the statement's cost).
 * `param` is the number of the parameter `statusParams` gives.
 */
export function statusCtes(param: number): string {
  const earliest = (status: KnownStatus) => `min(at) filter (where status = '${status}')`;
  const itsOwn = (status: KnownStatus) => `case when status = '${status}' then at end`;
  const firstOf = (column: string, order = 'ord') =>
    `(array_agg(${column} order by ${order}) filter (where ${column} is not null))[1]`;
  return `status_items as (
      select * from jsonb_to_recordset($${param}::jsonb) as i (solo boolean, wamid text,
          phone_number_id text, recipient_wa_id text, status text, at timestamptz,
          error_code integer, error_title text, callback_data text, pricing_category text,
          ord integer)
    ),
    merged_statuses as (
      select wamid, phone_number_id, recipient_wa_id, status,
        ${itsOwn('sent')} as sent_at, ${itsOwn('delivered')} as delivered_at,
        ${itsOwn('read')} as read_at, ${itsOwn('failed')} as failed_at,
        error_code, error_title, callback_data, pricing_category
      from status_items where solo
      union all
      select wamid, (array_agg(phone_number_id order by ord))[1] as phone_number_id,
        (array_agg(recipient_wa_id order by ord))[1] as recipient_wa_id,
        (${ranks})[max(array_position(${ranks}, status))] as status,
        ${earliest('sent')} as sent_at, ${earliest('delivered')} as delivered_at,
        ${earliest('read')} as read_at, ${earliest('failed')} as failed_at,
        ${firstOf('error_code')} as error_code, ${firstOf('error_title')} as error_title,
        ${firstOf('callback_data')} as callback_data,
        ${firstOf('pricing_category', 'ord desc')} as pricing_category
      from status_items where not solo group by wamid
    ),
    upserted_statuses as (
      insert into whatsapp_message_statuses as s (wamid, phone_number_id, recipient_wa_id, status,
        sent_at, delivered_at, read_at, failed_at, error_code, error_title,
        biz_opaque_callback_data, pricing_category)
      select wamid, phone_number_id, recipient_wa_id, status, sent_at, delivered_at, read_at,
        failed_at, error_code, error_title, callback_data, pricing_category
      -- Rows locked in one order by every statement: two servers on one PostgreSQL upserting
      -- the same wamids at once then wait for each other instead of deadlocking.
      from merged_statuses order by wamid
      on conflict (wamid) do update set
        status = case
          when array_position(${ranks}, excluded.status) > array_position(${ranks}, s.status)
          then excluded.status else s.status end,
        sent_at = least(s.sent_at, excluded.sent_at),
        delivered_at = least(s.delivered_at, excluded.delivered_at),
        read_at = least(s.read_at, excluded.read_at),
        failed_at = least(s.failed_at, excluded.failed_at),
        error_code = coalesce(s.error_code, excluded.error_code),
        error_title = coalesce(s.error_title, excluded.error_title),
        biz_opaque_callback_data = coalesce(s.biz_opaque_callback_data, excluded.biz_opaque_callback_data),
        pricing_category = coalesce(excluded.pricing_category, s.pricing_category),
        updated_at = now()
      returning wamid, status, error_code, biz_opaque_callback_data as callback_data
    ),
    ${linkRecipientStatusesCte('upserted_statuses', ranks)}`;
}

/**
 * Applies status webhook items to `whatsapp_message_statuses`, and the merged statuses to the
 * newsletter recipients of those wamids, in one statement (see `statusCtes`). Statuses we do
 * not know are skipped.
 */
export async function applyMessageStatuses(
  tx: Queryable,
  items: { phoneNumberId: string; status: MessageStatus }[],
): Promise<void> {
  const known = items.flatMap(({ phoneNumberId, status }) => {
    const item = statusItemOf(phoneNumberId, status);
    return item ? [item] : [];
  });
  if (known.length === 0) return;
  await tx.query(
    `with ${statusCtes(1)} select count(*) from upserted_statuses`,
    statusParams(known),
  );
}
