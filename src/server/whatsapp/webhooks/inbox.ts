import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database, Queryable } from '../../db/database';
import type { JobQueue } from '../../jobs/jobQueue';
import type { IncomingChange } from './envelope';

/**
 * Changes cheap enough to apply on arrival (message statuses: three per message sent, the bulk of
 * the traffic), in the statement that stores the rest of the batch. They are applied instead of
 * stored: no inbox row to write, mark processed and run a job for. So applying one must be
 * idempotent (Meta repeats webhooks, and no stored key dedupes them); everything else is stored
 * and waits for the processing job.
 */
export interface ApplyOnArrival {
  accepts(change: IncomingChange): boolean;
  /**
   * Common table expressions that apply the accepted `changes`, with their parameters, numbered
   * from `firstParam`.
   */
  apply(changes: IncomingChange[], firstParam: number): { ctes: string; params: unknown[] };
}

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
 * Up to `writers` statements run at once (PostgreSQL has connections to spare: while one batch
 * is written the next one need not wait for it); each locks its rows in key order, so two of
 * them, or two servers', wait for each other instead of deadlocking.
 *
 * Changes `onArrival` accepts are applied in the same statement instead of stored: one round trip
 * per batch. When that fails they are stored unprocessed instead, for the job to apply and retry.
 *
 * A stored change is never lost without a job: the processing job takes every unprocessed change,
 * not a list, and it is queued after each write and at every start.
 */
export class WebhookInbox {
  private waiting: Waiting[] = [];
  /**
   * Writers running: each takes batches until none is waiting. Counted down in the same turn as
   * a writer sees nothing waiting (its promise settles later), so a change handed in then
   * starts a writer and never waits unwritten.
   */
  private active = 0;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly kick: () => void,
    private readonly onArrival?: ApplyOnArrival,
    private readonly maxChangesPerWrite = 1000,
    private readonly writers = 1,
  ) {}

  store(changes: IncomingChange[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ changes, resolve, reject });
      if (this.active < this.writers) {
        this.active++;
        const writer = this.writeAll().finally(() => this.writing.delete(writer));
        this.writing.add(writer);
      }
    });
  }

  /** Resolves when everything handed in so far is written (or has failed). */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing);
  }

  private async writeAll(): Promise<void> {
    try {
      // Let the requests already parsed in this turn of the event loop join the first write.
      await nextTurn();
      while (this.waiting.length > 0) {
        const batch = this.takeBatch();
        try {
          const leftForTheJob = await this.write(batch.flatMap((waiting) => waiting.changes));
          for (const waiting of batch) waiting.resolve();
          if (leftForTheJob) this.kick();
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.active--;
    }
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

  /**
   * All of the batch is stored or applied, or none of it. Answers whether any change was left
   * for the processing job.
   */
  private async write(changes: IncomingChange[]): Promise<boolean> {
    const unique = [...new Map(changes.map((change) => [change.dedupeKey, change])).values()];
    const onArrival = this.onArrival;
    if (onArrival) {
      const accepted: IncomingChange[] = [];
      const rest: IncomingChange[] = [];
      for (const change of unique) (onArrival.accepts(change) ? accepted : rest).push(change);
      if (accepted.length > 0) {
        try {
          await storeChanges(this.db, rest, onArrival.apply(accepted, 2));
          return rest.length > 0;
        } catch {
          // Stored unprocessed below; the processing job applies them, with its retries.
        }
      }
    }
    await storeChanges(this.db, unique);
    return true;
  }
}

/**
 * One statement storing `changes` (a key stored before is skipped) and applying `then`'s CTEs.
 * The changes go as one JSON array: one text to clone to PGlite's worker and to parse, where
 * arrays of values cost escaping and cloning each value. Their ids are drawn in their order (the
 * processing job goes by id), and the rows are inserted in key order: an insert waits for another
 * statement's uncommitted row of the same key, so two statements (of two writers or servers)
 * inserting the same repeated changes in opposite orders would each wait for the other.
 */
async function storeChanges(
  db: Queryable,
  changes: IncomingChange[],
  then?: { ctes: string; params: unknown[] },
): Promise<void> {
  const rows = changes.map((change) => ({
    key: change.dedupeKey,
    waba_id: change.wabaId,
    field: change.field,
    value: change.value,
  }));
  await db.query(
    `with incoming as materialized (
       select nextval('whatsapp_webhook_changes_id_seq'::regclass) as id, c.*
         from rows from (jsonb_to_recordset($1::jsonb)
             as (key text, waba_id text, field text, value jsonb))
           with ordinality as c (key, waba_id, field, value, n)
         order by n
     ),
     stored as (
       insert into whatsapp_webhook_changes (id, dedupe_key, waba_id, field, value)
       select id, key, waba_id, field, value from incoming order by key
       on conflict (dedupe_key) do nothing
       returning dedupe_key
     )${then ? `, ${then.ctes}` : ''}
     select count(*) from stored`,
    [JSON.stringify(rows), ...(then?.params ?? [])],
    // The same text for every batch, thousands of times a second under load.
    { prepared: true },
  );
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
