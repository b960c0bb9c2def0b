import type { FastifyInstance } from 'fastify';
import { dayBounds, type ActivityPlan } from '../../../common/dashboard';
import { hasEveryRight, type Right } from '../../../common/rights';
import type { Database } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import { activityPlanOf, suitePlanTables, utcOffsetQuery, type PlanTable } from './activityPlan';
import { activityPlanSchema } from './schemas';

/** Each source of the suite's plan shows only to those who may view its module. */
const sources: [PlanTable, Right][] = [
  [suitePlanTables.email, 'Campaigns.View'],
  [suitePlanTables.sms, 'SmsCampaigns.View'],
  [suitePlanTables.events, 'Events.View'],
];

/**
 * `GET /StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan` (spec section 7): the suite's
 * email and SMS sends and events, capped by the rule of spec section 9 (1 past, up to 20 of
 * today, future ones up to the soft cap of 5) and sorted by start date. "Today" is the caller's
 * day: the SPA sends its `utcOffset` (minutes behind UTC); without it, UTC.
 */
export async function activityPlanRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { utcOffset?: number } }>(
    '/StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan',
    {
      config: { rights: ['ActivityPlan.View'] },
      schema: {
        tags: ['Dashboard'],
        summary: 'The activity plan: past, today and next sends and events',
        querystring: utcOffsetQuery,
        response: { 200: activityPlanSchema, 403: errorSchema },
      },
    },
    async (request): Promise<ActivityPlan> => {
      const { accountId, rights } = requireAccess(request);
      const today = dayBounds(new Date(), request.query.utcOffset ?? 0);
      const tables = sources
        .filter(([, right]) => hasEveryRight(rights, [right]))
        .map(([table]) => table);
      return { dashboardActivityPlanElements: await activityPlanOf(db, tables, accountId, today) };
    },
  );
}
