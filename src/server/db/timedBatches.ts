/**
 * Background work sized by time rather than by rows. On the embedded PGlite (one connection) a
 * request that needs the connection waits for the background statement or transaction that has
 * it, so each should hold it a few milliseconds only, whatever the rows cost on this machine and
 * at this size of the tables: each batch gets as many rows as the last ones took that long.
 */
import type { Database, Queryable } from './database';

export interface BatchTiming {
  /** The milliseconds a batch should take. */
  targetMs: number;
  /** Rows of the first batch, and the bounds of any. */
  first: number;
  min: number;
  max: number;
}

export class TimedBatches {
  private rows: number;

  constructor(private readonly timing: BatchTiming) {
    this.rows = timing.first;
  }

  /** The rows the next batch should take. */
  get size(): number {
    return this.rows;
  }

  /** Learns from a batch of `rows` rows that took `ms` milliseconds. */
  took(rows: number, ms: number): void {
    if (rows <= 0) return;
    const { targetMs, min, max } = this.timing;
    const fitting = ms > 0 ? (rows * targetMs) / ms : max;
    // At most double at a time: one quick batch (a cache, a pause elsewhere) is no promise.
    this.rows = Math.round(Math.max(min, Math.min(max, fitting, this.rows * 2)));
  }

  /** Runs `work`, a batch of `rows` rows, and learns from its time. */
  async time<T>(rows: number, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    this.took(rows, performance.now() - started);
    return result;
  }
}

/**
 * Runs `chunk` over a set in id order, each chunk starting after the last id of the one before
 * and sized by time, in a transaction of its own with bitmap scans off: PGlite never renews its
 * statistics, and planned for a few rows a chunk took every remaining row of the set from a
 * bitmap and sorted them; in id order from the index it reads its own. Ends after the chunk that
 * found no row (`last` null); `each` takes every chunk's row.
 */
export async function inIdChunks<Row extends { last: string | null }>(
  db: Database,
  timing: BatchTiming,
  chunk: (tx: Queryable, after: string, size: number) => Promise<Row>,
  each: (row: Row) => void,
): Promise<void> {
  const chunks = new TimedBatches(timing);
  let after = '0';
  for (;;) {
    const size = chunks.size;
    const row = await chunks.time(size, () =>
      db.transaction(async (tx) => {
        await tx.query('set local enable_bitmapscan = off');
        return chunk(tx, after, size);
      }),
    );
    each(row);
    if (row.last === null) return;
    after = row.last;
  }
}
