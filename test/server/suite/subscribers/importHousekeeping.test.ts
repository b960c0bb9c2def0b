/**
 * Import housekeeping (issue 21): an import whose process stopped stamping its heartbeat is
 * rolled back (rows, rejections and file gone, state failed), a live one is left alone, and an
 * upload never started is removed with its file after a day.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../../../src/server/db/database';
import { createDiskStorage } from '../../../../src/server/media/diskStorage';
import type { MediaStorage } from '../../../../src/server/media/storage';
import {
  removeUnstartedUploads,
  rollBackInterruptedImports,
} from '../../../../src/server/suite/subscribers/import/importHousekeeping';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

let test: TestDatabase;
let db: Database;
let dir: string;
let storage: MediaStorage;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  dir = mkdtempSync(path.join(tmpdir(), 'relay-imports-'));
  storage = createDiskStorage(dir);
});
afterAll(async () => {
  await test?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function anImport(state: string, age: string, heartbeat: string | null) {
  const key = `1/${state}-${String(Math.random()).slice(2)}.csv`;
  const file = path.join(dir, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'a;b\n');
  const [row] = await db.query<{ id: number }>(
    `insert into subscriber_imports (account_id, file_name, file_key, delimiter, headers, state,
       created_at, heartbeat_at, rows_done, imported)
     values (1, 'k.csv', $1, ';', '[]', $2, now() - $3::interval,
       now() - $4::interval, 1, 1) returning id`,
    [key, state, age, heartbeat],
  );
  await db.query(
    `insert into subscribers (account_id, import_id, lastname, telnr)
     values (1, $1::int, 'Import', '+4915100000' || $1::text)`,
    [row.id],
  );
  await db.query(
    `insert into subscriber_import_rejections (import_id, line, reason, field, row_values)
     values ($1, 2, 'invalidPhone', 'telnr', '[]')`,
    [row.id],
  );
  return { id: row.id, file };
}

const stateOf = async (id: number) =>
  (await db.query<{ state: string }>('select state from subscriber_imports where id = $1', [id]))[0]
    ?.state;
const rowsOf = async (id: number) =>
  (await db.query('select 1 from subscribers where import_id = $1', [id])).length +
  (await db.query('select 1 from subscriber_import_rejections where import_id = $1', [id])).length;

it('rolls back an import that went silent and leaves a live one alone', async () => {
  const dead = await anImport('running', '5 minutes', '1 minute');
  const live = await anImport('running', '5 minutes', '1 second');
  expect(await rollBackInterruptedImports(db, storage, 20)).toBe(1);
  expect(await stateOf(dead.id)).toBe('failed');
  expect(await rowsOf(dead.id)).toBe(0);
  expect(existsSync(dead.file)).toBe(false);
  expect(await stateOf(live.id)).toBe('running');
  expect(await rowsOf(live.id)).toBe(2);
  expect(existsSync(live.file)).toBe(true);
});

it('removes uploads never started after a day, with their files', async () => {
  const old = await anImport('uploaded', '25 hours', null);
  const fresh = await anImport('uploaded', '1 hour', null);
  await db.query('delete from subscribers where import_id = any($1::int[])', [[old.id, fresh.id]]);
  expect(await removeUnstartedUploads(db, storage, 24)).toBe(1);
  expect(await stateOf(old.id)).toBeUndefined();
  expect(existsSync(old.file)).toBe(false);
  expect(await stateOf(fresh.id)).toBe('uploaded');
  expect(existsSync(fresh.file)).toBe(true);
});
