import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { seedDemoData } from '../../src/server/db/seed';

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
  /**
   * Another connection to the same database, as a second server process would have: a pool of
   * its own on PostgreSQL; on PGlite (one connection per process) the same database. Closed by
   * `drop`.
   */
  connectAgain(): Database;
}

/**
 * A migrated database with the demo data, of the test's own: in-memory PGlite by default, or a
 * freshly created database on the PostgreSQL server of DATABASE_URL (dropped at the end), so
 * nothing left by another run or suite can change a result.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let drop: () => Promise<void>;
  let connectAgain: () => Database = () => db;
  const others: Database[] = [];
  if (serverUrl) {
    const name = `relay_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = openPostgres(url.toString());
    connectAgain = () => {
      const other = openPostgres(url.toString());
      others.push(other);
      return other;
    };
    drop = async () => {
      for (const other of others) await other.close();
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    db = await openPglite();
    drop = () => db.close();
  }
  await migrate(db);
  await seedDemoData(db);
  return { db, drop, connectAgain: () => connectAgain() };
}
