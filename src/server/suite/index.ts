import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { feedbackRoutes } from './feedbackRoutes';
import { loginWebApiRoutes } from './loginWebApiRoutes';
import { subscriberAreaRoutes } from './subscribers';

/** The main suite service of spec section 7; one file per resource. */
export async function suiteService(
  app: FastifyInstance,
  { db, dataDir }: { db: Database; dataDir: string },
) {
  await app.register(loginWebApiRoutes, { db });
  await app.register(feedbackRoutes, { db });
  await app.register(subscriberAreaRoutes, { db, dataDir });
}
