/**
 * "Add to group" of the recipient lists and the statistics: the group it fills is an existing
 * static group (targetProfileId; the system group is refused) or a new one (targetProfileName,
 * checked like any group name). Members already in the group stay once; no one to add answers
 * 400 noRecipientsToAdd.
 */
import { recordGroupAction } from '../../../suite/subscribers/subscriberActions';
import type { AddedToProfile } from '../../../../common/newsletters';
import type { Database, Queryable } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import {
  checkNameFree,
  checkedGroupName,
  isUniqueViolation,
  nameDuplicate,
  noRecipientsToAdd,
  systemProfileFixed,
} from '../../../suite/subscribers/groupRules';
import { findProfile, toProfile, type ProfileRow } from '../../../suite/subscribers/subscriberData';

export interface ProfileTarget {
  targetProfileName?: string;
  targetProfileId?: string;
}

async function targetProfile(tx: Queryable, accountId: number, request: ProfileTarget) {
  if (request.targetProfileId) {
    const profile = await findProfile(tx, accountId, request.targetProfileId);
    if (profile.is_system) throw systemProfileFixed();
    return profile;
  }
  if (request.targetProfileName === undefined) {
    throw new HttpError(400, 'targetMissing', 'Name a new group or choose an existing one.', [
      { field: 'targetProfileName', reason: 'required' },
    ]);
  }
  const name = checkedGroupName({ name: request.targetProfileName });
  await checkNameFree(tx, accountId, name);
  const [created] = await tx.query<ProfileRow>(
    `insert into profiles (account_id, name) values ($1, $2)
     returning id, unique_id, name, is_system, subscriber_count`,
    [accountId, name],
  );
  return created;
}

/**
 * Fills the target group in one transaction: `addChosen` inserts the chosen people into the
 * group with row id `profileId` and answers how many were chosen (added or already in it).
 */
export async function addToTargetProfile(
  db: Database,
  actor: { accountId: number; userId: number },
  target: ProfileTarget,
  addChosen: (tx: Queryable, profileId: number) => Promise<number>,
): Promise<AddedToProfile> {
  const { accountId } = actor;
  try {
    return await db.transaction(async (tx) => {
      const profile = await targetProfile(tx, accountId, target);
      if ((await addChosen(tx, profile.id)) === 0) throw noRecipientsToAdd();
      const after = await findProfile(tx, accountId, profile.unique_id);
      const added = after.subscriber_count - (profile.subscriber_count ?? 0);
      if (!target.targetProfileId) {
        await recordGroupAction(tx, actor, 'groupCreated', 'create', after, { subscribers: added });
      } else if (added > 0) {
        await recordGroupAction(tx, actor, 'groupMembersAdded', 'edit', after, {
          subscribers: added,
        });
      }
      return { added, profile: toProfile(after) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameDuplicate(target.targetProfileName ?? '');
    throw error;
  }
}
