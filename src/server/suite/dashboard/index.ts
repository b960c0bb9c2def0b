import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { activityPlanRoutes } from './activityPlanRoutes';
import { campaignItemRoutes } from './campaignItemRoutes';
import { lastActionRoutes } from './lastActionRoutes';
import { sendTimeOptimizationRoutes } from './sendTimeOptimizationRoutes';

/** The start page's calls of the main suite service (spec section 7). */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(campaignItemRoutes, { db });
  await app.register(activityPlanRoutes, { db });
  await app.register(lastActionRoutes, { db });
  await app.register(sendTimeOptimizationRoutes, { db });
}
