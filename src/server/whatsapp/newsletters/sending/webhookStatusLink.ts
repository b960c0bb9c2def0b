/**
 * Status webhooks (sent, delivered, read, failed) land in whatsapp_message_statuses
 * (webhooks/messageStatuses.ts); this copies the merged status onto the newsletter recipient rows
 * of those wamids, with Meta's error code of a failure (so the statistics count failures by
 * reason from the failed rows alone), in the same transaction. A status that comes before the
 * engine wrote the wamid is picked up by that write (recipientRows.writeOutcomes).
 *
 * The row's own status moves forward only, by the same ranks: a row can be ahead of the stored
 * statuses (the demo's read rows have none; a status table row can be younger than the row), and
 * a late `failed` must not turn a read message into a failed one (issue 21; Meta does not keep
 * order, see whatsapp-cloud-api.md, "Webhooks").
 */
import type { Queryable } from '../../../db/database';
import { statusRank } from '../../webhooks/messageStatuses';

export async function linkRecipientStatuses(tx: Queryable, wamids: string[]): Promise<void> {
  if (wamids.length === 0) return;
  await tx.query(
    `update whatsapp_newsletter_recipients r set delivery_status = s.status,
       error_code = coalesce(s.error_code, r.error_code)
     from whatsapp_message_statuses s
     where s.wamid = any($1::text[]) and r.wamid = s.wamid
       and (coalesce(array_position($2::text[], r.delivery_status), 0)
              < array_position($2::text[], s.status)
         or (r.delivery_status = s.status and s.error_code is not null
           and r.error_code is distinct from s.error_code))`,
    [wamids, statusRank],
  );
}
