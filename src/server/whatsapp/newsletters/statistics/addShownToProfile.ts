/**
 * "Add to group" of a statistics detail list: the people the list shows (same filter and
 * search, every page) into a new or existing group, for a follow-up newsletter. People whose
 * subscriber was deleted since are left out. `subscriberIds`: only those of them (the ticked
 * rows, issue 23).
 */
import type { AddedToProfile } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { addToTargetProfile, type ProfileTarget } from '../recipients/targetProfile';
import { selection, type DetailRequest } from './detailPages';
import type { DetailKind } from './detailSources';

export function addShownToProfile(
  db: Database,
  actor: { accountId: number; userId: number },
  kind: DetailKind,
  newsletterId: number,
  request: DetailRequest & ProfileTarget & { subscriberIds?: string[] },
): Promise<AddedToProfile> {
  const { accountId } = actor;
  return addToTargetProfile(db, actor, request, async (tx, profileId) => {
    const { where, params } = selection(kind, newsletterId, request, true);
    const ids = request.subscriberIds;
    const chosen = ids ? ` and s.unique_id = any($${params.length + 3}::uuid[])` : '';
    const [{ matched }] = await tx.query<{ matched: number }>(
      `with shown as (
         select distinct s.id from ${where} and s.id is not null
           and s.account_id = $${params.length + 1}${chosen}),
       inserted as (
         insert into profile_subscribers (profile_id, subscriber_id)
         select $${params.length + 2}, id from shown on conflict do nothing)
       select count(*)::int as matched from shown`,
      [...params, accountId, profileId, ...(ids ? [ids] : [])],
    );
    return matched;
  });
}
