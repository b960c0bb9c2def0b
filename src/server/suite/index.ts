import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { userNotificationRoutes } from '../whatsapp/userNotificationRoutes';
import { consentRoutes } from './consentRoutes';
import { feedbackRoutes } from './feedbackRoutes';
import { helpAreaRoutes } from './helpAreaRoutes';
import { loginWebApiRoutes } from './loginWebApiRoutes';
import { navigationRoutes } from './navigationRoutes';
import { notificationCenterRoutes } from './notificationCenterRoutes';

/** The main suite service of spec section 7; one file per resource. */
export async function suiteService(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(loginWebApiRoutes, { db });
  await app.register(feedbackRoutes, { db });
  await app.register(navigationRoutes, { db });
  await app.register(helpAreaRoutes, { db });
  await app.register(notificationCenterRoutes, { db });
  await app.register(consentRoutes, { db });
  // The WhatsApp service's user notifications share the notification store; at merge this line
  // moves into the WhatsApp service plugin (src/server/whatsapp/index.ts) if there is one.
  await app.register(userNotificationRoutes, { db });
}
