/**
 * Who of a recipient group gets a newsletter, and why the others do not, in SQL: one place that
 * the counts, the detail lists, "add to group", the price and the sending engine's recipient rows
 * all read, so they never disagree.
 *
 * Rules, first that applies wins: NoPhoneNumber (none stored), InvalidPhoneNumber (an old number
 * that is not valid E.164), Deactivated, DOIStatus (opted out or pending always; unknown unless
 * the newsletter includes unknown DOI), Culture (the subscriber's language, the part before the
 * dash, differs from the newsletter's, unless it includes other languages), then Duplicate: of
 * the subscribers left with one number, the one with the lowest id is kept.
 */
import type { ExclusionReason } from '../../../../common/newsletters';
import type { Database, Queryable } from '../../../db/database';

export interface RecipientSet {
  accountId: number;
  /** The profile's numeric id and whether it is the all-subscribers profile. */
  profile: { id: number; is_system: boolean };
  culture: string;
  sendToUnknownDoi: boolean;
  sendToOtherLanguage: boolean;
}

/** Parameters $1..$5 of every query built here, in this order. */
export function setParams(set: RecipientSet): unknown[] {
  return [
    set.accountId,
    set.profile.id,
    set.culture.split('-')[0],
    set.sendToUnknownDoi,
    set.sendToOtherLanguage,
  ];
}

/**
 * A `members` CTE body: the group's subscribers with `reason` (null: eligible, before the
 * duplicate rule) and the columns `extra` names (qualified with `s.`).
 */
export function membersSql(set: RecipientSet, extra = ''): string {
  const from = set.profile.is_system
    ? `subscribers s where s.account_id = $1 and $2::int > 0`
    : `profile_subscribers ps join subscribers s on s.id = ps.subscriber_id
       where ps.profile_id = $2 and s.account_id = $1`;
  return `select s.id, s.telnr${extra ? `, ${extra}` : ''},
      case
        when s.telnr is null or s.telnr = '' then 'NoPhoneNumber'
        when not s.telnr_valid then 'InvalidPhoneNumber'
        when s.deactivated then 'Deactivated'
        when s.doi_status in ('optedOut', 'pending') or (s.doi_status = 'unknown' and not $4::boolean)
          then 'DOIStatus'
        when not $5::boolean and split_part(s.culture, '-', 1) <> $3::text then 'Culture'
      end as reason
    from ${from}`;
}

/**
 * A `classified` CTE over `members`: `reason` with Duplicate filled in (first by subscriber id
 * kept). Needs `members` defined before it.
 */
export const classifiedSql = `select m.*, case
    when m.reason is null and row_number() over (
      partition by m.reason is null, m.telnr order by m.id) > 1 then 'Duplicate'
    else m.reason end as final_reason
  from members m`;

export interface RecipientCounts {
  effective: number;
  excluded: number;
  byReason: Record<ExclusionReason, number>;
}

/**
 * Effective and excluded counts in one query: the eligible members counted once per number is
 * the effective count; eligible members beyond that are the duplicates. One pass over the group
 * (an index-only scan of the members and subscribers_recipient_check).
 */
export async function countRecipients(tx: Queryable, set: RecipientSet): Promise<RecipientCounts> {
  const [row] = await tx.query<Record<string, number>>(
    `with members as (${membersSql(set)})
     select count(distinct telnr) filter (where reason is null)::int as effective,
            count(*) filter (where reason is null)::int as eligible,
            count(*) filter (where reason = 'NoPhoneNumber')::int as "NoPhoneNumber",
            count(*) filter (where reason = 'InvalidPhoneNumber')::int as "InvalidPhoneNumber",
            count(*) filter (where reason = 'Deactivated')::int as "Deactivated",
            count(*) filter (where reason = 'DOIStatus')::int as "DOIStatus",
            count(*) filter (where reason = 'Culture')::int as "Culture"
     from members`,
    setParams(set),
  );
  const byReason: Record<ExclusionReason, number> = {
    NoPhoneNumber: row.NoPhoneNumber,
    InvalidPhoneNumber: row.InvalidPhoneNumber,
    Deactivated: row.Deactivated,
    DOIStatus: row.DOIStatus,
    Culture: row.Culture,
    Duplicate: row.eligible - row.effective,
  };
  const excluded = Object.values(byReason).reduce((sum, n) => sum + n, 0);
  return { effective: row.effective, excluded, byReason };
}

/**
 * The counts in a transaction of their own: on PostgreSQL without JIT compilation, which costs
 * hundreds of milliseconds on a query over a million rows and gains nothing for one aggregate.
 */
export function countRecipientsOnce(db: Database, set: RecipientSet): Promise<RecipientCounts> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('set local jit = off');
    return countRecipients(tx, set);
  });
}
