import type { SearchHit, SearchSourceName } from '../../../common/search';
import { SUBSCRIBER_SEARCH_PATH } from '../../../common/search';
import type { Queryable } from '../../db/database';
import type { SearchSource } from './searchSources';

interface NamedRow {
  id: number | string;
  name: string;
  status: number;
  detail: Date | string | null;
}

/** A suite table searched by `lower(name)` (trigram index of migration 011). */
function namedTable(
  table: 'suite_email_campaigns' | 'suite_sms_campaigns' | 'suite_events',
  dateColumn: string,
): SearchSource['search'] {
  return async (db, accountId, pattern, limit) => {
    const rows = await db.query<NamedRow>(
      `select id, name, status, ${dateColumn} as detail from ${table}
       where account_id = $1 and lower(name) like $2
       limit $3`,
      [accountId, pattern, limit],
    );
    return rows
      .map<SearchHit>((row) => ({
        id: String(row.id),
        title: row.name,
        subtitle: null,
        ...(row.detail !== null && { date: new Date(row.detail).toISOString() }),
        status: row.status,
        // Their editors live outside Relay.
        url: null,
      }))
      .sort((a, b) => a.title.localeCompare(b.title, 'de'));
  };
}

async function searchSubscribers(
  db: Queryable,
  accountId: number,
  pattern: string,
  limit: number,
): Promise<SearchHit[]> {
  // No ORDER BY: the trigram index finds the first matches without reading all of them.
  const rows = await db.query<{
    unique_id: string;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    telnr: string | null;
  }>(
    `select unique_id, firstname, lastname, email, telnr from subscribers
     where account_id = $1 and search_text like $2
     limit $3`,
    [accountId, pattern, limit],
  );
  return rows.map((row) => {
    const name = [row.firstname, row.lastname].filter(Boolean).join(' ');
    const contact = [row.email, row.telnr].filter(Boolean).join(' · ');
    return {
      id: row.unique_id,
      title: name || contact,
      subtitle: name ? contact || null : null,
      url: `${SUBSCRIBER_SEARCH_PATH}?search=${encodeURIComponent(row.email ?? row.telnr ?? name)}`,
    };
  });
}

/** The suite's sources: subscribers, email and SMS campaigns, events. */
export const suiteSearchSources = {
  subscribers: { rights: ['Subscriber.View'], search: searchSubscribers },
  emailCampaigns: {
    rights: ['Campaigns.View'],
    search: namedTable('suite_email_campaigns', 'send_date'),
  },
  smsCampaigns: {
    rights: ['SmsCampaigns.View'],
    search: namedTable('suite_sms_campaigns', 'send_date'),
  },
  events: { rights: ['Events.View'], search: namedTable('suite_events', 'start_date') },
} satisfies Partial<Record<SearchSourceName, SearchSource>>;
