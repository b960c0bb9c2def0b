import type { FastifyInstance } from 'fastify';
import type { DashboardItemList, EventDashboardItems } from '../../../common/dashboard';
import type { Right } from '../../../common/rights';
import type { Database } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import {
  campaignDashboardItems,
  eventAccess,
  eventDashboardItems,
  type CampaignTable,
} from './dashboardItems';
import { dashboardItemListSchema, dashboardItemSchema } from './schemas';

const campaignCalls: { path: string; table: CampaignTable; right: Right; summary: string }[] = [
  {
    path: '/CampaignAPI/CampaignAPI/GetRelayDashboardItems',
    table: 'suite_email_campaigns',
    right: 'Campaigns.View',
    summary: "The account's most recently changed email campaigns",
  },
  {
    path: '/SmsCampaignAPI/SmsCampaignAPI/GetRelayDashboardItems',
    table: 'suite_sms_campaigns',
    right: 'SmsCampaigns.View',
    summary: "The account's most recently changed SMS campaigns",
  },
];

/**
 * The start page's campaign and event widgets (spec section 7): email and SMS campaigns with
 * colour code and step hint, and the coming events with their sub-events. Each needs the view
 * right of its module and answers the caller's current account only.
 */
export async function campaignItemRoutes(app: FastifyInstance, { db }: { db: Database }) {
  for (const call of campaignCalls) {
    app.get(
      call.path,
      {
        config: { rights: [call.right] },
        schema: {
          tags: ['Dashboard'],
          summary: call.summary,
          response: { 200: dashboardItemListSchema, 403: errorSchema },
        },
      },
      async (request): Promise<DashboardItemList> => ({
        data: await campaignDashboardItems(db, call.table, requireAccess(request).accountId),
      }),
    );
  }

  app.get(
    '/StartpageApi/EMSDashboard/GetEventRelayDashboardItems',
    {
      config: { rights: ['Events.View'] },
      schema: {
        tags: ['Dashboard'],
        summary: 'Running and coming events with their sub-events',
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: dashboardItemSchema },
              anybodyHasAccess: { type: 'boolean' },
              showEventTeaser: { type: 'boolean' },
            },
            required: ['data', 'anybodyHasAccess', 'showEventTeaser'],
          },
          403: errorSchema,
        },
      },
    },
    async (request): Promise<EventDashboardItems> => {
      const { accountId } = requireAccess(request);
      const [data, access] = await Promise.all([
        eventDashboardItems(db, accountId),
        eventAccess(db, accountId),
      ]);
      return { data, anybodyHasAccess: access.booked, showEventTeaser: !access.anyEvent };
    },
  );
}
