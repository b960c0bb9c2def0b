/** What people do in the media database, as start-page actions (suite/userActions.ts). */
import type { Queryable } from '../db/database';
import { recordUserAction } from '../suite/userActions';

export const mediaActionGroup = 'MediaDatabase';

export function recordMediaAction(
  tx: Queryable,
  actor: { accountId: number; userId: number },
  event: string,
  actionType: string,
  item: { id: string | number; name: string },
) {
  return recordUserAction(tx, {
    ...actor,
    actionGroup: mediaActionGroup,
    caption: item.name,
    event,
    actionType,
    itemId: item.id,
  });
}
