/**
 * The template list (`POST template/templates`): one page in the requested order, the count of
 * every date group and the total over the whole filtered list. Archived templates show only when
 * the status filter asks for them. Sorts and the account filter run on the table's indexes.
 */
import {
  TemplateStatus,
  type TemplateListEntry,
  type TemplateListQuery,
  type TemplateListResult,
} from '../../../common/templates';
import type { Queryable } from '../../db/database';
import { activeDoiProcess } from '../doubleOptIn/activeProcess';
import { dateGroupCounts, listFilter, type ListTable } from '../listSql';
import { iso, type TemplateRow } from './store';
import { templateWarningsOf } from './warnings';

export const templateList: ListTable = {
  table: 'whatsapp_templates',
  alias: 't',
  languageColumn: 'language',
  archiveStatus: TemplateStatus.archive,
};

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
  const selection = listFilter(templateList, accountId, query.filters);
  const { filter, params } = selection;
  const counts = await dateGroupCounts(tx, templateList, selection, query, now);
  const at = params.length;
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
  return { templates, templatesGroupCount: counts.groups, totalCount: counts.total };
}
