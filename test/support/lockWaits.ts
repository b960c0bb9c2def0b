/**
 * For the PostgreSQL tests of two statements at once: a third connection holds rows (or a key)
 * so the statements under test are both midway, waiting for them, before it lets go. Polled,
 * never timed.
 */
import type { Database, Queryable } from '../../src/server/db/database';

/** Statements of this database waiting for a lock right now. */
export async function waitingForLocks(watcher: Queryable): Promise<number> {
  const [{ waiting }] = await watcher.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return waiting;
}

/**
 * Resolves once at least `count` statements wait for a lock, or once `unless` has settled (work
 * that did not have to wait, as it would without the behaviour under test).
 */
export async function untilWaitingForLocks(
  watcher: Queryable,
  count: number,
  unless?: Promise<unknown>,
): Promise<void> {
  let settled = false;
  void unless?.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled && (await waitingForLocks(watcher)) < count) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

class RolledBack extends Error {}

/**
 * Runs `lock` in a transaction of `db` and keeps the transaction open; resolves once `lock` has
 * run. `release` ends it: committed, or rolled back with `rollBack`.
 */
export async function holdLocks(
  db: Database,
  lock: (tx: Queryable) => Promise<unknown>,
  options: { rollBack?: boolean } = {},
): Promise<{ release(): Promise<void> }> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const ended = db
    .transaction(async (tx) => {
      await lock(tx);
      holding();
      await released;
      if (options.rollBack) throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  // A failing `lock` ends the transaction at once: its error, not a wait forever.
  await Promise.race([held, ended]);
  return {
    release: async () => {
      letGo();
      await ended;
    },
  };
}
