/** Newsletters in the global search: found by part of the name, shown with their status. */
import { newsletterPath, type NewsletterStatus } from '../../../common/newsletters';
import type { SearchSource } from '../../suite/search';

export const newsletterSearchSource: SearchSource = {
  rights: ['WhatsAppCampaigns.View'],
  async search(db, accountId, pattern, limit) {
    const rows = await db.query<{ id: number; name: string; status: NewsletterStatus }>(
      `select id, name, status from whatsapp_newsletters
       where account_id = $1 and lower(name) like $2
       order by modified_at desc, id desc limit $3`,
      [accountId, pattern, limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      title: row.name,
      subtitle: null,
      url: newsletterPath(row.id, row.status),
      status: row.status,
    }));
  },
};
