import pg from 'pg';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';
import type { TestDatabase } from '../support/testDatabase';

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

/**
 * For working on the benches over the million group: a database kept between runs, named by
 * BENCH_KEEP_DATABASE on DATABASE_URL's server, so a run skips the minutes of loading. The first
 * run creates it (migrated, seeded) and loads the group; later ones migrate it (new migrations)
 * and find the group there. Closing it keeps it; `dropdb NAME` ends it. Unset: undefined, and a
 * bench runs on a database of its own as always.
 */
export async function keptBenchDatabase(): Promise<TestDatabase | undefined> {
  const name = process.env.BENCH_KEEP_DATABASE;
  const serverUrl = process.env.DATABASE_URL;
  if (!name) return undefined;
  if (!serverUrl || !/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error('BENCH_KEEP_DATABASE needs DATABASE_URL and a plain database name');
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrate(db);
  if (!exists) await seedDemoData(db);
  return { db, drop: () => db.close(), connectAgain: () => db };
}

/** The million group of a kept database, loaded on its first run. */
export async function keptMillionGroup(
  db: Database,
): Promise<{ accountId: number; profile: { id: number; unique_id: string } }> {
  const [kept] = await db.query<{ account_id: number; id: number; unique_id: string }>(
    `select p.account_id, p.id, p.unique_id from profiles p join accounts a on a.id = p.account_id
     where a.name = 'Nordlicht Reisen GmbH' and p.name = 'Eine Million'`,
  );
  if (!kept) return loadMillionGroup(db);
  return { accountId: kept.account_id, profile: { id: kept.id, unique_id: kept.unique_id } };
}
