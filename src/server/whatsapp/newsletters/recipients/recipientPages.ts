/**
 * One page of the effective or excluded recipients in number order, read by key (issue 24): one
 * index range per recipient kind of the list (profile_subscribers_kind_keys, migration 049),
 * merged in (number, subscriber id) order and stopped after the page. Nothing sorts the group and
 * nothing counts it; a deep page starts at the key the previous page handed out (`after`).
 *
 * Which kinds a list reads and the duplicate rule come from recipientSet.ts: an eligible member
 * is effective unless an eligible member with the same number and a lower id exists, and then it
 * is a Duplicate. Members without a number (kind NoPhoneNumber only) come after every number
 * ascending and before them descending, ordered by id.
 */
import type { ExclusionReason } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import type { KindCount, RecipientSet } from './recipientSet';

/** The key of a row: its number (null: none) and subscriber id. */
export interface RecipientKey {
  telnr: string | null;
  id: number;
}

export interface KeyedPageOptions {
  /** Effective, or excluded for one reason (undefined: every reason). */
  excluded: boolean;
  exclusionReason?: ExclusionReason;
  descending: boolean;
  after?: RecipientKey;
  skip: number;
  take: number;
}

export interface KeyedRow {
  id: string;
  telnr: string | null;
  kind: string;
  unique_id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  culture: string;
  doi_status: string;
}

/**
 * Columns and scope of the members (by table alias): a group's copies, or the subscribers. Both
 * carry a mark that every Duplicate has (a member with the same number and a lower id exists,
 * migrations 070 and 071), so a Duplicate page reads the marked ones alone.
 */
function sourceOf(set: RecipientSet) {
  return set.profile.is_system
    ? {
        table: 'subscribers',
        scope: (a: string) => `${a}.account_id = $1`,
        telnr: (a: string) => `(${a}.telnr collate "C")`,
        id: (a: string) => `${a}.id`,
      }
    : {
        table: 'profile_subscribers',
        scope: (a: string) => `${a}.profile_id = $1`,
        telnr: (a: string) => `${a}.telnr`,
        id: (a: string) => `${a}.subscriber_id`,
      };
}

interface Part {
  kind: string;
  /** Eligible kinds carry the duplicate rule: effective (first of its number) or Duplicate. */
  duplicates?: 'without' | 'only';
}

/** The kinds a list reads, from the group's kinds and the reason each has for the set. */
export function partsOf(kinds: KindCount[], options: KeyedPageOptions): Part[] {
  const present = kinds.filter((row) => row.n > 0);
  if (!options.excluded) {
    return present
      .filter((row) => row.reason === null)
      .map((row) => ({ kind: row.kind, duplicates: 'without' }));
  }
  const reason = options.exclusionReason;
  return present.flatMap((row): Part[] => {
    if (row.reason === null) {
      return !reason || reason === 'Duplicate' ? [{ kind: row.kind, duplicates: 'only' }] : [];
    }
    return !reason || reason === row.reason ? [{ kind: row.kind }] : [];
  });
}

export async function keyedRecipientPage(
  tx: Queryable,
  set: RecipientSet,
  kinds: KindCount[],
  options: KeyedPageOptions,
): Promise<KeyedRow[]> {
  const parts = partsOf(kinds, options);
  if (parts.length === 0) return [];
  const source = sourceOf(set);
  const params: unknown[] = [set.profile.is_system ? set.accountId : set.profile.id];
  const param = (value: unknown) => `$${params.push(value)}`;
  // A parameter named only where the SQL uses it: an unused one has no type.
  const lazyParam = (value: () => unknown) => {
    let name = '';
    return () => (name ||= param(value()));
  };
  const eligibleKinds = kinds.filter((row) => row.reason === null && row.n > 0);
  const eligible = lazyParam(() => eligibleKinds.map((row) => row.kind));
  // One eligible kind (a newsletter's default: confirmed members of its language) is probed by
  // equality, so the probe reads that kind's range of profile_subscribers_kind_keys alone in
  // number order; a list of kinds needs the number index and skips the others' rows. On the
  // million group's Duplicate page that is about 40 % less work (issue 24).
  const onlyEligible = lazyParam(() => eligibleKinds[0].kind);
  const eligibleMatch = () =>
    eligibleKinds.length === 1
      ? `d.recipient_kind = ${onlyEligible()}::text`
      : `d.recipient_kind = any(${eligible()}::text[])`;
  const reach = param(options.skip + options.take);
  const dir = options.descending ? 'desc' : 'asc';
  const after = options.after;
  const afterTelnr = lazyParam(() => after?.telnr);
  const afterId = lazyParam(() => after?.id);
  const beyond = options.descending ? '<' : '>';

  // Rows with a number, past the key: none when the key is in the numberless rows of an
  // ascending list (they come last), all of them when it is there in a descending one.
  const numbered = (): string | null => {
    if (!after) return 'true';
    if (after.telnr === null) return options.descending ? 'true' : null;
    return `(${source.telnr('m')}, ${source.id('m')}) ${beyond} (${afterTelnr()}::text, ${afterId()}::bigint)`;
  };
  // Rows without a number, past the key.
  const numberless = (): string | null => {
    if (!after) return 'true';
    if (after.telnr === null) return `${source.id('m')} ${beyond} ${afterId()}::bigint`;
    return options.descending ? null : 'true';
  };
  // The probe starts at the key's number too: the planner may merge it with the listed rows in
  // number order, and without the bound that merge would read the group from its start.
  const probeFrom = () =>
    after && after.telnr !== null
      ? `and ${source.telnr('d')} ${options.descending ? '<=' : '>='} ${afterTelnr()}::text`
      : '';
  // `offset 0` keeps a probe of the marked members one index probe each (a subplan): as a semi
  // join the planner may merge the few marked rows with their kind's whole range in number order,
  // 404 ms for All subscribers of an account of a million with no shared number.
  const duplicateProbe = (ofMarked = false) => `exists (select 1 from ${source.table} d
      where ${source.scope('d')} ${probeFrom()} and ${source.telnr('d')} = ${source.telnr('m')}
        and ${source.id('d')} < ${source.id('m')} and ${eligibleMatch()}${ofMarked ? ' offset 0' : ''})`;

  const selects: string[] = [];
  for (const part of parts) {
    const kind = lazyParam(() => part.kind);
    const rule = () =>
      part.duplicates === 'without'
        ? `and not ${duplicateProbe()}`
        : part.duplicates === 'only'
          ? `and m.has_earlier_twin and ${duplicateProbe(true)}`
          : '';
    // Both ranges in the index's order (number, id): the numberless rows, all null there, come
    // ordered by id from it, so the merge sorts nothing.
    const order = `${source.telnr('m')} ${dir}, ${source.id('m')} ${dir}`;
    const select = (range: string) =>
      `(select ${source.id('m')} as id, ${source.telnr('m')} as telnr, m.recipient_kind as kind
        from ${source.table} m
        where ${source.scope('m')} and m.recipient_kind = ${kind()} and ${range} ${rule()}
        order by ${order} limit ${reach})`;
    const withNumber = numbered();
    if (withNumber) {
      selects.push(select(`m.telnr is not null and ${withNumber}`));
    }
    const withoutNumber = part.kind === 'NoPhoneNumber' ? numberless() : null;
    if (withoutNumber) {
      selects.push(select(`m.telnr is null and ${withoutNumber}`));
    }
  }
  if (selects.length === 0) return [];
  const nulls = options.descending ? 'first' : 'last';
  return tx.query<KeyedRow>(
    `with page as materialized (
       select id, telnr, kind from (${selects.join(' union all ')}) keyed
       order by telnr ${dir} nulls ${nulls}, id ${dir}
       offset ${param(options.skip)} limit ${param(options.take)})
     select page.id::text as id, page.telnr, page.kind, s.unique_id, s.firstname, s.lastname,
       s.email, s.culture, s.doi_status
     from page join subscribers s on s.id = page.id
     order by page.telnr ${dir} nulls ${nulls}, page.id ${dir}`,
    params,
  );
}
