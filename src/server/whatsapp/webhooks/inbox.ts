import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/jobQueue';
import type { IncomingChange } from './envelope';

interface Waiting {
  changes: IncomingChange[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Stores webhook changes once, then asks for their processing (`kick`). Requests that arrive
 * while a write is running are written together by the next one (group commit): under load one
 * statement carries many requests — the embedded PGlite has one connection — and each request is
 * answered only after its own changes are stored. Duplicates (same dedupe key) are skipped.
 *
 * A stored change is never lost without a job: the processing job takes every unprocessed change,
 * not a list, and it is queued after each write and at every start.
 */
export class WebhookInbox {
  private waiting: Waiting[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly kick: () => void,
    private readonly maxChangesPerWrite = 1000,
  ) {}

  store(changes: IncomingChange[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ changes, resolve, reject });
      this.writing ??= this.writeAll();
    });
  }

  /** Resolves when everything handed in so far is written (or has failed). */
  async settled(): Promise<void> {
    await this.writing;
  }

  private async writeAll(): Promise<void> {
    // Let the requests already parsed in this turn of the event loop join the first write.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      const batch = this.takeBatch();
      try {
        await this.write(batch.flatMap((waiting) => waiting.changes));
        for (const waiting of batch) waiting.resolve();
        this.kick();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.writing = undefined;
  }

  private takeBatch(): Waiting[] {
    let count = 0;
    let size = 0;
    while (size < this.waiting.length && (size === 0 || count < this.maxChangesPerWrite)) {
      count += this.waiting[size].changes.length;
      size++;
    }
    return this.waiting.splice(0, size);
  }

  /** One statement: all of the batch is stored, or none of it. */
  private async write(changes: IncomingChange[]): Promise<void> {
    const unique = [...new Map(changes.map((change) => [change.dedupeKey, change])).values()];
    await this.db.query(
      `insert into whatsapp_webhook_changes (dedupe_key, waba_id, field, value)
       select key, waba_id, field, value::jsonb
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as c (key, waba_id, field, value)
       on conflict (dedupe_key) do nothing`,
      [
        unique.map((change) => change.dedupeKey),
        unique.map((change) => change.wabaId),
        unique.map((change) => change.field),
        unique.map((change) => JSON.stringify(change.value)),
      ],
    );
  }
}

/**
 * Queues the processing job after stored changes, at most once per `intervalMs` from this
 * process: under load one run then takes a large batch instead of many runs taking a few changes
 * each (each run costs pg-boss several statements on the same single PGlite connection). A kick
 * while a send is running sends once more after it, so no stored change is left without a run
 * after it. The queue keeps at most one job waiting anyway (`oneWaiting`).
 */
export function kicker(
  jobs: JobQueue,
  name: string,
  onError: (error: unknown) => void,
  intervalMs = 200,
) {
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> | undefined;
  let again = false;
  let last = 0;
  const send = async () => {
    try {
      await jobs.send(name, {});
    } catch (error) {
      onError(error);
    }
  };
  const schedule = () => {
    timer = setTimeout(
      () => {
        timer = undefined;
        sending = send().finally(() => {
          sending = undefined;
          last = Date.now();
          if (again) {
            again = false;
            schedule();
          }
        });
      },
      Math.max(0, last + intervalMs - Date.now()),
    );
  };
  return {
    kick(): void {
      if (timer) return;
      if (sending) again = true;
      else schedule();
    },
    /** Resolves once every kick so far has queued its job (tests, shutdown). */
    async settled(): Promise<void> {
      while (timer || sending) {
        if (timer) {
          clearTimeout(timer);
          timer = undefined;
          sending = send().finally(() => (sending = undefined));
        }
        await sending;
      }
    },
  };
}
