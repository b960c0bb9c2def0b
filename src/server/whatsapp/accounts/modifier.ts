import type { Queryable } from '../../db/database';
import { userNameOf } from './store';

/**
 * Records the user as the WABA's last modifier (spec section 3), with the name they have now:
 * called in the transaction of each change of the WABA or of one of its numbers.
 */
export async function recordWabaModifier(
  tx: Queryable,
  wabaRowId: number,
  userId: number,
): Promise<void> {
  await tx.query(
    `update whatsapp_accounts set modified_at = now(), modified_by_user_id = $2,
       modified_by_name = $3
     where id = $1`,
    [wabaRowId, userId, await userNameOf(tx, userId)],
  );
}
