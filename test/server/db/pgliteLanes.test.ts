/**
 * The embedded PGlite is one connection: when it comes free, a request's statement waiting goes
 * before background work (sending, imports) that was queued earlier (pgliteWorker.ts).
 */
import { openPglite, type EmbeddedDatabase } from '../../../src/server/db/pglite';

// PGlite only, whatever DATABASE_URL says: the PostgreSQL run (`npm run test:pg`) would repeat
// it unchanged.
const onPglite = process.env.DATABASE_URL ? it.skip : it;

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(() => db.close());

onPglite('runs a waiting foreground statement before background work queued earlier', async () => {
  const order: string[] = [];
  let began!: () => void;
  const inside = new Promise<void>((resolve) => (began = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A background transaction has the connection while the others queue.
  const holding = db.background.transaction(async (tx) => {
    await tx.query('select 1');
    began();
    await held;
  });
  await inside;
  const queued = [
    db.background.query(`select 'b1' as n`).then(() => order.push('background 1')),
    db.background
      .transaction((tx) => tx.query(`select 'b2' as n`))
      .then(() => order.push('background 2')),
    db.query(`select 'f' as n`).then(() => order.push('foreground')),
  ];
  release();
  await Promise.all([holding, ...queued]);
  expect(order).toEqual(['foreground', 'background 1', 'background 2']);
});

onPglite('gives a background statement the connection when no request waits', async () => {
  const [row] = await db.background.query<{ n: number }>('select 41 + 1 as n');
  expect(row.n).toBe(42);
});

onPglite('does not zero-fill new WAL files, which held a commit for up to 140 ms', async () => {
  const [row] = await db.query<{ wal_init_zero: string }>('show wal_init_zero');
  expect(row.wal_init_zero).toBe('off');
  const [background] = await db.background.query<{ wal_init_zero: string }>('show wal_init_zero');
  expect(background.wal_init_zero).toBe('off');
});
