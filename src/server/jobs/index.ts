import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { JobQueue } from './jobQueue';
import { createPgBossQueue } from './pgBossQueue';

export type { JobQueue } from './jobQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue; service plugins register their workers while the app is built. */
    jobs: JobQueue;
  }
}

/**
 * Decorates `app.jobs`. The queue starts when the app is ready (after every plugin has
 * registered its workers) and stops on close, letting the jobs in hand finish first. The start
 * (pg-boss's schema check, one queue per worker) runs beside listen instead of before it: the
 * first answer needs no job, and sends and drains wait for the start themselves.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  const jobs = createPgBossQueue(db, {
    onError: (error, context) => app.log.error({ err: error, ...context }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    jobs
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, 'job queue did not start'));
  });
  app.addHook('onClose', () => jobs.stop());
});
