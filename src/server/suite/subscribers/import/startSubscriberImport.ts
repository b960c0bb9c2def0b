import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { runSubscriberImport } from './runSubscriberImport';

/**
 * Starts an import in the background. Today it runs in this process (setImmediate); when the job
 * queue lands, this one function sends a job instead (`jobs.send('subscriberImport', {importId})`
 * with `jobs.work` calling runSubscriberImport), and nothing else changes.
 */
export function startSubscriberImport(
  db: Database,
  importId: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): void {
  setImmediate(() => {
    runSubscriberImport(db, importId).catch((error: unknown) =>
      log.error({ err: error, importId }, 'subscriber import failed'),
    );
  });
}
