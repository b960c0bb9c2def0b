/**
 * A store for @fastify/rate-limit whose counters are shared by every server process on one
 * PostgreSQL, so a limit holds across an installation's processes: hits are counted in memory
 * and added to the table in batches (sharedCounts.ts, which states the bound). Every limiter's
 * store (a child per limit) counts into the same batch.
 */
import type { SharedRateCounts } from './sharedCounts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export class PostgresRateStore {
  constructor(
    private readonly counts: SharedRateCounts,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    callback(null, this.counts.hit(`${this.prefix}${key}`, timeWindow));
  }

  /** A route's own limit counts under its own keys. */
  child(options: { routeInfo: { method?: string; url?: string } }): PostgresRateStore {
    const { method = '', url = '' } = options.routeInfo;
    return new PostgresRateStore(this.counts, `${this.prefix}${method}${url}:`);
  }
}
