/**
 * Single sign-on at sign-in: the person's directory groups become available groups of every
 * account they work for, and where an account's sync is on, their permission groups in that
 * account become exactly those mapped from their directory groups (added and removed). Called
 * by every sign-in path: the embedded provider's page and an external provider's callback.
 */
import type { Database, Queryable } from '../db/database';
import { recordUserAction, ssoActionGroup } from '../suite/userActions';

/** The directory groups stored for a user (the embedded directory's, or as last seen). */
export async function directoryGroupsOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ external_id: string }>(
    'select external_id from user_directory_groups where user_id = $1 order by external_id',
    [userId],
  );
  return rows.map((row) => row.external_id);
}

export interface SyncResult {
  accountId: number;
  added: number[];
  removed: number[];
}

/**
 * Applies the directory groups of one sign-in. `groups` are those an external provider's token
 * named (stored as the user's groups, replacing the previous ones); without them, the groups
 * stored for the user are used (the embedded directory).
 */
export async function syncDirectoryGroups(
  db: Database,
  userId: number,
  groups?: readonly string[],
): Promise<SyncResult[]> {
  return db.transaction(async (tx) => {
    if (groups) {
      await tx.query('delete from user_directory_groups where user_id = $1', [userId]);
      for (const group of new Set(groups)) {
        await tx.query('insert into user_directory_groups (user_id, external_id) values ($1, $2)', [
          userId,
          group,
        ]);
      }
    }
    const userGroups = groups ? [...new Set(groups)] : await directoryGroupsOf(tx, userId);
    await joinMappedAccounts(tx, userId, userGroups);
    const accounts = await tx.query<{ account_id: number; sync_state: boolean | null }>(
      `select au.account_id, s.sync_state from account_users au
       left join sso_settings s on s.account_id = au.account_id
       where au.user_id = $1 order by au.account_id`,
      [userId],
    );
    const results: SyncResult[] = [];
    for (const { account_id: accountId, sync_state: syncOn } of accounts) {
      for (const group of userGroups) {
        await tx.query(
          `insert into sso_available_groups (account_id, external_id, name, source)
           values ($1, $2, $2, 'signin')
           on conflict (account_id, external_id)
           do update set last_seen_at = now(), source = 'signin'`,
          [accountId, group],
        );
      }
      if (syncOn) results.push(await applyMappings(tx, accountId, userId, userGroups));
    }
    return results;
  });
}

/**
 * A person whose directory group an account maps (with sync on) works for that account from this
 * sign-in on: that is how people from the directory reach their accounts at all.
 */
async function joinMappedAccounts(tx: Queryable, userId: number, groups: string[]): Promise<void> {
  const joined = await tx.query<{ account_id: number }>(
    `insert into account_users (account_id, user_id)
     select distinct m.account_id, $1::int from sso_mappings m
     join sso_settings s on s.account_id = m.account_id and s.sync_state
     join accounts a on a.id = m.account_id and not a.locked
     where m.external_id = any($2::text[])
     on conflict do nothing
     returning account_id`,
    [userId, groups],
  );
  for (const { account_id: accountId } of joined) {
    await recordUserAction(tx, {
      accountId,
      userId,
      actionGroup: ssoActionGroup,
      caption: groups.join(', '),
      event: 'accountJoinedBySync',
      details: { directoryGroups: groups },
    });
  }
}

/** Sets the user's roles in one account to exactly those mapped from their groups. */
async function applyMappings(
  tx: Queryable,
  accountId: number,
  userId: number,
  groups: string[],
): Promise<SyncResult> {
  const wanted = new Set(
    (
      await tx.query<{ role_id: number }>(
        `select distinct mr.role_id from sso_mappings m
         join sso_mapping_roles mr on mr.mapping_id = m.id
         where m.account_id = $1 and m.external_id = any($2::text[])`,
        [accountId, groups],
      )
    ).map((row) => row.role_id),
  );
  const current = new Set(
    (
      await tx.query<{ role_id: number }>(
        `select ur.role_id from user_roles ur join roles r on r.id = ur.role_id
         where ur.user_id = $1 and r.account_id = $2`,
        [userId, accountId],
      )
    ).map((row) => row.role_id),
  );
  const added = [...wanted].filter((id) => !current.has(id)).sort((a, b) => a - b);
  const removed = [...current].filter((id) => !wanted.has(id)).sort((a, b) => a - b);
  for (const roleId of added) {
    await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [userId, roleId]);
  }
  if (removed.length > 0) {
    await tx.query('delete from user_roles where user_id = $1 and role_id = any($2::int[])', [
      userId,
      removed,
    ]);
  }
  if (added.length > 0 || removed.length > 0) {
    await recordUserAction(tx, {
      accountId,
      userId,
      actionGroup: ssoActionGroup,
      caption: groups.join(', '),
      event: 'rolesSynchronized',
      details: { directoryGroups: groups, addedRoleIds: added, removedRoleIds: removed },
    });
  }
  return { accountId, added, removed };
}
