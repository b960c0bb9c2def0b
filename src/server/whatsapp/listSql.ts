/**
 * What the template list and the newsletter list share (spec section 7): the filters by status,
 * language and creator (archived rows only when the status filter asks for them), the counts
 * per date group, and the filter choices.
 */
import { groupBoundaries, type TemplateGroup } from '../../common/templates';
import type { Queryable } from '../db/database';

export interface ListTable {
  table: 'whatsapp_templates' | 'whatsapp_newsletters';
  alias: 't' | 'n';
  /** The column the language filter reads. */
  languageColumn: 'language' | 'culture';
  archiveStatus: number;
}

export interface ListFilterValues {
  status: number[];
  languages: string[];
  users: number[];
}

/** The `where` of the account's filtered list over `alias`, with its parameters ($1: account). */
export function listFilter(list: ListTable, accountId: number, filters: ListFilterValues) {
  const { alias: a } = list;
  const params: unknown[] = [accountId];
  const where = [`${a}.account_id = $1`];
  if (filters.status.length > 0) {
    params.push(filters.status);
    where.push(`${a}.status = any($${params.length}::smallint[])`);
  } else {
    where.push(`${a}.status <> ${list.archiveStatus}`);
  }
  if (filters.languages.length > 0) {
    params.push(filters.languages);
    where.push(`${a}.${list.languageColumn} = any($${params.length}::text[])`);
  }
  if (filters.users.length > 0) {
    params.push(filters.users);
    where.push(`${a}.created_by = any($${params.length}::int[])`);
  }
  return { filter: where.join(' and '), params };
}

/**
 * The whole filtered list's total and its count per date group (today, this week, this month,
 * older in the user's time zone) of the date the list sorts by: creation, else modification.
 */
export async function dateGroupCounts(
  tx: Queryable,
  list: ListTable,
  { filter, params }: { filter: string; params: unknown[] },
  query: { sort: string; utcOffsetMinutes: number },
  now: Date,
): Promise<{ total: number; groups: Record<TemplateGroup, number> }> {
  const dateColumn = `${list.alias}.${query.sort === 'createdAt' ? 'created_at' : 'modified_at'}`;
  const bounds = groupBoundaries(now, query.utcOffsetMinutes);
  const at = params.length;
  const [{ total, ...groups }] = await tx.query<Record<TemplateGroup | 'total', number>>(
    `select count(*)::int as total,
       count(*) filter (where ${dateColumn} >= $${at + 1})::int as "today",
       count(*) filter (where ${dateColumn} >= $${at + 2} and ${dateColumn} < $${at + 1})::int as "thisWeek",
       count(*) filter (where ${dateColumn} >= $${at + 3} and ${dateColumn} < $${at + 2})::int as "thisMonth",
       count(*) filter (where ${dateColumn} < $${at + 3})::int as "older"
     from ${list.table} ${list.alias} where ${filter}`,
    [...params, bounds.today, bounds.week, bounds.month],
  );
  return { total, groups };
}

/**
 * The creators, languages and statuses the account's rows have: the filter choices. One
 * statement: on the embedded PGlite each statement of a request can wait behind a background
 * turn (an import's batch), so a light call should have few.
 */
export async function filterChoices(db: Queryable, list: ListTable, accountId: number) {
  const [choices] = await db.query<{
    users: { id: number; name: string | null }[];
    languages: string[] | null;
    status: number[] | null;
  }>(
    `select
       (select coalesce(json_agg(json_build_object('id', u.id,
            'name', nullif(trim(u.given_name || ' ' || u.family_name), ''))
            order by lower(u.given_name), lower(u.family_name)), '[]')
          from users u where u.id in (select created_by from ${list.table}
            where account_id = $1 and created_by is not null)) as users,
       array_agg(distinct ${list.languageColumn} order by ${list.languageColumn}) as languages,
       array_agg(distinct status order by status) as status
     from ${list.table} where account_id = $1`,
    [accountId],
  );
  return { users: choices.users, languages: choices.languages ?? [], status: choices.status ?? [] };
}

export const filterChoicesSchema = {
  type: 'object',
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
      },
    },
    languages: { type: 'array', items: { type: 'string' } },
    status: { type: 'array', items: { type: 'integer' } },
  },
} as const;
