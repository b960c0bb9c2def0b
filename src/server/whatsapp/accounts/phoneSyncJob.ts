/**
 * The periodic refresh of every linked WABA's phone numbers (quality, status, tier, throughput)
 * between Meta's quality webhooks. One chain of jobs for the whole installation: each run queues
 * the next, and `oneWaiting` keeps processes that start later from adding a second chain.
 */
import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import { syncWabaPhoneNumbers } from './sync';

export const phoneSyncJob = 'whatsappPhoneSync';

/** How often numbers are read from the Graph API; Meta's own webhooks report sooner. */
export const phoneSyncIntervalSeconds = 15 * 60;

export function schedulePhoneSync(app: FastifyInstance, db: Database, cloudApi: CloudApi): void {
  app.jobs.work(
    phoneSyncJob,
    async () => {
      try {
        await syncAllWabas(db, cloudApi, (error, wabaRowId) =>
          app.log.warn({ err: error, wabaRowId }, 'phone numbers of a WABA could not be synced'),
        );
      } finally {
        await app.jobs.send(phoneSyncJob, {}, { startAfterSeconds: phoneSyncIntervalSeconds });
      }
    },
    { oneWaiting: true, retryLimit: 0 },
  );
  // Not awaited: the send waits for the job queue's start, which runs beside listen.
  app.addHook('onReady', async () => {
    app.jobs
      .send(phoneSyncJob, {}, { startAfterSeconds: phoneSyncIntervalSeconds })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not schedule phone sync'));
  });
}

/** Syncs each WABA on its own: one that fails (token revoked, API down) does not stop the rest. */
export async function syncAllWabas(
  db: Database,
  cloudApi: Pick<CloudApi, 'client' | 'tokens'>,
  onError: (error: unknown, wabaRowId: number) => void,
): Promise<number> {
  const wabas = await db.query<{ id: number }>('select id from whatsapp_accounts order by id');
  let synced = 0;
  for (const { id } of wabas) {
    try {
      await syncWabaPhoneNumbers(db, cloudApi, id);
      synced++;
    } catch (error) {
      onError(error, id);
    }
  }
  return synced;
}
