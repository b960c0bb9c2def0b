/** What people do in the media database, as start-page actions (suite/userActions.ts). */
import type { Queryable } from '../db/database';
import { recordItemAction, type Actor } from '../suite/userActions';

export const mediaActionGroup = 'MediaDatabase';

export function recordMediaAction(
  tx: Queryable,
  actor: Actor,
  event: string,
  actionType: string,
  item: { id: string | number; name: string },
) {
  return recordItemAction(tx, actor, mediaActionGroup, event, actionType, item);
}
