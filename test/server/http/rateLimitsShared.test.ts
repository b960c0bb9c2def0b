/**
 * The rate-limit counts shared by server processes on one database (issue 24): each process
 * counts in memory and adds its hits to the table in a flush; after the flushes the processes'
 * counts add up, and a limit the processes pass together refuses the next call. Two counts over
 * one database stand for two processes (on PostgreSQL with DATABASE_URL, as in production).
 */
import type { Database } from '../../../src/server/db/database';
import { PostgresRateStore } from '../../../src/server/http/rateLimits/postgresStore';
import { SharedRateCounts } from '../../../src/server/http/rateLimits/sharedCounts';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let database: TestDatabase;
let db: Database;
const opened: SharedRateCounts[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  for (const counts of opened) await counts.close();
  await database?.drop();
});

/** A process's counts; the long wait keeps its timer out of the test (it flushes by hand). */
const aProcess = (connection: Database = db) => {
  const counts = new SharedRateCounts(connection, 60_000);
  opened.push(counts);
  return counts;
};
const minute = 60_000;
const hitsOf = async (key: string) =>
  (await db.query<{ hits: number }>('select hits from rate_limits where key = $1', [key]))[0]?.hits;

it('counts in memory and adds two processes’ hits up in the table at their flushes', async () => {
  const first = aProcess();
  const second = aProcess(database.connectAgain());
  const key = 'address:203.0.113.1';
  expect([1, 2, 3].map(() => first.hit(key, minute).current)).toEqual([1, 2, 3]);
  expect([1, 2, 3, 4].map(() => second.hit(key, minute).current)).toEqual([1, 2, 3, 4]);
  expect(await hitsOf(key)).toBeUndefined();

  await first.flush();
  await second.flush();
  expect(await hitsOf(key)).toBe(7);
  // The second flushed last and knows both; the first learns at its next flush.
  expect(second.hit(key, minute).current).toBe(8);
  expect(first.hit(key, minute).current).toBe(4);
  await first.flush();
  expect(first.hit(key, minute).current).toBe(9);
  await second.flush();
  expect(await hitsOf(key)).toBe(9);
  await first.flush();
  expect(await hitsOf(key)).toBe(10);
});

it('adds up racing flushes of many processes exactly', async () => {
  const processes = [aProcess(), aProcess(database.connectAgain()), aProcess()];
  const key = 'token:racing';
  for (let i = 0; i < 30; i++) processes[i % 3].hit(key, minute);
  await Promise.all(processes.map((counts) => counts.flush()));
  expect(await hitsOf(key)).toBe(30);
  // Hits while a flush is under way are kept for the next one, never counted twice.
  const [one] = processes;
  one.hit(key, minute);
  const flushing = one.flush();
  one.hit(key, minute);
  await flushing;
  expect(await hitsOf(key)).toBe(31);
  await one.flush();
  expect(await hitsOf(key)).toBe(32);
});

it('refuses the call past a limit the processes reach together, with the window’s rest', async () => {
  const limit = 5;
  const stores = [new PostgresRateStore(aProcess()), new PostgresRateStore(aProcess())];
  const counts = opened.slice(-2);
  const incr = (store: PostgresRateStore) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        'token:together',
        (error, result) => (error ? reject(error) : resolve(result!)),
        minute,
      ),
    );
  for (let i = 0; i < 3; i++) expect((await incr(stores[0])).current).toBeLessThanOrEqual(limit);
  for (let i = 0; i < 3; i++) expect((await incr(stores[1])).current).toBeLessThanOrEqual(limit);
  await counts[0].flush();
  await counts[1].flush();
  const refused = await incr(stores[1]);
  expect(refused.current).toBeGreaterThan(limit);
  expect(refused.ttl).toBeGreaterThan(0);
  expect(refused.ttl).toBeLessThanOrEqual(minute);
});

it('flushes on its own after the wait, and what is pending when the server closes', async () => {
  const timed = new SharedRateCounts(db, 20);
  opened.push(timed);
  timed.hit('address:timed', minute);
  timed.hit('address:timed', minute);
  // The flush comes by itself; polled here, never timed.
  while ((await hitsOf('address:timed')) !== 2) await new Promise((r) => setTimeout(r, 10));

  const closing = aProcess();
  closing.hit('address:closing', minute);
  await closing.close();
  expect(await hitsOf('address:closing')).toBe(1);
});

it('starts a new window once the table’s window is over', async () => {
  const short = aProcess();
  short.hit('address:short', 50);
  await short.flush();
  await db.query(`update rate_limits set resets_at = now() - interval '1 second' where key = $1`, [
    'address:short',
  ]);
  const other = aProcess();
  other.hit('address:short', 50);
  await other.flush();
  expect(await hitsOf('address:short')).toBe(1);
});

it('lets go of the keys past its bound after a flush, and takes their count back at the next', async () => {
  const bounded = new SharedRateCounts(db, 60_000, 2);
  opened.push(bounded);
  for (const key of ['address:a', 'address:b', 'address:c']) bounded.hit(key, minute);
  bounded.hit('address:a', minute);
  await bounded.flush();
  expect(bounded.keys).toBe(0);
  // Counted from 1 again until the flush brings the shared count back.
  expect(bounded.hit('address:a', minute).current).toBe(1);
  await bounded.flush();
  expect(bounded.hit('address:a', minute).current).toBe(4);
});
