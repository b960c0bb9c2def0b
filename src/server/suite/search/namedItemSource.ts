import type { Right } from '../../../common/rights';
import type { SearchSource } from './searchSources';

/**
 * A source of named items with a status (newsletters, templates): the account's rows whose
 * lower-case name contains the text (a trigram index each), newest change first, each opening
 * the page `path` gives it.
 */
export function namedItemSource(
  table: 'whatsapp_newsletters' | 'whatsapp_templates',
  rights: Right[],
  path: (id: number, status: number) => string,
): SearchSource {
  return {
    rights,
    async search(db, accountId, pattern, limit) {
      const rows = await db.query<{ id: number; name: string; status: number }>(
        `select id, name, status from ${table}
         where account_id = $1 and lower(name) like $2
         order by modified_at desc, id desc limit $3`,
        [accountId, pattern, limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        title: row.name,
        subtitle: null,
        url: path(row.id, row.status),
        status: row.status,
      }));
    },
  };
}
