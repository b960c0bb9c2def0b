/**
 * Imports never stay half done (issue 21). A running import stamps `heartbeat_at` with every
 * batch; one whose process died (kill -9, power loss) stops stamping, and housekeeping rolls it
 * back: its subscribers and rejections are removed, it is marked failed ("importFailed") and its
 * file deleted, so it lands whole or not at all, as a finished one does. On PGlite (one process)
 * an import running at start is orphaned for certain and rolled back at once (later sweeps leave
 * this process's own imports alone); on PostgreSQL another process may be running it, so it must
 * have been silent for `staleSeconds`: rolled back within about half a minute.
 * Uploads whose import was never started are removed, file and row, after a day.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { MediaStorage } from '../../../media/storage';

export const importHousekeepingJob = 'subscriberImportHousekeeping';
/** A batch of 1,000 rows takes well under a second; this much silence means its process died. */
export const staleSeconds = 20;
const everySeconds = 10;

export async function rollBackInterruptedImports(
  db: Database,
  storage: MediaStorage,
  silentSeconds: number,
) {
  const files = await db.transaction(async (tx) => {
    const interrupted = await tx.query<{ id: number; file_key: string }>(
      `update subscriber_imports set state = 'failed', error_key = 'importFailed', imported = 0,
         rejected = 0, finished_at = now()
       where id in (select id from subscriber_imports where state = 'running'
                    and coalesce(heartbeat_at, created_at) <= now() - make_interval(secs => $1)
                    for update skip locked)
       returning id, file_key`,
      [silentSeconds],
    );
    const ids = interrupted.map((row) => row.id);
    if (ids.length > 0) {
      await tx.query('delete from subscribers where import_id = any($1::int[])', [ids]);
      await tx.query('delete from subscriber_import_rejections where import_id = any($1::int[])', [
        ids,
      ]);
    }
    return interrupted.map((row) => row.file_key);
  });
  await Promise.all(files.map((key) => storage.delete(key).catch(() => undefined)));
  return files.length;
}

export async function removeUnstartedUploads(
  db: Database,
  storage: MediaStorage,
  olderThanHours: number,
) {
  const removed = await db.query<{ file_key: string }>(
    `delete from subscriber_imports
     where state = 'uploaded' and created_at < now() - make_interval(hours => $1)
     returning file_key`,
    [olderThanHours],
  );
  await Promise.all(removed.map((row) => storage.delete(row.file_key).catch(() => undefined)));
  return removed.length;
}

/** The housekeeping chain on the job queue (one for the installation), and the start's sweep. */
export function scheduleImportHousekeeping(
  app: FastifyInstance,
  db: Database,
  storage: MediaStorage,
): void {
  const sweep = async (silentSeconds: number | null) => {
    if (silentSeconds !== null) {
      const rolledBack = await rollBackInterruptedImports(db, storage, silentSeconds);
      if (rolledBack > 0)
        app.log.warn(`${rolledBack} interrupted subscriber import(s) rolled back`);
    }
    await removeUnstartedUploads(db, storage, 24);
  };
  const single = db.kind === 'pglite';
  app.jobs.work(
    importHousekeepingJob,
    async () => {
      try {
        await sweep(single ? null : staleSeconds);
      } finally {
        await app.jobs.send(importHousekeepingJob, {}, { startAfterSeconds: everySeconds });
      }
    },
    { oneWaiting: true, retryLimit: 0 },
  );
  app.addHook('onReady', async () => {
    await sweep(single ? 0 : staleSeconds);
    app.jobs
      .send(importHousekeepingJob, {}, { startAfterSeconds: everySeconds })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not schedule housekeeping'));
  });
}
