import type { FastifyInstance } from 'fastify';
import {
  capActivityPlan,
  dayBounds,
  lastActionLimits,
  type ActivityPlan,
  type LastActionList,
  type NewsletterDashboardItems,
} from '../../../common/dashboard';
import type { Database } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import { utcOffsetQuery } from '../../suite/dashboard/activityPlan';
import {
  activityPlanSchema,
  dashboardItemSchema,
  lastActionListSchema,
  lastActionsQuery,
} from '../../suite/dashboard/schemas';
import { visibleActionGroups } from '../../suite/actionVisibility';
import { listLastActions } from '../../suite/userActions';
import type { WhatsAppDashboardSources } from './dashboardSources';

/**
 * The WhatsApp service's start-page calls (spec section 7): its activity-plan entries, its latest
 * user actions (action groups `WhatsApp…`) and the newsletter widget, from the sources `app.ts`
 * gives. Newsletters need the campaigns' view right, each latest action the view right of its
 * group (actionVisibility.ts); all answer the caller's current account only.
 */
export async function whatsappDashboardRoutes(
  app: FastifyInstance,
  { db, sources }: { db: Database; sources: WhatsAppDashboardSources },
) {
  app.get<{ Querystring: { utcOffset?: number } }>(
    '/WhatsAppApi/Dashboard/activityPlanItems',
    {
      config: { rights: ['ActivityPlan.View', 'WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: "The WhatsApp newsletters' entries of the activity plan",
        querystring: utcOffsetQuery,
        response: { 200: activityPlanSchema, 403: errorSchema },
      },
    },
    async (request): Promise<ActivityPlan> => {
      const { accountId } = requireAccess(request);
      const today = dayBounds(new Date(), request.query.utcOffset ?? 0);
      const candidates = await Promise.all(
        Object.values(sources).map((source) => source.activityPlanCandidates(db, accountId, today)),
      );
      return { dashboardActivityPlanElements: capActivityPlan(candidates.flat(), today) };
    },
  );

  app.get<{ Querystring: { count?: number } }>(
    '/WhatsAppApi/Dashboard/lastUserActions',
    {
      schema: {
        tags: ['WhatsApp'],
        summary: 'Latest user actions of the WhatsApp service, newest first',
        querystring: lastActionsQuery,
        response: { 200: lastActionListSchema, 400: errorSchema },
      },
    },
    async (request): Promise<LastActionList> => {
      const { accountId, rights } = requireAccess(request);
      const limit = request.query.count ?? lastActionLimits.dashboard;
      const visible = visibleActionGroups(rights);
      return { lastActions: await listLastActions(db, accountId, limit, 'whatsApp', visible) };
    },
  );

  app.get(
    '/WhatsAppApi/newsletter/getRelayDashboardItems',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Newsletters for the start page',
        response: {
          200: {
            type: 'object',
            properties: { newsletters: { type: 'array', items: dashboardItemSchema } },
            required: ['newsletters'],
          },
          403: errorSchema,
        },
      },
    },
    async (request): Promise<NewsletterDashboardItems> => {
      const { accountId } = requireAccess(request);
      const lists = await Promise.all(
        Object.values(sources).map((source) => source.dashboardItems(db, accountId)),
      );
      return { newsletters: lists.flat() };
    },
  );
}
