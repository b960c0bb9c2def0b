/**
 * Rate-limit counters shared by every server process on one PostgreSQL, counted in memory and
 * added to the shared table (rate_limits, migration 041) in one statement per flush (issue 24):
 * a call no longer waits for an upsert per limit.
 *
 * The bound: a process decides on the shared count as of its last flush plus its own hits since.
 * A process that counts a hit flushes within `flushMs` (100 ms), so the hits of other processes
 * it does not yet know are at most those they took in the last flush interval (or since the last
 * time this process counted that key, which its next flush brings up to date). A limit of `max`
 * per window thus lets through at most `max` plus what the other processes took in one flush
 * interval; within one process the count is exact. Windows are fixed per key and start with the
 * key's first hit; the table's window is the one every process adopts at its flush.
 */
import type { Queryable } from '../../db/database';

/** How long counted hits wait before they are added to the shared table. */
export const flushMs = 100;
/** Expired rows of the table are deleted every this many flushes. */
const sweepEvery = 500;
/**
 * Keys kept in memory past a flush at most (a flood from many addresses): beyond it, the keys with
 * nothing pending are let go after the flush. A key let go counts from its next hit again and
 * takes the shared count back at the next flush: the same bound as a process that never saw it.
 */
const keptKeys = 100_000;

interface Count {
  /** The key's hits in the table as of this process's last flush (its own included). */
  shared: number;
  /** Hits counted here and not yet added to the table (in flight ones included). */
  pending: number;
  /** When the key's window ends (this process's clock). */
  resetsAt: number;
  windowMs: number;
}

export class SharedRateCounts {
  private readonly counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private flushes = 0;
  private closed = false;

  constructor(
    private readonly db: Queryable,
    private readonly wait = flushMs,
    private readonly maxKeys = keptKeys,
  ) {}

  /** How many keys this process keeps counts of (for tests). */
  get keys(): number {
    return this.counts.size;
  }

  /** Counts a hit: the key's hits in its window as this process knows them, and the window's rest. */
  hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.resetsAt <= now) {
      // A new window; hits still pending for the old one belonged to a window that is over.
      count = { shared: 0, pending: 0, resetsAt: now + windowMs, windowMs };
      this.counts.set(key, count);
    }
    count.pending++;
    this.schedule();
    return { current: count.shared + count.pending, ttl: count.resetsAt - now };
  }

  /** Adds the pending hits to the table and takes the shared counts back (tests call it too). */
  async flush(): Promise<void> {
    // One flush at a time: a second would add the in-flight hits again.
    while (this.flushing) await this.flushing;
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Stops the timer and adds what is pending (the server closes). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }

  private schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A failed flush keeps its hits pending; the next hit schedules another try.
      void this.flush().catch(() => undefined);
    }, this.wait);
    this.timer.unref();
  }

  private async flushOnce(): Promise<void> {
    const now = Date.now();
    const sent: [string, Count, number][] = [];
    for (const [key, count] of this.counts) {
      if (count.pending > 0) sent.push([key, count, count.pending]);
      else if (count.resetsAt <= now) this.counts.delete(key);
    }
    if (sent.length === 0) return;
    // Sorted by key: two processes' flushes lock their rows in one order, never in a cycle.
    sent.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (++this.flushes % sweepEvery === 0) {
      void this.db.query('delete from rate_limits where resets_at < now()').catch(() => undefined);
    }
    // clock_timestamp(), not now(): now() is when the statement's transaction began, which for
    // one that waited on another's row lock lies before that other's window start.
    const rows = await this.db.query<{ key: string; hits: number; ttl: number }>(
      `insert into rate_limits as r (key, hits, resets_at)
       select key, hits, clock_timestamp() + make_interval(secs => window_ms / 1000)
       from unnest($1::text[], $2::int[], $3::float8[]) with ordinality
         as counted (key, hits, window_ms, position)
       order by position
       on conflict (key) do update set
         hits = case when r.resets_at <= clock_timestamp() then excluded.hits
           else r.hits + excluded.hits end,
         resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at
           else r.resets_at end
       returning key, hits, ceil(extract(epoch from resets_at - clock_timestamp()) * 1000)::int as ttl`,
      [sent.map(([key]) => key), sent.map(([, , n]) => n), sent.map(([, count]) => count.windowMs)],
    );
    const answered = Date.now();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [key, count, n] of sent) {
      const row = byKey.get(key);
      // A window that ended here meanwhile started a new count: the answer is for the old one.
      if (!row || this.counts.get(key) !== count) continue;
      count.pending -= n;
      count.shared = row.hits;
      count.resetsAt = answered + Math.min(count.windowMs, Math.max(0, row.ttl));
    }
    if (this.counts.size > this.maxKeys) {
      for (const [key, count] of this.counts) if (count.pending === 0) this.counts.delete(key);
    }
  }
}
