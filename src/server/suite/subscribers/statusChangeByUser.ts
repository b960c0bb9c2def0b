import type { DoiStatus } from '../../../common/subscribers';
import type { Queryable } from '../../db/database';

/**
 * A DOI status set by hand (the subscriber form) joins the consent history beside the steps of
 * the WhatsApp flow, naming the user, so the history explains every status.
 */
export async function recordStatusChangeByUser(
  tx: Queryable,
  change: { accountId: number; subscriberId: number; userId: number; status: DoiStatus },
): Promise<void> {
  await tx.query(
    `insert into subscriber_consent_events (account_id, subscriber_id, event, status, occurred_at, user_id)
     values ($1, $2, 'changedByUser', $3, now(), $4)`,
    [change.accountId, change.subscriberId, change.status, change.userId],
  );
}
