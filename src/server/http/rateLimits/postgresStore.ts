/**
 * A store for @fastify/rate-limit whose counters live in PostgreSQL, so a limit holds across
 * every server process of an installation: one atomic upsert per hit (a fixed window per key).
 * Expired rows are swept now and then by the same store.
 */
import type { Queryable } from '../../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const sweepEvery = 1000;

export class PostgresRateStore {
  private hits = 0;

  constructor(
    private readonly db: Queryable,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.increment(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** A route's own limit counts under its own keys. */
  child(options: { routeInfo: { method?: string; url?: string } }): PostgresRateStore {
    const { method = '', url = '' } = options.routeInfo;
    return new PostgresRateStore(this.db, `${this.prefix}${method}${url}:`);
  }

  private async increment(key: string, windowMs: number) {
    if (++this.hits % sweepEvery === 0) {
      void this.db.query('delete from rate_limits where resets_at < now()').catch(() => undefined);
    }
    // clock_timestamp(), not now(): now() is when the statement's transaction began, which for
    // one that waited on another's row lock lies before that other's window start.
    const [row] = await this.db.query<{ hits: number; ttl: number }>(
      `insert into rate_limits as r (key, hits, resets_at)
       values ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
       on conflict (key) do update set
         hits = case when r.resets_at <= clock_timestamp() then 1 else r.hits + 1 end,
         resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at
           else r.resets_at end
       returning hits, ceil(extract(epoch from resets_at - clock_timestamp()) * 1000)::int as ttl`,
      [key, windowMs],
    );
    return { current: row.hits, ttl: Math.min(windowMs, Math.max(0, row.ttl)) };
  }
}
