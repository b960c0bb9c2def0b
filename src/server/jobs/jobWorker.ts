import type PgBoss from 'pg-boss';
import type { JobHandler } from './jobQueue';

export interface JobWorkerOptions {
  batchSize: number;
  /** Milliseconds between looks for work when idle (jobs sent by other processes, retries). */
  idlePollMs: number;
  onError: (error: unknown, context: { queue: string; jobId?: string }) => void;
}

/**
 * Claims jobs of one queue through pg-boss (`fetch` uses FOR UPDATE SKIP LOCKED, so two processes
 * never claim the same job) and runs them one by one. Our own loop rather than pg-boss's `work`:
 * it claims again at once while jobs are waiting (pg-boss waits a polling interval after every
 * batch), wakes at once for jobs this process sends, awaits the completion writes before it
 * reports being idle, and fails only the job whose handler threw, not its whole batch.
 */
export class JobWorker<Data extends object> {
  private stopping = false;
  private wake: (() => void) | undefined;
  /** A notify that came while a batch was in hand: look again before idling. */
  private notified = false;
  private loop: Promise<void> | undefined;
  /** True while claimed jobs are in hand. */
  busy = false;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: JobHandler<Data>,
    private readonly options: JobWorkerOptions,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Looks for work now instead of at the next poll. */
  notify(): void {
    this.notified = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.notify();
    await this.loop;
  }

  private async run(): Promise<void> {
    // The first look waits for a poll interval or a send: a starting server leaves its database
    // to the first requests (on PGlite one statement at a time) rather than to seven empty looks.
    await this.idle();
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.runBatch();
      } catch (error) {
        this.options.onError(error, { queue: this.queue });
      }
      if (claimed === 0 && !this.stopping) await this.idle();
    }
  }

  private async runBatch(): Promise<number> {
    this.busy = true;
    this.notified = false;
    try {
      const jobs = await this.boss.fetch<Data>(this.queue, {
        batchSize: this.options.batchSize,
        includeMetadata: true,
      });
      const done: string[] = [];
      for (const job of jobs) {
        try {
          await this.handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
          done.push(job.id);
        } catch (error) {
          this.options.onError(error, { queue: this.queue, jobId: job.id });
          const message = error instanceof Error ? error.message : String(error);
          await this.boss.fail(this.queue, job.id, { message });
        }
      }
      if (done.length > 0) await this.boss.complete(this.queue, done);
      return jobs.length;
    } finally {
      this.busy = false;
    }
  }

  private idle(): Promise<void> {
    if (this.notified) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.options.idlePollMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
    });
  }
}
