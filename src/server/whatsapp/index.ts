import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../cloudapi';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MediaStorage } from '../media/storage';
import { whatsappAccountRoutes, type AccountUsageFinders } from './accounts';
import { schedulePhoneSync } from './accounts/phoneSyncJob';
import { whatsappDashboardRoutes, type WhatsAppDashboardSources } from './dashboard';
import { conversationActionRoutes } from './conversations/actionRoutes';
import { answerLinks } from './conversations/answersLinks';
import { doubleOptInService } from './doubleOptIn';
import { firstStepsRoutes, type FirstStepSources } from './firstSteps';
import { templatesService, type TemplateUsageFinders } from './templates';
import { newsletterService } from './newsletters';
import { conversationInbox } from './conversations/inboxService';
import type { LinkProbe } from './newsletters/check/linkCheck';
import { userNotificationRoutes } from './userNotificationRoutes';
import { webhookHandlers, type WebhookHandlers } from './webhooks/changeHandlers';
import { applyMessagesChanges } from './webhooks/messagesChange';
import { kicker, WebhookInbox } from './webhooks/inbox';
import { statusesOnArrival } from './webhooks/statusesOnArrival';
import { processWebhookChanges, processWebhookChangesJob } from './webhooks/processChanges';
import { webhookRoutes } from './webhooks/webhookRoutes';

/** What the WhatsApp routes ask of other modules; `app.ts` composes it (see wiring.ts). */
export interface WhatsAppUses {
  accountUsages: AccountUsageFinders;
  templateUsages: TemplateUsageFinders;
  dashboardSources: WhatsAppDashboardSources;
  firstStepSources: FirstStepSources;
}

/** The WhatsApp service of spec section 7 (one file per resource) and the Cloud API webhooks. */
export async function whatsappService(
  app: FastifyInstance,
  {
    db,
    cloudApi,
    config,
    storage,
    linkProbe,
    uses,
  }: {
    db: Database;
    cloudApi: CloudApi;
    config: Config;
    storage: MediaStorage;
    linkProbe: LinkProbe;
    uses: WhatsAppUses;
  },
) {
  await app.register(whatsappAccountRoutes, { db, cloudApi, usages: uses.accountUsages });
  // Template image headers are uploaded to Meta from the media database.
  await app.register(templatesService, {
    db,
    cloudApi,
    publicUrl: config.publicUrl,
    storage,
    usages: uses.templateUsages,
  });
  schedulePhoneSync(app, db, cloudApi);
  // The WhatsApp service's user notifications share the suite's notification store.
  await app.register(userNotificationRoutes, { db });
  await app.register(whatsappDashboardRoutes, { db, sources: uses.dashboardSources });
  await app.register(firstStepsRoutes, { db, sources: uses.firstStepSources });
  // The inbox's read side (issue 25): people's messages join their conversation.
  const intoConversations = await conversationInbox(app, { db, cloudApi, storage });
  const onInbound = await doubleOptInService(app, { db, cloudApi });
  const { engineOwner, links } = await newsletterService(app, {
    db,
    cloudApi,
    config,
    linkProbe,
    uncountedLinkTarget: answerLinks(db),
  });
  // The inbox's answers and team actions (issue 25); answers share the newsletters' send pace
  // and their link tokens.
  await app.register(conversationActionRoutes, { db, cloudApi, config, engineOwner, links });
  // People's messages also drive the double opt-in flow.
  const handlers: WebhookHandlers = {
    one: webhookHandlers.one,
    many: new Map(webhookHandlers.many).set('messages', (tx, changes) =>
      applyMessagesChanges(tx, changes, onInbound, intoConversations),
    ),
  };
  app.jobs.work(
    processWebhookChangesJob,
    async () => {
      const { failed } = await processWebhookChanges(db, handlers, { batchSize: 500 });
      // Failing changes wait for their retry time; the job's own retry comes back for them.
      if (failed.length > 0) {
        throw new Error(
          `${failed.length} webhook changes failed, first ${failed[0].id}: ${failed[0].error}`,
        );
      }
    },
    { oneWaiting: true, retryLimit: 20, retryDelaySeconds: 5 },
  );
  // One processing run a second at most: each run costs pg-boss a few statements and each batch a
  // transaction on PGlite's single connection, and on PGlite every statement has a fixed cost of
  // milliseconds; fewer, larger batches leave that connection to the incoming webhooks.
  const kicks = kicker(
    app.jobs,
    processWebhookChangesJob,
    (error) => app.log.error({ err: error }, 'could not queue webhook processing'),
    1000,
  );
  // Writers: on PostgreSQL one, as the bench's batched-insert baseline has: a second one halves
  // each batch, and every statement costs the server a write to the database's socket and the
  // database its own work (webhookIngest, same machine, alternating runs: one writer 5,828-7,668
  // requests/s, two 4,780-6,156). On PGlite two: the worker runs the second writer's batch as
  // soon as the first one's ends, instead of idling while the server's thread answers that
  // batch's requests and sends the next (alternating runs: one writer 7,772-8,047 requests/s,
  // two 8,229-9,075).
  const writers = db.kind === 'pglite' ? 2 : 1;
  const inbox = new WebhookInbox(db, kicks.kick, statusesOnArrival(), 1000, writers);
  // Changes a stopped or crashed process left unprocessed.
  app.addHook('onReady', async () => kicks.kick());
  const settled = async () => {
    await inbox.settled();
    await kicks.settled();
  };
  app.jobs.beforeDrain(settled);
  app.addHook('onClose', settled);
  await app.register(webhookRoutes, { inbox, credentials: app.cloudApi.credentials });
}
