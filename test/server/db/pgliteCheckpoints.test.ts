/**
 * The embedded PGlite has no checkpointer: its worker checkpoints once enough log was written
 * (pgliteCheckpoints.ts), so the log does not grow without end and its files are reused.
 */
import { checkpointAfterBytes } from '../../../src/server/db/pgliteCheckpoints';
import { openPglite, type EmbeddedDatabase } from '../../../src/server/db/pglite';

// PGlite only, whatever DATABASE_URL says: the PostgreSQL run (`npm run test:pg`) would repeat
// it unchanged.
const onPglite = process.env.DATABASE_URL ? it.skip : it;

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(() => db.close());

const logSinceCheckpoint = async () =>
  (
    await db.query<{ bytes: number }>(
      'select (pg_current_wal_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()',
    )
  )[0].bytes;

onPglite('checkpoints within seconds once more log than its threshold was written', async () => {
  await db.query('create table filler (id bigserial primary key, body text)');
  // About 4.5 MB of log a statement.
  while ((await logSinceCheckpoint()) < checkpointAfterBytes * 1.25) {
    await db.query(
      `insert into filler (body) select repeat(md5(g::text), 10) from generate_series(1, 10000) g`,
    );
  }
  const deadline = Date.now() + 5_000;
  while ((await logSinceCheckpoint()) >= checkpointAfterBytes && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await logSinceCheckpoint()).toBeLessThan(checkpointAfterBytes);
});
