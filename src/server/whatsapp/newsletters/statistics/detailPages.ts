/**
 * One page of a statistics detail list: filtered, searched, sorted, skipped and taken (take -1:
 * all). Without a search the total comes from the kept counts (delivery) or the newsletter's
 * own figures, so a page of a million-message newsletter reads only its own rows.
 */
import type {
  DeliveryDetail,
  DeliveryFilter,
  DeliveryState,
  DetailPage,
  DetailQuery,
  ReactionDetail,
  ReactionType,
  RecipientStatisticDetail,
} from '../../../../common/statistics';
import type { ExclusionReason } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
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
  if (kind !== 'delivery') return null;
  const c = await keptCounts(db, newsletterId);
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

export async function detailPage<T>(
  db: Queryable,
  kind: DetailKind,
  newsletterId: number,
  request: DetailRequest,
): Promise<DetailPage<T>> {
  const { source, where, params, searched } = selection(kind, newsletterId, request);
  const paging = [...params, request.skip ?? 0];
  const take = request.take ?? -1;
  let limit = '';
  if (take >= 0) {
    paging.push(take);
    limit = `limit $${paging.length}`;
  }
  // The page's keys first, from the rows alone where the sort and filter allow, then the 100
  // rows with their people.
  const order = orderBy(source, request);
  const rows = await db.query<Row>(
    `with page as (
       select ${source.tie} as key from ${where} order by ${order}
       offset $${params.length + 1} ${limit})
     select s.unique_id, s.firstname, s.lastname, ${source.columns}
     from ${source.from} and ${source.tie} in (select key from page)
     order by ${order}`,
    paging,
  );
  const kept = searched ? null : await keptTotal(db, kind, newsletterId, request.filter);
  const totalCount = kept ?? (await countedTotal(db, where, params));
  const toRow = toItem[kind] as (row: Row) => T;
  return { items: rows.map(toRow), totalCount };
}
