import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import type { InboundListener } from '../webhooks/inboundMessages';
import { activationRoutes } from './activationRoutes';
import { doiAnswerJob, sendDoiAnswer } from './answerJob';
import { applyDoiMessage } from './liveFlow';
import { processRoutes } from './processRoutes';

export { activeDoiProcess, type ActiveDoiProcess } from './activeProcess';
export { doiUsageFinder } from './usageFinder';

/**
 * The double opt-in calls of the WhatsApp service (spec section 7) and the job that sends the
 * live flow's answers; answers the listener that drives the live flow from stored inbound
 * messages. Its usage finder keeps the process's number from being removed; `app.ts` passes it
 * to the accounts routes.
 */
export async function doubleOptInService(
  app: FastifyInstance,
  { db, cloudApi }: { db: Database; cloudApi: CloudApi },
): Promise<InboundListener> {
  await app.register(processRoutes, { db });
  await app.register(activationRoutes, { db });
  app.jobs.work<{ id: number }>(doiAnswerJob, (data) => sendDoiAnswer(db, cloudApi, data.id), {
    retryLimit: 8,
    retryDelaySeconds: 5,
  });
  return (tx, message) =>
    applyDoiMessage(tx, message, async (queueTx, id) => {
      await app.jobs.send(doiAnswerJob, { id }, { tx: queueTx });
    });
}
