/**
 * What people do to subscribers and groups, as start-page actions (suite/userActions.ts): one
 * record per create, edit, (de)activation, import and membership change, in the change's own
 * transaction.
 */
import type { Queryable } from '../../db/database';
import { recordItemAction, type Actor } from '../userActions';
import type { SubscriberRow } from './subscriberData';

export const subscriberActionGroup = 'SubscriberRecord';
export const groupActionGroup = 'RecipientGroup';
/** Imports keep the group the demo data and earlier actions use. */
export const importActionGroup = 'Subscriber';

/** A subscriber by the name people know them by: their name, else email or number. */
export const subscriberCaption = (
  row: Pick<SubscriberRow, 'firstname' | 'lastname' | 'email' | 'telnr'>,
) => [row.firstname, row.lastname].filter(Boolean).join(' ') || row.email || row.telnr || '';

export function recordSubscriberAction(
  tx: Queryable,
  actor: Actor,
  event: string,
  actionType: string,
  row: SubscriberRow,
) {
  const item = { id: row.unique_id, name: subscriberCaption(row) };
  return recordItemAction(tx, actor, subscriberActionGroup, event, actionType, item);
}

export function recordGroupAction(
  tx: Queryable,
  actor: Actor,
  event: string,
  actionType: string,
  group: { unique_id: string; name: string },
  details?: Record<string, unknown>,
) {
  const item = { id: group.unique_id, name: group.name };
  return recordItemAction(tx, actor, groupActionGroup, event, actionType, item, { details });
}
