/**
 * One page of a statistics detail list: filtered, searched, sorted, and bounded (issue 24: at
 * most {@link detailListLimits.take} rows). In number order (the default, spec section 9) a page
 * is read by key: `after` (the page before's `nextAfter`) starts one index range per list
 * (migrations 015, 017, 052), so a deep page costs what the first does. Other orders walk an
 * offset. Without a search the total comes from kept counts (delivery classes, exclusions per
 * reason, reactions per type), so a page of a million-message newsletter reads only its own rows.
 */
import type {
  DeliveryDetail,
  DeliveryFilter,
  DeliveryState,
  DetailPage,
  DetailQuery,
  ReactionDetail,
  ReactionType,
  RecipientFilter,
  RecipientStatisticDetail,
} from '../../../../common/statistics';
import { detailListLimits } from '../../../../common/statistics';
import type { ExclusionReason } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/httpError';
import { decodeCursor, encodeCursor, type KeyPart } from '../../../http/pageCursor';
import { keptCounts } from './keptCounts';
import {
  detailSources,
  searchCondition,
  searchPattern,
  type DetailKind,
  type DetailSource,
} from './detailSources';

export interface DetailRequest extends DetailQuery {
  /** The list's filter value (status, type or excluded). */
  filter?: string;
}

/**
 * The rows a request selects, as a `from … where …` with its parameters ($1: newsletter). The
 * subscriber `s` is joined where the caller, the search or the name sort reads it.
 */
export function selection(
  kind: DetailKind,
  newsletterId: number,
  request: DetailRequest,
  withPerson = false,
) {
  const source = detailSources[kind];
  const params: unknown[] = [newsletterId];
  const term = request.searchTerm?.trim();
  const needsPerson = withPerson || Boolean(term) || request.sort === 'name';
  let where = `${needsPerson ? source.from : source.rows} and ${source.filter(request.filter)}`;
  if (term) {
    params.push(searchPattern(term));
    where += ` and ${searchCondition(source, params.length)}`;
  }
  return { source, where, params, searched: Boolean(term) };
}

interface Row {
  /** The row's tie-breaker (subscriber or reaction id), for the page key. */
  key_id: string;
  unique_id: string | null;
  firstname: string | null;
  lastname: string | null;
  telnr: string | null;
  delivery_class?: string;
  error_code?: number | null;
  error_title?: string | null;
  sent_at?: Date | null;
  delivered_at?: Date | null;
  read_at?: Date | null;
  type?: ReactionType;
  content?: string | null;
  reacted_at?: Date;
  reason?: ExclusionReason | null;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

const states: Record<string, DeliveryState> = {
  pending: 'Pending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

const person = (row: Row) => ({
  uniqueId: row.unique_id,
  firstname: row.firstname,
  lastname: row.lastname,
  telnr: row.telnr,
});

const toItem = {
  delivery: (row: Row): DeliveryDetail => ({
    ...person(row),
    status: states[row.delivery_class ?? 'pending'],
    errorCode: row.error_code ?? null,
    errorTitle: row.error_title ?? null,
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
  }),
  reaction: (row: Row): ReactionDetail => ({
    ...person(row),
    type: row.type!,
    content: row.content ?? null,
    reactedAt: row.reacted_at!.toISOString(),
  }),
  recipients: (row: Row): RecipientStatisticDetail => ({
    ...person(row),
    exclusionReason: row.reason ?? null,
  }),
};

/** The total without a search, from figures kept as the send went on. */
async function keptTotal(
  db: Queryable,
  kind: DetailKind,
  newsletterId: number,
  filter: string | undefined,
): Promise<number | null> {
  if (kind === 'reaction') {
    const [{ total }] = await db.query<{ total: number }>(
      `select coalesce(sum(count), 0)::int as total from whatsapp_newsletter_reaction_counts
       where newsletter_id = $1 and ($2::text = 'All' or type = $2::text)`,
      [newsletterId, filter ?? 'All'],
    );
    return total;
  }
  const c = await keptCounts(db, newsletterId);
  if (kind === 'recipients') {
    // Every recipient row, whatever became of it, beside those left out at send start.
    const sent = c.pending + c.sent + c.delivered + c.read + c.failed + c.removed;
    const [{ excluded }] = await db.query<{ excluded: number }>(
      `select coalesce(sum(count), 0)::int as excluded
       from whatsapp_newsletter_exclusion_counts where newsletter_id = $1`,
      [newsletterId],
    );
    const totals: Record<RecipientFilter, number> = {
      All: sent + excluded,
      Effective: sent,
      Excluded: excluded,
    };
    return totals[(filter ?? 'All') as RecipientFilter] ?? null;
  }
  const totals: Record<DeliveryFilter, number> = {
    All: c.pending + c.sent + c.delivered + c.read + c.failed,
    Delivered: c.delivered + c.read,
    Read: c.read,
    InProgress: c.pending + c.sent,
    Rejected: c.failed,
  };
  return totals[(filter ?? 'All') as DeliveryFilter] ?? null;
}

async function countedTotal(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from ${where}`,
    params,
  );
  return row.total;
}

function orderBy(source: DetailSource, request: DetailRequest): string {
  const direction = request.orderDescending ? 'desc' : 'asc';
  const column = source.sort[request.sort ?? 'telnr'];
  const name = request.sort === 'name' ? `, s.firstname ${direction} nulls last` : '';
  return `${column} ${direction} nulls last${name}, ${source.tie} ${direction}`;
}

/** Only the number order is read by key; the others sort the list's rows. */
const byKey = (request: DetailRequest) => (request.sort ?? 'telnr') === 'telnr';

/**
 * The keys of a page in number order from `after` on: first the rows with a number, from one
 * index range, then (nulls last in both directions, like {@link orderBy}) those without one by id.
 * The page's `skip` is walked inside the numbered range's own index scan, as deep pages are asked
 * for by skip (a scroll bar dragged to the middle): one walk of the index and nothing stacked on
 * it. Rows without a number are read only when that range ends within the page; their offset is
 * then `skip` less the numbered rows, counted only when the page starts beyond all of them.
 */
function keyedPageSql(
  source: DetailSource,
  where: string,
  request: DetailRequest,
  after: KeyPart[] | undefined,
  param: (value: unknown) => string,
  take: number,
): string {
  const dir = request.orderDescending ? 'desc' : 'asc';
  const beyond = request.orderDescending ? '<' : '>';
  const skip = param(request.skip ?? 0);
  const limit = param(take);
  const keysOf = (condition: string) =>
    `select ${source.telnr} as telnr, ${source.tie} as key from ${where} and ${condition}
     order by ${source.telnr} ${dir}, ${source.tie} ${dir}`;
  // A key among the rows without a number: only those after it are left.
  if (after?.[0] === null) {
    const left = `${source.telnr} is null
      and ${source.tie} ${beyond} ${param(after[1])}::bigint`;
    return `${keysOf(left)} offset ${skip} limit ${limit}`;
  }
  const numbered = after
    ? `${source.telnr} is not null and (${source.telnr}, ${source.tie}) ${beyond}
        (${param(after[0])}::text, ${param(after[1])}::bigint)`
    : `${source.telnr} is not null`;
  const unnumbered = `${source.telnr} is null`;
  return `with numbered as materialized (${keysOf(numbered)} offset ${skip} limit ${limit})
    select key from (
      select telnr, key from numbered
      union all
      (${keysOf(unnumbered)}
        offset case when exists (select from numbered) then 0
          else greatest(0, ${skip} - (select count(*) from ${where} and ${numbered})) end
        limit ${limit} - (select count(*) from numbered))
    ) keyed
    order by telnr ${dir} nulls last, key ${dir}`;
}

export async function detailPage<T>(
  db: Queryable,
  kind: DetailKind,
  newsletterId: number,
  request: DetailRequest,
): Promise<DetailPage<T>> {
  if (request.after && !byKey(request)) {
    throw new HttpError(400, 'validation', 'Paging by key needs the number order.', [
      { field: 'after', reason: 'sort' },
    ]);
  }
  const after = request.after ? decodeCursor(request.after, ['string?', 'id']) : undefined;
  const { source, where, params, searched } = selection(kind, newsletterId, request);
  const take = request.take ?? detailListLimits.defaultTake;
  const skip = request.skip ?? 0;
  const paging = [...params];
  const param = (value: unknown) => `$${paging.push(value)}`;
  const order = orderBy(source, request);
  // One row more than the page shows: whether a next page exists.
  const keys = byKey(request)
    ? keyedPageSql(source, where, request, after, param, take + 1)
    : `select ${source.tie} as key from ${where} order by ${order}
       offset ${param(skip)} limit ${param(take + 1)}`;
  // The page's keys first, from the rows alone where the sort and filter allow, then the
  // page's rows with their people.
  const rows = await db.query<Row>(
    `with page as materialized (${keys})
     select ${source.tie}::text as key_id, s.unique_id, s.firstname, s.lastname, ${source.columns}
     from ${source.from} and ${source.tie} in (select key from page)
     order by ${order}`,
    paging,
  );
  const kept = searched ? null : await keptTotal(db, kind, newsletterId, request.filter);
  const totalCount = kept ?? (await countedTotal(db, where, params));
  const toRow = toItem[kind] as (row: Row) => T;
  const last = rows.length > take ? rows[take - 1] : undefined;
  return {
    items: rows.slice(0, take).map(toRow),
    totalCount,
    nextAfter: last && byKey(request) ? encodeCursor([last.telnr, Number(last.key_id)]) : null,
  };
}
