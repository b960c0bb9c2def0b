/**
 * What a load balancer or an orchestrator asks, without signing in:
 * - `GET /healthz`: the process runs and answers (200); it touches nothing else, so a slow
 *   database never gets a living process restarted.
 * - `GET /readyz`: this process can do its work: the database answers within a bound, every
 *   migration of this build is applied, and the job queue takes jobs. Otherwise 503 with a
 *   one-word reason; no error text, address or version leaves the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import type { JobQueue } from '../jobs/jobQueue';

export type NotReadyReason = 'databaseUnreachable' | 'migrationsPending' | 'jobsNotRunning';

/** How long the database may take to answer the readiness check. */
const databaseTimeoutMs = 3000;

const statusSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, reason: { type: 'string' } },
  required: ['status'],
} as const;

export async function healthRoutes(
  app: FastifyInstance,
  { db, jobs }: { db: Database; jobs: JobQueue },
) {
  app.get(
    '/healthz',
    {
      config: { public: true },
      // Asked every few seconds by each balancer: not worth a log line per answer.
      logLevel: 'warn',
      schema: {
        tags: ['Operations'],
        summary: 'Alive: 200 while the process runs',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'alive' }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['Operations'],
        summary: 'Ready: database reachable, migrations applied, jobs running (else 503)',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      const reason = await notReadyReason(db, jobs);
      if (reason) return reply.status(503).send({ status: 'unavailable', reason });
      return { status: 'ready' };
    },
  );
}

/** Why this process should get no traffic now, or undefined when it is ready. */
export async function notReadyReason(
  db: Database,
  jobs: JobQueue,
): Promise<NotReadyReason | undefined> {
  let pending: string[];
  try {
    pending = await withTimeout(pendingMigrations(db), databaseTimeoutMs);
  } catch {
    return 'databaseUnreachable';
  }
  if (pending.length > 0) return 'migrationsPending';
  if (!jobs.running()) return 'jobsNotRunning';
  return undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
