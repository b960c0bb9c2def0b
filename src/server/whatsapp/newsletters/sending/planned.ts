/** Planned newsletters of a number whose send date has come become Active (spec section 4). */
import { NewsletterStatus } from '../../../../common/newsletters';
import { nextStatus } from '../../../../common/newsletterTransitions';
import type { Queryable } from '../../../db/database';

export async function activateDue(db: Queryable, phoneRowId: number): Promise<void> {
  await db.query(
    `update whatsapp_newsletters set status = $2, sending_started_at = now()
     where phone_number_id = $1 and status = $3 and send_date <= now()`,
    [phoneRowId, nextStatus(NewsletterStatus.planned, 'due'), NewsletterStatus.planned],
  );
}
