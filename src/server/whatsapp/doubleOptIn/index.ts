import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import { registerUsageFinder } from '../accounts';
import type { InboundListener } from '../webhooks/inboundMessages';
import { activationRoutes } from './activationRoutes';
import { doiAnswerJob, sendDoiAnswer } from './answerJob';
import { applyDoiMessage } from './liveFlow';
import { processRoutes } from './processRoutes';
import { doiUsageFinder } from './usageFinder';

export { activeDoiProcess, type ActiveDoiProcess } from './activeProcess';

/**
 * The double opt-in calls of the WhatsApp service (spec section 7), the job that sends the live
 * flow's answers, and the usage finder that keeps the process's number from being removed.
 * Answers the listener that drives the live flow from stored inbound messages.
 */
export async function doubleOptInService(
  app: FastifyInstance,
  { db, cloudApi }: { db: Database; cloudApi: CloudApi },
): Promise<InboundListener> {
  await app.register(processRoutes, { db });
  await app.register(activationRoutes, { db });
  // A finder of this app's own: another app in the same process (tests) keeps its own.
  const unregister = registerUsageFinder((tx, query) => doiUsageFinder(tx, query));
  app.addHook('onClose', async () => void unregister());
  app.jobs.work<{ id: number }>(doiAnswerJob, (data) => sendDoiAnswer(db, cloudApi, data.id), {
    retryLimit: 8,
    retryDelaySeconds: 5,
  });
  return (tx, message) =>
    applyDoiMessage(tx, message, async (queueTx, id) => {
      await app.jobs.send(doiAnswerJob, { id }, { tx: queueTx });
    });
}
