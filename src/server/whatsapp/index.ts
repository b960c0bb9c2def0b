import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { webhookChangeHandlers } from './webhooks/changeHandlers';
import {
  processWebhookChangesJob,
  WebhookInbox,
  type ProcessWebhookChangesData,
} from './webhooks/inbox';
import { processWebhookChanges } from './webhooks/processChanges';
import { webhookRoutes } from './webhooks/webhookRoutes';

/** The WhatsApp service of spec section 7 (one file per resource) and the Cloud API webhooks. */
export async function whatsappService(app: FastifyInstance, { db }: { db: Database }) {
  const inbox = new WebhookInbox(db, app.jobs);
  app.jobs.work<ProcessWebhookChangesData>(
    processWebhookChangesJob,
    (data) => processWebhookChanges(db, webhookChangeHandlers, data.changeIds),
    // A failing change is retried for about a day (5 s, doubling), then left with its error.
    { retryLimit: 14, retryDelaySeconds: 5, batchSize: 5 },
  );
  app.addHook('onClose', () => inbox.settled());
  await app.register(webhookRoutes, { inbox, credentials: app.cloudApi.credentials });
}
