/** Templates in the global search: found by part of the name, shown with their status. */
import type { TemplateStatus } from '../../../common/templates';
import type { SearchSource } from '../../suite/search';

export const templateSearchSource: SearchSource = {
  rights: ['WhatsAppTemplates.View'],
  async search(db, accountId, pattern, limit) {
    const rows = await db.query<{ id: number; name: string; status: TemplateStatus }>(
      `select id, name, status from whatsapp_templates
       where account_id = $1 and lower(name) like $2
       order by modified_at desc, id desc limit $3`,
      [accountId, pattern, limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      title: row.name,
      subtitle: null,
      url: `/WhatsApp/Templates/Edit/${row.id}`,
      status: row.status,
    }));
  },
};
