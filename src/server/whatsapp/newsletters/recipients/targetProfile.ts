/**
 * The group that "add to group" fills: an existing static group (targetProfileId; the system
 * group is refused) or a new one (targetProfileName, checked like any group name).
 */
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import {
  checkNameFree,
  checkedGroupName,
  systemProfileFixed,
} from '../../../suite/subscribers/groupRules';
import { findProfile, type ProfileRow } from '../../../suite/subscribers/subscriberData';

export interface ProfileTarget {
  targetProfileName?: string;
  targetProfileId?: string;
}

export async function targetProfile(tx: Queryable, accountId: number, request: ProfileTarget) {
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
