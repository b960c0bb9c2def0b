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
import { serviceWindowInterval } from '../../webhooks/serviceWindows';

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
 * The exclusion reason (null: eligible, before the duplicate rule) of a recipient kind (column
 * `recipient_kind` of subscribers and group members, migration 018): the reasons that always
 * apply are the kind itself; unknown DOI and other languages depend on the newsletter.
 */
const reasonOf = (kind: string) => `case
    when ${kind} not like '%:%' then ${kind}
    when ${kind} like 'unknown:%' and not $4::boolean then 'DOIStatus'
    when not $5::boolean and split_part(${kind}, ':', 2) <> $3::text then 'Culture'
  end`;

/** The group in `column` belongs to the account ($1): the scope check of the join-free reads. */
const groupOfAccount = (column: string) =>
  `${column} in (select id from profiles where account_id = $1)`;

/**
 * A `members` CTE body: the group's subscribers with `reason` (null: eligible, before the
 * duplicate rule) and the columns `extra` names (qualified with `s.`). Without extra columns a
 * group's members are read from their copy of number and kind alone, without the subscribers.
 */
export function membersSql(set: RecipientSet, extra = ''): string {
  if (!extra && !set.profile.is_system) {
    return `select ps.subscriber_id as id, ps.telnr, ${reasonOf('ps.recipient_kind')} as reason
      from profile_subscribers ps
      where ps.profile_id = $2 and ${groupOfAccount('ps.profile_id')}`;
  }
  const from = set.profile.is_system
    ? `subscribers s where s.account_id = $1 and $2::int > 0`
    : `profile_subscribers ps join subscribers s on s.id = ps.subscriber_id
       where ps.profile_id = $2 and s.account_id = $1`;
  return `select s.id, s.telnr${extra ? `, ${extra}` : ''}, ${reasonOf('s.recipient_kind')} as reason
    from ${from}`;
}

/**
 * The distinct numbers of the group's members of the given kinds ($2), from one index in number
 * order: the copy group members carry, or the account's subscribers for the all-subscribers
 * profile ($1: the profile's or the account's id).
 */
function distinctNumbersSql(set: RecipientSet): string {
  return set.profile.is_system
    ? `select distinct m.telnr collate "C" from subscribers m
       where m.account_id = $1 and m.recipient_kind = any($2::text[])`
    : `select distinct m.telnr from profile_subscribers m
       where m.profile_id = $1 and m.recipient_kind = any($2::text[])`;
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

/**
 * Writes a start's rows from `classified` (newsletter id in $6): recipients, and the left-out
 * members kept for the statistics, since the group may change after the send; then counts both
 * as `effective` and `excluded`. Follows the `classified` CTE.
 */
export const writeClassifiedSql = `inserted as (
    insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr)
    select $6, id, telnr from classified where final_reason is null returning 1),
  left_out as (
    insert into whatsapp_newsletter_exclusions (newsletter_id, subscriber_id, telnr, reason)
    select $6, id, telnr, final_reason from classified where final_reason is not null
    returning 1)
  select (select count(*) from inserted)::int as effective,
    (select count(*) from left_out)::int as excluded`;

export interface RecipientCounts {
  effective: number;
  excluded: number;
  byReason: Record<ExclusionReason, number>;
}

export interface KindCount {
  kind: string;
  reason: ExclusionReason | null;
  n: number;
}

/**
 * The group's members per recipient kind with the reason each kind has for the set (kept
 * counts), as SQL over {@link setParams}: columns kind, reason, n.
 */
export const memberKindsSql = `select c.recipient_kind as kind,
    ${reasonOf('c.recipient_kind')} as reason, c.members as n
  from recipient_kind_counts c
  where c.profile_id = $2 and ${groupOfAccount('c.profile_id')}`;

/** The group's members per recipient kind with the reason each kind has for `set` (kept counts). */
export async function memberKinds(tx: Queryable, set: RecipientSet): Promise<KindCount[]> {
  return tx.query<KindCount>(memberKindsSql, setParams(set));
}

const membersFor = (kinds: KindCount[], reason: ExclusionReason | null) =>
  kinds.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.n, 0);

/**
 * The members a reason excludes, as the recipient panel counts them (before the duplicate rule),
 * from the kept counts alone: the pre-send check reads the same figure as the panel.
 */
export async function membersExcludedFor(
  tx: Queryable,
  set: RecipientSet,
  reason: ExclusionReason,
): Promise<number> {
  return membersFor(await memberKinds(tx, set), reason);
}

/** The eligible kinds of a group (members left before the duplicate rule), sorted. */
export const eligibleKinds = (kinds: KindCount[]) =>
  kinds
    .filter((row) => row.reason === null && row.n > 0)
    .map((row) => row.kind)
    .sort();

/** The distinct numbers of the members of the given kinds: one read of the number index. */
export async function distinctNumbers(
  tx: Queryable,
  set: RecipientSet,
  kinds: string[],
): Promise<number> {
  if (kinds.length === 0) return 0;
  const [row] = await tx.query<{ effective: number }>(
    `select count(*)::int as effective from (${distinctNumbersSql(set)}) numbers`,
    [set.profile.is_system ? set.accountId : set.profile.id, kinds],
  );
  return row.effective;
}

/** Counts per reason from the kept counts per kind and the effective count. */
export function countsFrom(kinds: KindCount[], effective: number): RecipientCounts {
  const count = (reason: ExclusionReason | null) => membersFor(kinds, reason);
  const byReason: Record<ExclusionReason, number> = {
    NoPhoneNumber: count('NoPhoneNumber'),
    InvalidPhoneNumber: count('InvalidPhoneNumber'),
    Deactivated: count('Deactivated'),
    DOIStatus: count('DOIStatus'),
    Culture: count('Culture'),
    Duplicate: count(null) - effective,
  };
  const excluded = Object.values(byReason).reduce((sum, n) => sum + n, 0);
  return { effective, excluded, byReason };
}

/**
 * How many effective recipients have written to our number (its Graph id) in the last 24 hours,
 * so that their customer service window is open (migration 046) and a template to them does
 * not use up the daily limit. Read from the number's open windows (few: people who wrote in a
 * day) and one index lookup of each in the group, never from every member.
 */
export async function effectiveInServiceWindow(
  tx: Queryable,
  set: RecipientSet,
  phoneNumberId: string,
): Promise<number> {
  const kinds = await memberKinds(tx, set);
  const eligible = eligibleKinds(kinds);
  if (eligible.length === 0) return 0;
  const member = set.profile.is_system
    ? `select 1 from subscribers m where m.account_id = $1 and m.telnr = '+' || w.wa_id`
    : `select 1 from profile_subscribers m where m.profile_id = $1 and m.telnr = '+' || w.wa_id`;
  const [row] = await tx.query<{ n: number }>(
    `select count(*)::int as n from whatsapp_service_windows w
     where w.phone_number_id = $3 and w.last_inbound_at > now() - ${serviceWindowInterval}
       and exists (${member} and m.recipient_kind = any($2::text[]))`,
    [set.profile.is_system ? set.accountId : set.profile.id, eligible, phoneNumberId],
  );
  return row.n;
}

/**
 * Effective and excluded counts without reading every member: the members per kind are kept
 * (recipient_kind_counts, migration 018), and give the members per reason; the eligible ones
 * counted once per number is the effective count, and eligible members beyond that are the
 * duplicates. Only the numbers are read, from one index in number order.
 */
export async function countRecipients(tx: Queryable, set: RecipientSet): Promise<RecipientCounts> {
  const kinds = await memberKinds(tx, set);
  return countsFrom(kinds, await distinctNumbers(tx, set, eligibleKinds(kinds)));
}

/**
 * Work on a group's numbers in a transaction of its own. On PostgreSQL with the cost of a random
 * page read of a solid-state disk, so the planner reads the numbers in index order (half the time)
 * instead of scanning the table and hashing them. (JIT compilation is off for every connection:
 * postgres.ts.)
 */
export function withNumberReads<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('set local random_page_cost = 1.1');
    return work(tx);
  });
}
