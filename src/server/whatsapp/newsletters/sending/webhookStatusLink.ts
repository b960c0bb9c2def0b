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
 * A common table expression (`linked_recipients`) that copies the statuses of `source`, a
 * relation of (wamid, status, error_code) with one row per wamid, onto the recipient rows;
 * `ranks` is the SQL of the status ranks (`statusRank`) as a text array.
 */
export const linkRecipientStatusesCte = (source: string, ranks: string) =>
  `linked_recipients as (
      update whatsapp_newsletter_recipients r set delivery_status = s.status,
        error_code = coalesce(s.error_code, r.error_code)
      from ${source} s
      where r.wamid = s.wamid
        and (coalesce(array_position(${ranks}, r.delivery_status), 0)
               < array_position(${ranks}, s.status)
          or (r.delivery_status = s.status and s.error_code is not null
            and r.error_code is distinct from s.error_code))
    )`;

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
