/**
 * Background work sized by time rather than by rows. On the embedded PGlite (one connection) a
 * request that needs the connection waits for the background statement or transaction that has
 * it, so each should hold it a few milliseconds only, whatever the rows cost on this machine and
 * at this size of the tables: each batch gets as many rows as the last ones took that long.
 */
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
