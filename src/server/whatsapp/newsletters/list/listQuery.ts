/**
 * The newsletter list (`POST newsletter/newsletters`): one page in the requested order, the count
 * of every date group and the total over the whole filtered list. Archived newsletters show only
 * when the status filter asks for them (as the template list does). Progress is counted for the
 * page's sending rows only; a Sent one keeps the counts written when its distribution finished.
 */
import {
  NewsletterStatus,
  type NewsletterListEntry,
  type NewsletterListQuery,
  type NewsletterListResult,
} from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { dateGroupCounts, listFilter, type ListTable } from '../../listSql';
import { iso } from '../../templates/store';

export const newsletterList: ListTable = {
  table: 'whatsapp_newsletters',
  alias: 'n',
  languageColumn: 'culture',
  archiveStatus: NewsletterStatus.archive,
};

const orderBy: Record<NewsletterListQuery['sort'], (dir: string) => string> = {
  name: (dir) => `lower(n.name) ${dir}, n.id ${dir}`,
  status: (dir) => `n.status ${dir}, n.modified_at desc, n.id desc`,
  createdAt: (dir) => `n.created_at ${dir}, n.id ${dir}`,
  updatedAt: (dir) => `n.modified_at ${dir}, n.id ${dir}`,
};

interface ListRow {
  id: number;
  name: string;
  description: string;
  status: NewsletterStatus;
  culture: string;
  template_name: string | null;
  profile_name: string | null;
  send_date: Date | null;
  created_at: Date;
  modified_at: Date;
  creator: string | null;
  modifier: string | null;
  total_count: number;
  sent: number;
}

const withProgress: readonly NewsletterStatus[] = [
  NewsletterStatus.planned,
  NewsletterStatus.active,
  NewsletterStatus.sent,
  NewsletterStatus.stopped,
];

export async function listNewsletters(
  tx: Queryable,
  accountId: number,
  query: NewsletterListQuery,
  now = new Date(),
): Promise<NewsletterListResult> {
  const selection = listFilter(newsletterList, accountId, query.filters);
  const { filter, params } = selection;
  const counts = await dateGroupCounts(tx, newsletterList, selection, query, now);
  const at = params.length;
  const rows = await tx.query<ListRow>(
    `select n.id, n.name, n.description, n.status, n.culture, t.name as template_name,
       p.name as profile_name, n.send_date, n.created_at, n.modified_at, n.total_count,
       case when n.status = ${NewsletterStatus.active}
         then (select count(*)::int from whatsapp_newsletter_recipients r
               where r.newsletter_id = n.id and r.state = 'sent')
         else n.sent_count end as sent,
       nullif(trim(c.given_name || ' ' || c.family_name), '') as creator,
       nullif(trim(m.given_name || ' ' || m.family_name), '') as modifier
     from whatsapp_newsletters n
       left join whatsapp_templates t on t.id = n.template_id and t.account_id = n.account_id
       left join profiles p on p.id = n.profile_id
       left join users c on c.id = n.created_by left join users m on m.id = n.modified_by
     where ${filter}
     order by ${orderBy[query.sort](query.descending ? 'desc' : 'asc')}
     limit $${at + 1} offset $${at + 2}`,
    [...params, query.take, query.skip],
  );
  const newsletters: NewsletterListEntry[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    culture: row.culture,
    templateName: row.template_name,
    profileName: row.profile_name,
    sendDate: row.send_date ? iso(row.send_date) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.modified_at),
    creator: row.creator,
    modifier: row.modifier,
    progress: withProgress.includes(row.status)
      ? { sent: row.sent, totalCount: row.total_count }
      : null,
  }));
  return { newsletters, newslettersGroupCount: counts.groups, totalCount: counts.total };
}
