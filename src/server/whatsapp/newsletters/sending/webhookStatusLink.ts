/**
 * Status webhooks (sent, delivered, read, failed) land in whatsapp_message_statuses
 * (webhooks/messageStatuses.ts); this copies the merged status (it never moves backwards) onto
 * the newsletter recipient rows of those wamids, with Meta's error code of a failure (so the
 * statistics count failures by reason from the failed rows alone), in the same transaction.
 * A status that comes
 * before the engine wrote the wamid is picked up by that write (recipientRows.writeOutcomes).
 */
import type { Queryable } from '../../../db/database';

export async function linkRecipientStatuses(tx: Queryable, wamids: string[]): Promise<void> {
  if (wamids.length === 0) return;
  await tx.query(
    `update whatsapp_newsletter_recipients r set delivery_status = s.status,
       error_code = coalesce(s.error_code, r.error_code)
     from whatsapp_message_statuses s
     where s.wamid = any($1::text[]) and r.wamid = s.wamid
       and (r.delivery_status is distinct from s.status
         or (s.error_code is not null and r.error_code is distinct from s.error_code))`,
    [wamids],
  );
}
