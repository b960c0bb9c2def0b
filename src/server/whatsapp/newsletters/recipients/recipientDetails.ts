/**
 * The effective or excluded members of a group, one page, sorted (spec sections 7 and 9). In
 * number order (the default, the editor's order) a page is read by key and its total comes from
 * the kept counts (recipientPages.ts, keptRecipientCounts.ts); another sort column or a language
 * filter still sorts the members of the list.
 */
import type {
  RecipientDetail,
  RecipientDetailPage,
  RecipientSortColumn,
  ExclusionReason,
} from '../../../../common/newsletters';
import type { Database, Queryable } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { decodeCursor, encodeCursor } from '../../../http/pageCursor';
import { keptRecipientCounts } from './keptRecipientCounts';
import { keyedRecipientPage, type KeyedRow } from './recipientPages';
import {
  classifiedSql,
  membersSql,
  setParams,
  withNumberReads,
  type RecipientSet,
} from './recipientSet';

export interface DetailOptions {
  excluded: boolean;
  exclusionReason?: ExclusionReason;
  culture?: string;
  orderBy: RecipientSortColumn;
  orderDesc: boolean;
  skip: number;
  /** Bounded by the schema (1 to {@link recipientListLimits.take}). */
  take: number;
  /** The `nextAfter` of the previous page (number order only). */
  after?: string;
}

interface DetailRow {
  unique_id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string | null;
  culture: string;
  doi_status: string;
  final_reason: ExclusionReason | null;
  total: number;
}

const extraColumns = 's.unique_id, s.firstname, s.lastname, s.email, s.culture, s.doi_status';

/** The filter of one list, as SQL over `classified` with parameters from $6. */
export function detailFilter(
  options: Pick<DetailOptions, 'excluded' | 'exclusionReason' | 'culture'>,
) {
  const where = [options.excluded ? 'final_reason is not null' : 'final_reason is null'];
  const params: unknown[] = [];
  if (options.excluded && options.exclusionReason) {
    params.push(options.exclusionReason);
    where.push(`final_reason = $${5 + params.length}`);
  }
  if (options.culture) {
    params.push(options.culture);
    where.push(`culture = $${5 + params.length}`);
  }
  return { where: where.join(' and '), params };
}

export async function recipientDetails(
  db: Database,
  set: RecipientSet,
  options: DetailOptions,
): Promise<RecipientDetailPage> {
  if (options.orderBy === 'telnr' && !options.culture) return keyedDetails(db, set, options);
  if (options.after) {
    throw new HttpError(400, 'validation', 'Paging by key needs the number order.', [
      { field: 'after', reason: 'orderBy' },
    ]);
  }
  return withNumberReads(db, (tx) => sortedDetails(tx, set, options));
}

/**
 * A page in number order, by key, with the total from the kept counts: a few reads by key, no
 * transaction (the fixed cost of a call on PostgreSQL, issue 24).
 */
async function keyedDetails(
  db: Database,
  set: RecipientSet,
  options: DetailOptions,
): Promise<RecipientDetailPage> {
  const counts = await keptRecipientCounts(db, set);
  const after = options.after ? decodeCursor(options.after, ['string?', 'id']) : undefined;
  const rows = await keyedRecipientPage(db, set, counts.kinds, {
    excluded: options.excluded,
    exclusionReason: options.exclusionReason,
    descending: options.orderDesc,
    after: after && { telnr: after[0] as string | null, id: after[1] as number },
    skip: options.skip,
    take: options.take + 1,
  });
  const page = rows.slice(0, options.take);
  const last = page.at(-1);
  const reasonOf = new Map(counts.kinds.map((row) => [row.kind, row.reason]));
  const totalCount = !options.excluded
    ? counts.effective
    : options.exclusionReason
      ? counts.byReason[options.exclusionReason]
      : counts.excluded;
  return {
    subscribers: page.map((row: KeyedRow) =>
      toDetail({
        ...row,
        final_reason: !options.excluded ? null : (reasonOf.get(row.kind) ?? 'Duplicate'),
        total: totalCount,
      }),
    ),
    totalCount,
    nextAfter:
      rows.length > options.take && last ? encodeCursor([last.telnr, Number(last.id)]) : null,
  };
}

/** A page in another order: the list is sorted and counted (not paged by key). */
async function sortedDetails(
  tx: Queryable,
  set: RecipientSet,
  options: DetailOptions,
): Promise<RecipientDetailPage> {
  const filter = detailFilter(options);
  const params = [...setParams(set), ...filter.params];
  // Sort columns come from a fixed list (the schema's enum); ties go by telnr, then id.
  const direction = options.orderDesc ? 'desc' : 'asc';
  params.push(options.skip);
  const skipParam = `$${params.length}`;
  params.push(options.take);
  const rows = await tx.query<DetailRow>(
    `with members as (${membersSql(set, extraColumns)}),
          classified as (${classifiedSql})
     select unique_id, firstname, lastname, email, telnr, culture, doi_status, final_reason,
            count(*) over ()::int as total
     from classified where ${filter.where}
     order by ${options.orderBy} ${direction} nulls last, telnr, id
     offset ${skipParam} limit $${params.length}`,
    params,
  );
  const totalCount = rows[0]?.total ?? (options.skip > 0 ? await countOf(tx, set, filter) : 0);
  return { subscribers: rows.map(toDetail), totalCount, nextAfter: null };
}

/** The list's size when the page is past its end (no row carries the window count then). */
async function countOf(
  tx: Queryable,
  set: RecipientSet,
  filter: ReturnType<typeof detailFilter>,
): Promise<number> {
  const [row] = await tx.query<{ total: number }>(
    `with members as (${membersSql(set, extraColumns)}),
          classified as (${classifiedSql})
     select count(*)::int as total from classified where ${filter.where}`,
    [...setParams(set), ...filter.params],
  );
  return row.total;
}

function toDetail(row: DetailRow): RecipientDetail {
  return {
    uniqueId: row.unique_id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    telnr: row.telnr,
    culture: row.culture,
    doiStatus: row.doi_status,
    exclusionReason: row.final_reason,
  };
}
