/**
 * The template list (`POST template/templates`): one page in the requested order, the count of
 * every date group and the total over the whole filtered list. Archived templates show only when
 * the status filter asks for them. Sorts and the account filter run on the table's indexes.
 */
import {
  groupBoundaries,
  TemplateStatus,
  type TemplateGroup,
  type TemplateListEntry,
  type TemplateListQuery,
  type TemplateListResult,
} from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { activeDoiProcess } from '../doubleOptIn/activeProcess';
import { iso, type TemplateRow } from './store';
import { templateWarningsOf } from './warnings';

const orderBy: Record<TemplateListQuery['sort'], (dir: string) => string> = {
  name: (dir) => `lower(t.name) ${dir}`,
  status: (dir) => `t.status ${dir}, t.modified_at desc, t.id desc`,
  createdAt: (dir) => `t.created_at ${dir}, t.id ${dir}`,
  updatedAt: (dir) => `t.modified_at ${dir}, t.id ${dir}`,
};

type ListRow = Pick<
  TemplateRow,
  | 'id'
  | 'name'
  | 'description'
  | 'language'
  | 'status'
  | 'quality'
  | 'rejection_reason'
  | 'created_at'
  | 'modified_at'
  | 'creator'
  | 'modifier'
  | 'body_text'
  | 'footer_text'
  | 'buttons'
>;

export async function listTemplates(
  tx: Queryable,
  accountId: number,
  query: TemplateListQuery,
  now = new Date(),
): Promise<TemplateListResult> {
  const params: unknown[] = [accountId];
  const where = ['t.account_id = $1'];
  const { status, languages, users } = query.filters;
  if (status.length > 0) {
    params.push(status);
    where.push(`t.status = any($${params.length}::smallint[])`);
  } else {
    where.push(`t.status <> ${TemplateStatus.archive}`);
  }
  if (languages.length > 0) {
    params.push(languages);
    where.push(`t.language = any($${params.length}::text[])`);
  }
  if (users.length > 0) {
    params.push(users);
    where.push(`t.created_by = any($${params.length}::int[])`);
  }
  const filter = where.join(' and ');
  const dateColumn = query.sort === 'createdAt' ? 't.created_at' : 't.modified_at';
  const bounds = groupBoundaries(now, query.utcOffsetMinutes);
  const at = params.length;
  const [counts] = await tx.query<Record<TemplateGroup | 'total', number>>(
    `select count(*)::int as total,
       count(*) filter (where ${dateColumn} >= $${at + 1})::int as "today",
       count(*) filter (where ${dateColumn} >= $${at + 2} and ${dateColumn} < $${at + 1})::int as "thisWeek",
       count(*) filter (where ${dateColumn} >= $${at + 3} and ${dateColumn} < $${at + 2})::int as "thisMonth",
       count(*) filter (where ${dateColumn} < $${at + 3})::int as "older"
     from whatsapp_templates t where ${filter}`,
    [...params, bounds.today, bounds.week, bounds.month],
  );
  const rows = await tx.query<ListRow>(
    `select t.id, t.name, t.description, t.language, t.status, t.quality, t.rejection_reason,
       t.created_at, t.modified_at, t.body_text, t.footer_text, t.buttons,
       nullif(trim(c.given_name || ' ' || c.family_name), '') as creator,
       nullif(trim(m.given_name || ' ' || m.family_name), '') as modifier
     from whatsapp_templates t
       left join users c on c.id = t.created_by left join users m on m.id = t.modified_by
     where ${filter}
     order by ${orderBy[query.sort](query.descending ? 'desc' : 'asc')}
     limit $${at + 1} offset $${at + 2}`,
    [...params, query.take, query.skip],
  );
  const optOutKeyword = (await activeDoiProcess(tx, accountId))?.optOutKeyword ?? null;
  const templates: TemplateListEntry[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    language: row.language,
    status: row.status,
    quality: row.quality,
    rejectionReason: row.rejection_reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.modified_at),
    creator: row.creator,
    modifier: row.modifier,
    warnings: templateWarningsOf(row, optOutKeyword),
  }));
  const { total, ...groups } = counts;
  return { templates, templatesGroupCount: groups, totalCount: total };
}
