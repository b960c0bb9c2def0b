import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPgliteWith } from '../../src/server/db/pglite';
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
 * nothing left by another run or suite can change a result. With `onDisk`, PGlite keeps its files
 * in that directory, as `npm start` does (`DATA_DIR/pglite`): a bench that times requests
 * against a running write needs it, since the in-memory file system copies a whole file as it
 * grows (an import's 100-row insert then took up to 100 ms instead of 8-27 ms on disk).
 */
export async function createTestDatabase(options: { onDisk?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let db: Database;
  let drop: () => Promise<void>;
  let connectAgain: () => Database = () => db;
  const others: Database[] = [];
  if (serverUrl) {
    const name = `relay_test_${randomBytes(6).toString('hex')}`;
    const template = await postgresTemplate(serverUrl);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
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
    db = await openPgliteWith({
      loadDataDirFile: await pgliteTemplate(),
      ...(options.onDisk && { dataDir: options.onDisk }),
    });
    drop = () => db.close();
  }
  return { db, drop, connectAgain: () => connectAgain() };
}

const root = path.join(__dirname, '../..');
const sourceDirs = ['src/server', 'src/common'].map((dir) => path.join(root, dir));
let sourceHashOnce: string | undefined;

/**
 * PGlite's data directory right after the migrations and the demo seed, as a tar file. Built once
 * per version of the server's source and kept in the temp directory, so the suites' hundreds of
 * test databases skip initdb, the migrations and the seed: they took most of a test database's
 * set-up time. The file name carries a hash of the source, so any change builds it afresh.
 * Checkpointed first, it needs only the WAL segment of the checkpoint: the others (48 of its
 * 90 MB) are left out, as every test database would read, unpack and copy them.
 */
async function pgliteTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `relay-test-db-${sourceHash()}.tar`);
  if (!existsSync(file)) {
    const db = await openPgliteWith({});
    await migrate(db);
    await seedDemoData(db);
    await db.exec('checkpoint');
    const [{ segment }] = await db.query<{ segment: string }>(
      'select pg_walfile_name(redo_lsn) as segment from pg_control_checkpoint()',
    );
    const dump = withoutWalSegmentsBut(segment, await db.dumpDataDir());
    await db.close();
    // Written under a name of its own first: a parallel jest worker never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return file;
}

/**
 * The tar `archive` without the WAL segment files (pg_wal/<24 hex digits>) other than `keep`.
 * A tar is a row of 512-byte blocks: each entry's header (name at 0, size in octal at 124) and
 * then its data padded to whole blocks; two empty blocks end it.
 */
function withoutWalSegmentsBut(keep: string, archive: Uint8Array): Buffer {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= bytes.length && bytes[offset] !== 0) {
    const field = (start: number, length: number) =>
      bytes.toString('latin1', offset + start, offset + start + length).replace(/\0.*$/s, '');
    const name = field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (!segment || segment === keep) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

/**
 * The same for PostgreSQL: a database migrated and seeded once per version of the source, which
 * each test database is created from as a template (a file copy on the server).
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `relay_template_${sourceHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount;
    if (await exists()) return template;
    // One jest worker builds it while the others wait for the lock.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    if (!(await exists())) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const db = openPostgres(url.toString());
      await migrate(db);
      await seedDemoData(db);
      await db.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    return template;
  } finally {
    await admin.end();
  }
}

function sourceHash(): string {
  if (sourceHashOnce) return sourceHashOnce;
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const addDir = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) addDir(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  sourceDirs.forEach(addDir);
  sourceHashOnce = hash.digest('hex').slice(0, 16);
  return sourceHashOnce;
}
