import type { Database, Queryable } from '../../../db/database';
import type { JobQueue } from '../../../jobs';
import type { MediaStorage } from '../../../media/storage';
import { runSubscriberImport } from './runSubscriberImport';

export const subscriberImportJob = 'subscriberImport';

/**
 * Imports run as jobs: a request never waits for one, and any server process may take it.
 * runSubscriberImport handles its own failures (it marks the import failed and removes what it
 * stored), so the job is not retried.
 */
export function registerSubscriberImportWorker(
  jobs: JobQueue,
  db: Database,
  storage: MediaStorage,
): void {
  jobs.work<{ importId: number }>(
    subscriberImportJob,
    ({ importId }) => runSubscriberImport(db, storage, importId),
    { retryLimit: 0, expireInSeconds: 60 * 60 },
  );
}

/** Queues the import in the caller's transaction: the job exists exactly when its mapping does. */
export async function startSubscriberImport(
  jobs: JobQueue,
  tx: Queryable,
  importId: number,
): Promise<void> {
  await jobs.send(subscriberImportJob, { importId }, { tx });
}
