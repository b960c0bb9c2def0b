import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { MediaStorage } from '../media/storage';
import type { ConsentCache } from './consentCache';
import { consentRoutes } from './consentRoutes';
import { dashboardRoutes } from './dashboard';
import { searchService, type SearchSources } from './search';
import { feedbackRoutes } from './feedbackRoutes';
import { helpAreaRoutes } from './helpAreaRoutes';
import { loginWebApiRoutes } from './loginWebApiRoutes';
import { itemAccountRoutes } from './itemAccountRoutes';
import { navigationRoutes } from './navigationRoutes';
import { notificationCenterRoutes } from './notificationCenterRoutes';
import { popupRequestRoutes } from './popupRequestRoutes';
import { subscriberAreaRoutes } from './subscribers';

/** The main suite service of spec section 7; one file per resource. */
export async function suiteService(
  app: FastifyInstance,
  {
    db,
    importStorage,
    consents,
    searchSources,
  }: {
    db: Database;
    importStorage: MediaStorage;
    consents: ConsentCache;
    searchSources: SearchSources;
  },
) {
  await app.register(loginWebApiRoutes, { db });
  await app.register(feedbackRoutes, { db });
  await app.register(navigationRoutes, { db });
  await app.register(itemAccountRoutes, { db });
  await app.register(helpAreaRoutes, { db });
  await app.register(popupRequestRoutes, { db });
  await app.register(notificationCenterRoutes, { db });
  await app.register(consentRoutes, { db, consents });
  await app.register(dashboardRoutes, { db });
  await app.register(searchService, { db, sources: searchSources });
  await app.register(subscriberAreaRoutes, { db, importStorage });
}
