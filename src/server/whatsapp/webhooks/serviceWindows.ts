/**
 * The customer service window: 24 hours after a person's last message to one of our numbers,
 * in which Meta counts nothing we send them toward the daily messaging limit
 * (https://developers.facebook.com/docs/whatsapp/messaging-limits, "outside of a customer service
 * window"). Kept per number and person (migration 046) from the inbound messages webhook.
 */
import type { Queryable } from '../../db/database';

export const serviceWindowHours = 24;

/** The window's length as SQL, for the queries that ask whether a window is open. */
export const serviceWindowInterval = `interval '${serviceWindowHours} hours'`;

/**
 * Opens (or keeps open) the window from the message's time. A webhook arriving late or twice
 * never moves it back; a message time ahead of our clock counts from now.
 */
export async function openServiceWindow(
  tx: Queryable,
  phoneNumberId: string,
  waId: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into whatsapp_service_windows as w (phone_number_id, wa_id, last_inbound_at)
     values ($1, $2, least($3::timestamptz, now()))
     on conflict (phone_number_id, wa_id) do update
       set last_inbound_at = greatest(w.last_inbound_at, excluded.last_inbound_at)`,
    [phoneNumberId, waId.replace(/\D/g, ''), at],
  );
}
