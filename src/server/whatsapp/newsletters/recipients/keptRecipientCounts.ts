/**
 * The recipient counts as the kept counts give them (issue 24): members per kind from
 * recipient_kind_counts, and the effective count (distinct numbers of the eligible kinds) kept per
 * group and set of eligible kinds with the group's version it was counted at (migration 049).
 * Only the first call after the group's members changed counts the numbers again; the others read
 * the kept rows in one statement, outside a transaction.
 */
import type { Database } from '../../../db/database';
import {
  countsFrom,
  distinctNumbers,
  eligibleKinds,
  memberKindsSql,
  setParams,
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
  // One statement (issue 24: each is a round trip of every list page): the kinds, the group's
  // version and the effective count kept for its eligible kinds at that version, if any. The
  // version is read before any counting: a change committed in between makes the kept figure
  // carry an older version than the group's, so it is never read as current.
  const rows = await db.query<Partial<KindCount> & { version: string; effective: number | null }>(
    `with kinds as (${memberKindsSql}),
       eligible as (select coalesce(array_agg(kind) filter (where reason is null and n > 0),
         '{}') as kinds from kinds)
     select k.kind, k.reason, k.n, coalesce(v.version, 0)::text as version, c.effective
     from eligible e
     left join kinds k on true
     left join recipient_group_versions v on v.profile_id = $2
     left join recipient_effective_counts c on c.profile_id = $2
       and c.kinds @> e.kinds and c.kinds <@ e.kinds and c.version = coalesce(v.version, 0)`,
    setParams(set),
  );
  const kinds = rows.flatMap((row): KindCount[] =>
    row.kind === undefined || row.kind === null
      ? []
      : [{ kind: row.kind, reason: row.reason ?? null, n: row.n ?? 0 }],
  );
  const eligible = eligibleKinds(kinds);
  const [{ version, effective }] = rows;
  const kept =
    eligible.length === 0 ? 0 : (effective ?? (await countEffective(db, set, eligible, version)));
  return { ...countsFrom(kinds, kept), kinds };
}

/** Counts the group's distinct numbers of the eligible kinds, and keeps the figure. */
function countEffective(db: Database, set: RecipientSet, eligible: string[], version: string) {
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
