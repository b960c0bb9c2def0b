import type { Database, Queryable } from '../db/database';

export interface ThrottleSettings {
  /** Failures of one user name within `lockSeconds` before its sign-in is refused. */
  maxFailures: number;
  /** Failures from one client address (any user names) within `lockSeconds`. */
  maxFailuresPerAddress: number;
  lockSeconds: number;
}

/** Seconds until the oldest of the `max` latest failures of this key leaves the window. */
async function waitFor(
  tx: Queryable,
  column: 'username' | 'address',
  value: string,
  max: number,
  lockSeconds: number,
): Promise<number> {
  const [row] = await tx.query<{ failures: number; wait: number | null }>(
    `select count(*)::int as failures,
       ceil(extract(epoch from (min(failed_at) + make_interval(secs => $2)) - now()))::int as wait
     from (select failed_at from signin_failures
           where ${column} = $1 and failed_at > now() - make_interval(secs => $2)
           order by failed_at desc limit $3) recent`,
    [value, lockSeconds, max],
  );
  return row.failures >= max ? Math.max(1, row.wait ?? 1) : 0;
}

/**
 * Password guessing is slowed per user name and per client address: after too many failures
 * within `lockSeconds`, sign-in is refused until the oldest of them is that old. The attempt is
 * counted as a failure before its password is checked, under a lock per user name and per
 * address, so parallel attempts cannot all pass the check at once: each takes a place or is
 * refused. A success clears the user name's failures (`clearFailures`), not the address's.
 * Answers the seconds left to wait (refused; nothing recorded), or 0 when the try may go on.
 */
export async function reserveAttempt(
  db: Database,
  username: string,
  address: string,
  settings: ThrottleSettings,
): Promise<number> {
  const name = username.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Always in this order (user name, then address), so two attempts never wait on each other.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`signin:user:${name}`]);
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`signin:address:${address}`]);
    const wait = Math.max(
      await waitFor(tx, 'username', name, settings.maxFailures, settings.lockSeconds),
      await waitFor(tx, 'address', address, settings.maxFailuresPerAddress, settings.lockSeconds),
    );
    if (wait > 0) return wait;
    await tx.query('insert into signin_failures (username, address) values ($1, $2)', [
      name,
      address,
    ]);
    await tx.query(`delete from signin_failures where failed_at < now() - interval '1 day'`);
    return 0;
  });
}

export async function clearFailures(db: Queryable, username: string): Promise<void> {
  await db.query('delete from signin_failures where username = lower($1)', [username.trim()]);
}
