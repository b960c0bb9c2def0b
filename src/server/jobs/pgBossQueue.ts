/**
 * The job queue on pg-boss 10 (its tables in the `pgboss` schema, made and migrated by pg-boss
 * itself at start). pg-boss stores jobs, retries them with backoff, expires jobs of a crashed
 * process so they run again, and archives finished ones; our JobWorker claims them. Chosen over a
 * table of our own after a probe: it runs on PGlite through our database layer (bossDatabase.ts),
 * starts in tens of milliseconds, and its fetch claims with FOR UPDATE SKIP LOCKED, so several
 * server processes on one PostgreSQL split the jobs and each job runs once.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { bossDatabase, bossTransaction } from './bossDatabase';
import type { JobHandler, JobQueue, SendOptions, WorkerOptions } from './jobQueue';
import { JobWorker } from './jobWorker';

export interface PgBossQueueOptions {
  /** Milliseconds between looks for jobs sent by other processes and for due retries. */
  idlePollMs?: number;
  onError?: (error: unknown, context: { queue: string; jobId?: string }) => void;
}

interface Registration {
  handler: JobHandler<object>;
  options: Required<WorkerOptions>;
}

const defaults: Required<WorkerOptions> = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
  batchSize: 10,
  oneWaiting: false,
};

export function createPgBossQueue(db: Database, options: PgBossQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: bossDatabase(db),
    // No cron schedules yet; delayed jobs use startAfter.
    schedule: false,
    maintenanceIntervalSeconds: 60,
  });
  const onError = options.onError ?? ((error: unknown) => console.error('Job queue error:', error));
  boss.on('error', (error) => onError(error, { queue: 'pg-boss' }));
  const registrations = new Map<string, Registration>();
  const workers: JobWorker<object>[] = [];
  const settlers: (() => Promise<void>)[] = [];
  let started = false;
  /** The start in progress or done: sends, drains and the stop wait for it. */
  let starting: Promise<void> | undefined;
  /** Started without error and not stopping (readiness). */
  let taking = false;

  /**
   * One look per poll interval for all queues (jobs other processes sent, due retries, delayed
   * jobs), waking only the idle workers whose queue has a job due. A fetch per worker per
   * interval cost the database a statement per queue a second, and on PGlite each takes its one
   * connection for milliseconds, in the way of the requests (issue 24: webhooks).
   */
  const pollMs = options.idlePollMs ?? 1000;
  let pollTimer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  const wakeDueWorkers = async () => {
    try {
      const due = await db.query<{ name: string }>(
        `select distinct name from pgboss.job
         where name = any($1::text[]) and state < 'active' and start_after < now()`,
        [workers.map((worker) => worker.queue)],
      );
      const names = new Set(due.map((row) => row.name));
      for (const worker of workers) if (!worker.busy && names.has(worker.queue)) worker.notify();
    } catch (error) {
      onError(error, { queue: 'pg-boss' });
    }
  };
  const pollDue = () => {
    pollTimer = setTimeout(() => {
      polling = wakeDueWorkers().finally(() => {
        polling = undefined;
        if (taking) pollDue();
      });
    }, pollMs);
  };

  /** Jobs due or in hand; jobs first sent for later (periodic work) are not pending yet. */
  const pendingJobs = async (): Promise<number> => {
    const [{ count }] = await db.query<{ count: number }>(
      `select count(*)::int as count from pgboss.job
       where name = any($1::text[]) and state < 'completed'
         and not (state = 'created' and start_after > now())`,
      [[...registrations.keys()]],
    );
    return count;
  };

  return {
    async send(name, data, sendOptions: SendOptions = {}) {
      if (!registrations.has(name)) throw new Error(`No worker is registered for job "${name}"`);
      await starting;
      const id = await boss.send(name, data, {
        ...(sendOptions.tx && { db: bossTransaction(sendOptions.tx) }),
        ...(sendOptions.startAfterSeconds && { startAfter: sendOptions.startAfterSeconds }),
      });
      // The job may sit in an uncommitted transaction still; the worker looks now and at its next
      // poll, whichever finds it.
      if (!sendOptions.startAfterSeconds) {
        for (const worker of workers) if (worker.queue === name) worker.notify();
      }
      return id;
    },

    wake(name) {
      for (const worker of workers) if (worker.queue === name) worker.notify();
    },

    work(name, handler, workerOptions = {}) {
      if (started) throw new Error(`Register the worker of "${name}" before the queue starts`);
      registrations.set(name, {
        handler: handler as JobHandler<object>,
        options: { ...defaults, ...workerOptions },
      });
    },

    start() {
      if (started) return starting ?? Promise.resolve();
      started = true;
      starting = startWorkers().then(() => {
        taking = started;
        if (taking) pollDue();
      });
      return starting;
    },

    running: () => taking,

    async depth() {
      return db.query<{ queue: string; state: string; count: number }>(
        `select name as queue, state::text as state, count(*)::int as count from pgboss.job
         where name = any($1::text[]) and state < 'completed'
           and not (state = 'created' and start_after > now())
         group by name, state order by name, state`,
        [[...registrations.keys()]],
      );
    },

    async stop() {
      taking = false;
      if (!started) return;
      await starting?.catch(() => undefined);
      // A start that finished meanwhile set it again.
      taking = false;
      clearTimeout(pollTimer);
      await polling;
      await Promise.all(workers.map((worker) => worker.stop()));
      workers.length = 0;
      await boss.stop({ graceful: false, close: false, wait: true });
      started = false;
      starting = undefined;
    },

    beforeDrain(settle) {
      settlers.push(settle);
    },

    async drain(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      await starting;
      for (const settle of settlers) await settle();
      for (;;) {
        const idle = workers.every((worker) => !worker.busy);
        const pending = await pendingJobs();
        if (idle && pending === 0) return;
        // Wake the workers for due jobs (a retry whose delay has passed) rather than wait for
        // their poll, but only while jobs wait: a wake with nothing to do still costs each worker
        // a look, and on a loaded machine looks that overlap the check kept a worker busy forever.
        if (pending > 0) for (const worker of workers) worker.notify();
        if (Date.now() > deadline) {
          throw new Error(`Jobs still pending after ${timeoutMs} ms: ${await pendingJobs()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };

  async function startWorkers() {
    await boss.start();
    // One read of the queues instead of a create and an update per queue at every start: on
    // PGlite each statement costs milliseconds, and the start runs beside the first answers.
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const [name, { handler, options: queue }] of registrations) {
      const settings = {
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        // pg-boss makes a backoff delay at least one second; 0 means retry at once.
        retryBackoff: queue.retryDelaySeconds > 0,
        expireInSeconds: queue.expireInSeconds,
      };
      // 'short': pg-boss keeps at most one job of the queue in the created state.
      const policy = queue.oneWaiting ? ('short' as const) : ('standard' as const);
      const stored = existing.get(name);
      if (!stored) await boss.createQueue(name, { name, policy, ...settings });
      else if (!sameSettings(stored, { policy, ...settings })) {
        // An existing queue keeps its settings unless they are updated.
        await boss.updateQueue(name, { name, policy, ...settings });
      }
      const worker = new JobWorker(boss, name, handler, {
        batchSize: queue.batchSize,
        // The shared look above wakes it; its own look is a fallback only.
        idlePollMs: pollMs * 30,
        onError,
      });
      workers.push(worker);
      worker.start();
    }
  }
}

type QueueSettings = Pick<
  PgBoss.QueueResult,
  'policy' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

function sameSettings(stored: QueueSettings, wanted: QueueSettings): boolean {
  return (
    stored.policy === wanted.policy &&
    stored.retryLimit === wanted.retryLimit &&
    stored.retryDelay === wanted.retryDelay &&
    stored.retryBackoff === wanted.retryBackoff &&
    stored.expireInSeconds === wanted.expireInSeconds
  );
}
