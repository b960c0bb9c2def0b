/**
 * The recipient counts as the kept counts give them (issue 24): members per kind from
 * recipient_kind_counts, and the effective count (distinct numbers of the eligible kinds) kept per
 * group and set of eligible kinds with the group's version it was counted at (migration 049).
 * Only the first call after the group's members changed counts the numbers again; the others read
 * two rows by key, outside a transaction (each statement reads committed data either way).
 */
import type { Database } from '../../../db/database';
import {
  countsFrom,
  distinctNumbers,
  eligibleKinds,
  memberKinds,
  withNumberReads,
  type KindCount,
  type RecipientCounts,
  type RecipientSet,
} from './recipientSet';

export interface KeptRecipientCounts extends RecipientCounts {
  /** The group's members per kind with the reason each kind has for the set. */
  kinds: KindCount[];
}

export async function keptRecipientCounts(
  db: Database,
  set: RecipientSet,
): Promise<KeptRecipientCounts> {
  const kinds = await memberKinds(db, set);
  const eligible = eligibleKinds(kinds);
  return { ...countsFrom(kinds, await keptEffective(db, set, eligible)), kinds };
}

async function keptEffective(db: Database, set: RecipientSet, eligible: string[]) {
  if (eligible.length === 0) return 0;
  // The version is read before the numbers are counted: a change committed in between makes the
  // kept figure carry an older version than the group's, so it is never read as current.
  const [{ version, effective }] = await db.query<{ version: string; effective: number | null }>(
    `select coalesce(v.version, 0)::text as version, c.effective
     from (select 1) one
     left join recipient_group_versions v on v.profile_id = $1
     left join recipient_effective_counts c
       on c.profile_id = $1 and c.kinds = $2::text[] and c.version = coalesce(v.version, 0)`,
    [set.profile.id, eligible],
  );
  if (effective !== null) return effective;
  return withNumberReads(db, async (tx) => {
    const counted = await distinctNumbers(tx, set, eligible);
    await tx.query(
      `insert into recipient_effective_counts as c (profile_id, kinds, version, effective)
     values ($1, $2::text[], $3::bigint, $4)
     on conflict (profile_id, kinds) do update set version = excluded.version,
       effective = excluded.effective
     where c.version < excluded.version`,
      [set.profile.id, eligible, version, counted],
    );
    return counted;
  });
}
