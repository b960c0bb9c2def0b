import type { Queryable } from '../db/database';

/**
 * The job queue the rest of the server uses (ARCHITECTURE.md: long work runs as jobs, never in
 * a request). Jobs live in PostgreSQL, so every server process on one database shares them and
 * each job is claimed by exactly one worker.
 */
export interface JobQueue {
  /**
   * Queues a job for `name` (a worker must be registered for it before `start`). With `tx` the job
   * is written in that transaction: it exists exactly when the caller's own writes commit.
   * Answers the job's id, or null when a `oneWaiting` queue already has a job waiting.
   */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Makes this process's workers of `name` look for jobs now: for a job sent in a transaction,
   * called once it committed (the look at `send` cannot see it yet), so it starts without
   * waiting for the next poll.
   */
  wake(name: string): void;
  /** Registers the handler of `name`'s jobs; call before `start`. */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: WorkerOptions): void;
  /** Creates the queues and starts claiming jobs; sends and drains meanwhile wait for it. */
  start(): Promise<void>;
  /** Stops claiming, waits for the jobs in hand to finish. */
  stop(): Promise<void>;
  /** True once the start succeeded and until the stop begins: this process takes jobs. */
  running(): boolean;
  /**
   * Jobs of this process's queues that are due or in hand, by queue and state (`created`,
   * `retry`, `active`); for the metrics. Jobs sent for later do not count until they are due.
   */
  depth(): Promise<{ queue: string; state: string; count: number }[]>;
  /**
   * Resolves once no job of this process's queues is waiting, retrying or running, for tests
   * and shutdown scripts (jobs sent for later do not count); rejects after `timeoutMs`.
   */
  drain(timeoutMs?: number): Promise<void>;
  /**
   * Work that is about to queue jobs (buffered writes, delayed sends): `drain` awaits it first,
   * so it also covers jobs not queued yet.
   */
  beforeDrain(settle: () => Promise<void>): void;
}

export type JobHandler<Data> = (data: Data, job: { id: string; attempt: number }) => Promise<void>;

export interface SendOptions {
  tx?: Queryable;
  /** Seconds from now before the job may run. */
  startAfterSeconds?: number;
}

export interface WorkerOptions {
  /** Attempts after the first when the handler throws (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled per attempt (default 5). */
  retryDelaySeconds?: number;
  /** How long one run may take before it counts as failed and is retried (default 15 min). */
  expireInSeconds?: number;
  /** Jobs claimed at once by one process (default 10); they run one after another. */
  batchSize?: number;
  /**
   * At most one job waits at a time; sending while one waits does nothing. For jobs that process
   * whatever is pending when they run, so a burst of sends costs one run, not one each.
   */
  oneWaiting?: boolean;
}
