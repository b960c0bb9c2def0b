import type { Database } from '../../src/server/db/database';

export const millionSubscribers = 1_000_000;

/**
 * The account Nordlicht Reisen with a group of 1,000,000 subscribers in a realistic mix of
 * numbers (1 % shared, 2 % missing), languages, DOI states and deactivated ones, loaded in bulk
 * as a restore would (the search index built after), then vacuumed as autovacuum would
 * (statistics and the visibility map for index-only scans). Used by the benches over deep groups.
 */
export async function loadMillionGroup(
  db: Database,
): Promise<{ accountId: number; profile: { id: number; unique_id: string } }> {
  const [account] = await db.query<{ id: number }>(
    `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
  );
  await db.query('drop index subscribers_search');
  await db.query(
    `insert into subscribers (account_id, firstname, telnr, telnr_valid, culture, doi_status,
       deactivated)
     select $1, 'P' || i,
       case when i % 50 = 0 then null else '+49151' || lpad((i - i % 97 / 96)::text, 8, '0') end,
       i % 211 <> 0,
       case when i % 10 < 8 then 'de-DE' else 'en-GB' end,
       (array['confirmed','confirmed','confirmed','unknown','pending','optedOut'])[1 + i % 6],
       i % 301 = 0
     from generate_series(1, $2::int) as i`,
    [account.id, millionSubscribers],
  );
  await db.query(
    'create index subscribers_search on subscribers using gin (search_text gin_trgm_ops)',
  );
  const [profile] = await db.query<{ id: number; unique_id: string }>(
    `insert into profiles (account_id, name) values ($1, 'Eine Million') returning id, unique_id`,
    [account.id],
  );
  await db.query(
    `insert into profile_subscribers (profile_id, subscriber_id)
     select $1, id from subscribers where account_id = $2`,
    [profile.id, account.id],
  );
  await db.query('vacuum analyze subscribers');
  await db.query('vacuum analyze profile_subscribers');
  return { accountId: account.id, profile };
}
