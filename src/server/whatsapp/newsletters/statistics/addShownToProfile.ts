/**
 * "Add to group" of a statistics detail list: the people the list shows (same filter and
 * search, every page) into a new or existing group, for a follow-up newsletter. Members already
 * in the group stay once; people whose subscriber was deleted since are left out; no one to add
 * answers 400 noRecipientsToAdd.
 */
import type { AddedToProfile } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import {
  isUniqueViolation,
  nameDuplicate,
  noRecipientsToAdd,
} from '../../../suite/subscribers/groupRules';
import { findProfile, toProfile } from '../../../suite/subscribers/subscriberData';
import { targetProfile, type ProfileTarget } from '../recipients/targetProfile';
import { selection, type DetailRequest } from './detailPages';
import type { DetailKind } from './detailSources';

export async function addShownToProfile(
  db: Database,
  accountId: number,
  kind: DetailKind,
  newsletterId: number,
  request: DetailRequest & ProfileTarget,
): Promise<AddedToProfile> {
  try {
    return await db.transaction(async (tx) => {
      const target = await targetProfile(tx, accountId, request);
      const { where, params } = selection(kind, newsletterId, request);
      const [{ matched }] = await tx.query<{ matched: number }>(
        `with shown as (
           select distinct s.id from ${where} and s.id is not null and s.account_id = $${params.length + 1}),
         inserted as (
           insert into profile_subscribers (profile_id, subscriber_id)
           select $${params.length + 2}, id from shown on conflict do nothing returning 1)
         select (select count(*)::int from shown) as matched`,
        [...params, accountId, target.id],
      );
      if (matched === 0) throw noRecipientsToAdd();
      const after = await findProfile(tx, accountId, target.unique_id);
      return {
        added: after.subscriber_count - (target.subscriber_count ?? 0),
        profile: toProfile(after),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameDuplicate(request.targetProfileName ?? '');
    throw error;
  }
}
