/**
 * The job queue on the test database (PGlite, or PostgreSQL with `npm run test:pg`): jobs run
 * once, failures are retried, and two queues on one database (two server processes) split the
 * jobs without running any twice.
 */
import type { JobQueue } from '../../../src/server/jobs/jobQueue';
import { createPgBossQueue } from '../../../src/server/jobs/pgBossQueue';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let database: TestDatabase;
const queues: JobQueue[] = [];

function queue(db = database.db, idlePollMs = 50): JobQueue {
  const created = createPgBossQueue(db, { idlePollMs, onError: () => undefined });
  queues.push(created);
  return created;
}

// One database for the file (each test uses queues of its own): making one takes seconds.
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
});
afterAll(() => database.drop());

it('runs a job once with its data', async () => {
  const jobs = queue();
  const seen: { data: object; attempt: number }[] = [];
  jobs.work<{ n: number }>('test.once', async (data, job) => {
    seen.push({ data, attempt: job.attempt });
  });
  await jobs.start();
  await jobs.send('test.once', { n: 7 });
  await jobs.drain();
  expect(seen).toEqual([{ data: { n: 7 }, attempt: 1 }]);
});

it('retries a failing job until it succeeds, and gives up after its retry limit', async () => {
  const jobs = queue();
  const attempts: Record<string, number[]> = { flaky: [], broken: [] };
  jobs.work<{ kind: 'flaky' | 'broken' }>(
    'test.retry',
    async (data, job) => {
      attempts[data.kind].push(job.attempt);
      if (data.kind === 'broken' || job.attempt < 3) throw new Error(`attempt ${job.attempt}`);
    },
    { retryLimit: 3, retryDelaySeconds: 0 },
  );
  await jobs.start();
  await jobs.send('test.retry', { kind: 'flaky' });
  await jobs.send('test.retry', { kind: 'broken' });
  await jobs.drain();
  expect(attempts.flaky).toEqual([1, 2, 3]);
  expect(attempts.broken).toEqual([1, 2, 3, 4]);
});

it('writes a job with the caller’s transaction: rolled back, it never runs', async () => {
  const jobs = queue();
  const seen: number[] = [];
  jobs.work<{ n: number }>('test.tx', async (data) => {
    seen.push(data.n);
  });
  await jobs.start();
  await expect(
    database.db.transaction(async (tx) => {
      await jobs.send('test.tx', { n: 1 }, { tx });
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await database.db.transaction((tx) => jobs.send('test.tx', { n: 2 }, { tx }));
  await jobs.drain();
  expect(seen).toEqual([2]);
});

it('runs a job sent in a transaction as soon as it is woken after the commit', async () => {
  // Polls every ten minutes, longer than a test may last: only the wake can start the job.
  const jobs = queue(database.db, 600_000);
  let ran!: (n: number) => void;
  const run = new Promise<number>((resolve) => (ran = resolve));
  jobs.work<{ n: number }>('test.wake', async (data) => ran(data.n));
  await jobs.start();
  await database.db.transaction(async (tx) => {
    await jobs.send('test.wake', { n: 3 }, { tx });
    // The transaction goes on after the send, so the look the send starts misses the job.
    await tx.query('select pg_sleep(0.2)');
  });
  jobs.wake('test.wake');
  await expect(run).resolves.toBe(3);
});

it('refuses a job nobody works on', async () => {
  const jobs = queue();
  await jobs.start();
  await expect(jobs.send('test.nobody', {})).rejects.toThrow('No worker');
});

it('splits jobs between two processes on one database and runs each once', async () => {
  const runs = new Map<number, string[]>();
  const handler = (who: string) => async (data: { n: number }) => {
    runs.set(data.n, [...(runs.get(data.n) ?? []), who]);
    // Long enough that the other worker claims jobs meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2));
  };
  const first = queue();
  const second = queue(database.connectAgain());
  first.work('test.split', handler('first'), { batchSize: 2 });
  second.work('test.split', handler('second'), { batchSize: 2 });
  await first.start();
  await second.start();
  const count = 120;
  for (let n = 0; n < count; n++) await first.send('test.split', { n });
  await Promise.all([first.drain(20_000), second.drain(20_000)]);
  expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
  expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
  const byFirst = [...runs.values()].filter(([who]) => who === 'first').length;
  expect(byFirst).toBeGreaterThan(0);
  expect(byFirst).toBeLessThan(count);
});

it('keeps at most one job waiting in a oneWaiting queue', async () => {
  const jobs = queue();
  let runs = 0;
  let release!: () => void;
  const blocked = new Promise<void>((resolve) => (release = resolve));
  jobs.work(
    'test.one-waiting',
    async () => {
      runs++;
      if (runs === 1) await blocked;
    },
    { oneWaiting: true },
  );
  await jobs.start();
  expect(await jobs.send('test.one-waiting', {})).toEqual(expect.any(String));
  while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  // The first job runs; of three more sends, one waits and two are dropped.
  const sent = [];
  for (let i = 0; i < 3; i++) sent.push(await jobs.send('test.one-waiting', {}));
  expect(sent.filter((id) => id !== null)).toHaveLength(1);
  release();
  await jobs.drain();
  expect(runs).toBe(2);
});

it('keeps a queue made by an earlier start and updates it only when its settings changed', async () => {
  const settings = () =>
    database.db.query<{ retry_limit: number; policy: string; updated_on: Date }>(
      `select retry_limit, policy, updated_on from pgboss.queue where name = 'test.settings'`,
    );
  const start = async (retryLimit: number) => {
    const jobs = queue();
    jobs.work('test.settings', async () => undefined, { retryLimit, oneWaiting: true });
    await jobs.start();
    await jobs.stop();
  };
  await start(3);
  const [made] = await settings();
  expect(made).toMatchObject({ retry_limit: 3, policy: 'short' });
  await start(3);
  expect(await settings()).toEqual([made]);
  await start(7);
  expect(await settings()).toEqual([expect.objectContaining({ retry_limit: 7, policy: 'short' })]);
});

it('looks for due jobs of all its queues in one statement, and fetches only where one is due', async () => {
  const statements: string[] = [];
  const inner = database.db;
  const counted = {
    ...inner,
    kind: inner.kind,
    query: (sql: string, params?: unknown[]) => {
      statements.push(sql);
      return inner.query(sql, params);
    },
    transaction: inner.transaction.bind(inner),
    exec: inner.exec.bind(inner),
    close: inner.close.bind(inner),
  } as typeof inner;
  const jobs = queue(counted, 200);
  const ran: string[] = [];
  for (const name of ['test.poll.a', 'test.poll.b', 'test.poll.c']) {
    jobs.work(name, async () => void ran.push(name));
  }
  await jobs.start();
  const dueLooks = () => statements.filter((sql) => sql.includes('select distinct name')).length;
  const fetches = () => statements.filter((sql) => /WITH next as/i.test(sql)).length;
  while (dueLooks() < 3) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetches()).toBe(0);
  // A delayed job wakes no worker when sent: the shared look finds it once it is due.
  await jobs.send('test.poll.b', {}, { startAfterSeconds: 1 });
  while (ran.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(ran).toEqual(['test.poll.b']);
});
