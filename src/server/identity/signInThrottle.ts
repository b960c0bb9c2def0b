import type { Queryable } from '../db/database';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

/**
 * Password guessing is slowed per user name: after `maxFailures` failed sign-ins within
 * `lockSeconds`, sign-in is refused until the oldest of them is that old.
 * Answers the seconds left to wait, or 0 when a try is allowed.
 */
export async function secondsUntilAllowed(
  db: Queryable,
  username: string,
  settings: ThrottleSettings,
): Promise<number> {
  const [row] = await db.query<{ failures: number; wait: number | null }>(
    `select count(*)::int as failures,
       ceil(extract(epoch from (min(failed_at) + make_interval(secs => $2)) - now()))::int as wait
     from (select failed_at from signin_failures
           where username = lower($1) and failed_at > now() - make_interval(secs => $2)
           order by failed_at desc limit $3) recent`,
    [username, settings.lockSeconds, settings.maxFailures],
  );
  return row.failures >= settings.maxFailures ? Math.max(1, row.wait ?? 1) : 0;
}

export async function recordFailure(db: Queryable, username: string): Promise<void> {
  await db.query('insert into signin_failures (username) values (lower($1))', [username]);
  await db.query(`delete from signin_failures where failed_at < now() - interval '1 day'`);
}

export async function clearFailures(db: Queryable, username: string): Promise<void> {
  await db.query('delete from signin_failures where username = lower($1)', [username]);
}
