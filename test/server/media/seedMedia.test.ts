import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { seedDemoMedia } from '../../../src/server/db/seedMedia';
import { createDiskStorage } from '../../../src/server/media/diskStorage';
import { ImageInspector } from '../../../src/server/media/imageInspector';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/** Takes whatever flows in. */
const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('gives each active demo account folders of valid images, once', async () => {
  const storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), 'relay-seed-')));
  await seedDemoMedia(database.db, storage);
  await seedDemoMedia(database.db, storage);
  const perAccount = await database.db.query<{
    account_id: number;
    folders: number;
    assets: number;
    size: string;
    used: string;
  }>(
    `select a.id as account_id,
       (select count(*)::int from media_folders f where f.account_id = a.id) as folders,
       (select count(*)::int from media_assets m where m.account_id = a.id) as assets,
       (select coalesce(sum(size_bytes), 0) from media_assets m where m.account_id = a.id) as size,
       (select coalesce(max(used_bytes), 0) from media_webspace w where w.account_id = a.id) as used
     from accounts a order by a.id`,
  );
  expect(perAccount.map((row) => [row.account_id, row.folders, row.assets])).toEqual([
    [1, 3, 6],
    [2, 3, 6],
    [3, 0, 0],
  ]);
  for (const row of perAccount) expect(Number(row.used)).toBe(Number(row.size));

  const keys = await database.db.query<{ storage_key: string }>(
    'select storage_key from media_assets',
  );
  for (const { storage_key } of keys) {
    const file = await storage.get(storage_key);
    const inspector = new ImageInspector();
    await pipeline(file!.stream, inspector, sink());
    expect(inspector.result()).toMatchObject({ ok: true, kind: 'png', width: 320 });
  }
});
