/**
 * Checkpoints for the embedded PGlite, which has no checkpointer process of its own: without
 * them its write-ahead log only grows (2.2 GB in `pg_wal` after as much written, kept on disk
 * and replayed whole after a crash), and each new 16 MB log file is made as it is reached: in
 * the in-memory databases of tests and benches that held an import's write 40-150 ms every
 * 5,000 rows or so. After a checkpoint PostgreSQL renames the log files it no longer needs for
 * the next ones, so the log stays a few files and a new one costs nothing. As PostgreSQL's
 * checkpointer, it checkpoints when enough log was written since the last checkpoint, or some
 * was and the last is old; a checkpoint with little written since is short (12 ms in memory
 * after 32 MB of log).
 */

/** Log written since the last checkpoint that calls for the next (two files of 16 MB). */
export const checkpointAfterBytes = 32 * 1024 * 1024;
/** PostgreSQL's checkpoint_timeout: a little log is not left unchecked longer than this. */
const checkpointAfterMs = 5 * 60_000;
/** Less than this since the last checkpoint is its own record, or next to nothing: no need. */
const littleBytes = 64 * 1024;
/** How often the log's growth is looked at: a statement that reads the control file. */
const lookEveryMs = 1_000;

/** Runs one statement in the background lane (nobody waits for it). */
export type BackgroundQuery = <Row>(sql: string) => Promise<Row[]>;

/** Looks at the log's growth every second and checkpoints when due; answers the stop. */
export function keepCheckpoints(query: BackgroundQuery): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const look = async () => {
    const [since] = await query<{ bytes: number; ms: number }>(
      `select (pg_current_wal_lsn() - redo_lsn)::float8 as bytes,
         extract(epoch from now() - checkpoint_time)::float8 * 1000 as ms
       from pg_control_checkpoint()`,
    );
    const due =
      since.bytes >= checkpointAfterBytes ||
      (since.bytes >= littleBytes && since.ms >= checkpointAfterMs);
    if (due && !stopped) await query('checkpoint');
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      // A failed look (the database closing) is tried again at the next.
      look()
        .catch(() => undefined)
        .finally(schedule);
    }, lookEveryMs);
    // Never what keeps the worker alive.
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
