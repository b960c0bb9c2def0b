/**
 * A newsletter's recipient rows per delivery class, as the recipient table's triggers keep them
 * (whatsapp_newsletter_delivery_counts, migration 015): the sum of a few count rows instead of a
 * count over every message. The overview, the detail lists' totals and the send's progress read
 * them.
 */
import type { Queryable } from '../../../db/database';

export interface KeptCounts {
  /** Not sent yet (pending, claimed or attempting). */
  pending: number;
  /** Accepted by Meta, no receipt yet. */
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  /** Stopped before they were sent. */
  removed: number;
}

export async function keptCounts(db: Queryable, newsletterId: number): Promise<KeptCounts> {
  const [counts] = await db.query<KeptCounts>(
    `select coalesce(sum(pending), 0)::int as pending, coalesce(sum(sent), 0)::int as sent,
       coalesce(sum(delivered), 0)::int as delivered, coalesce(sum(read), 0)::int as read,
       coalesce(sum(failed), 0)::int as failed, coalesce(sum(removed), 0)::int as removed
     from whatsapp_newsletter_delivery_counts where newsletter_id = $1`,
    [newsletterId],
  );
  return counts;
}
