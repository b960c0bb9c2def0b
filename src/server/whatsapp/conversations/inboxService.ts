/**
 * The conversations inbox's read side (issue 25): its calls, the jobs that keep a person's media
 * and send read receipts, the route of the kept media, and the ingestion of people's messages,
 * which the webhook processing calls (answered here, wired in whatsapp/index.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../media/storage';
import type { InboundIngest } from '../webhooks/messagesChange';
import { ingestInbound } from './ingestInbound';
import { conversationMediaRoutes } from './mediaFiles';
import { conversationMediaJob, keepConversationMedia } from './mediaJob';
import { conversationReadJob, sendReadReceipt, type ReadJobData } from './markRead';
import { conversationReadRoutes } from './readRoutes';

export async function conversationInbox(
  app: FastifyInstance,
  { db, cloudApi, storage }: { db: Database; cloudApi: CloudApi; storage: MediaStorage },
): Promise<InboundIngest> {
  app.jobs.work<{ messageId: string }>(
    conversationMediaJob,
    (data) => keepConversationMedia(db, cloudApi, storage, data.messageId),
    { retryLimit: 8, retryDelaySeconds: 10 },
  );
  app.jobs.work<ReadJobData>(conversationReadJob, (data) => sendReadReceipt(db, cloudApi, data), {
    retryLimit: 5,
    retryDelaySeconds: 5,
  });
  await app.register(conversationReadRoutes, {
    db,
    queueRead: async (tx, data) => {
      await app.jobs.send(conversationReadJob, data, { tx });
    },
  });
  await app.register(conversationMediaRoutes, { storage });
  const effects = {
    queueMediaFetch: async (tx: Parameters<InboundIngest>[0], messageId: string) => {
      await app.jobs.send(conversationMediaJob, { messageId }, { tx });
    },
  };
  return (tx, phoneNumberId, message, profileName) =>
    ingestInbound(tx, phoneNumberId, message, profileName, effects);
}
