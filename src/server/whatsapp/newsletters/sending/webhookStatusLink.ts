/**
 * Status webhooks (sent, delivered, read, failed) land in whatsapp_message_statuses
 * (webhooks/messageStatuses.ts); this copies the merged status onto the newsletter recipient rows
 * of those wamids, with Meta's error code of a failure (so the statistics count failures by
 * reason from the failed rows alone), in the same statement. A status that comes before the
 * engine wrote the wamid is picked up by that write (recipientRows.writeOutcomes).
 *
 * The row's own status moves forward only, by the same ranks: a row can be ahead of the stored
 * statuses (the demo's read rows have none; a status table row can be younger than the row), and
 * a late `failed` must not turn a read message into a failed one (issue 21; Meta does not keep
 * order, see whatsapp-cloud-api.md, "Webhooks").
 */
import type { Queryable } from '../../../db/database';
import { statusRank } from '../../webhooks/statusRank';

/**
 * Common table expressions (`locked_recipients`, `linked_recipients`) that copy the statuses of
 * `source`, a relation of (wamid, status, error_code) with one row per wamid, onto the recipient
 * rows; `ranks` is the SQL of the status ranks (`statusRank`) as a text array.
 *
 * The rows are locked first, in (wamid, newsletter, subscriber) order, and only then updated: an
 * update joined straight to `source` locks them in the order of its plan (a hash join's, or the
 * table's physical order), so two servers copying statuses onto the same recipients at once could
 * each hold a row the other waits for, a deadlock that fails one of the batches. In one order
 * the later statement waits for the earlier one instead.
 */
export const linkRecipientStatusesCte = (source: string, ranks: string) => {
  const moves = (row: string, status: string, errorCode: string) =>
    `(coalesce(array_position(${ranks}, ${row}.delivery_status), 0)
        < array_position(${ranks}, ${status})
      or (${row}.delivery_status = ${status} and ${errorCode} is not null
        and ${row}.error_code is distinct from ${errorCode}))`;
  return `locked_recipients as (
      select r.newsletter_id, r.subscriber_id, s.status, s.error_code
      from whatsapp_newsletter_recipients r join ${source} s on r.wamid = s.wamid
      where ${moves('r', 's.status', 's.error_code')}
      order by r.wamid, r.newsletter_id, r.subscriber_id
      for update of r
    ),
    linked_recipients as (
      update whatsapp_newsletter_recipients r set delivery_status = l.status,
        error_code = coalesce(l.error_code, r.error_code)
      from locked_recipients l
      where r.newsletter_id = l.newsletter_id and r.subscriber_id = l.subscriber_id
        -- Checked again on the locked row: a statement that held it may have moved it on.
        and ${moves('r', 'l.status', 'l.error_code')}
    )`;
};

/** Copies the stored statuses of `wamids` onto their recipient rows. */
export async function linkRecipientStatuses(tx: Queryable, wamids: string[]): Promise<void> {
  if (wamids.length === 0) return;
  await tx.query(
    `with stored_statuses as (
       select wamid, status, error_code from whatsapp_message_statuses where wamid = any($1::text[])
     ), ${linkRecipientStatusesCte('stored_statuses', '$2::text[]')}
     select count(*) from stored_statuses`,
    [wamids, statusRank],
  );
}
