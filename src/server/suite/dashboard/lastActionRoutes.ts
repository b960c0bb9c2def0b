import type { FastifyInstance } from 'fastify';
import { lastActionLimits, type LastActionList } from '../../../common/dashboard';
import type { Database } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import { visibleActionGroups } from '../actionVisibility';
import { listLastActions } from '../userActions';
import { noteDashboardVisit } from './dashboardVisits';
import { lastActionListSchema, lastActionsQuery } from './schemas';

/**
 * `GET /StartpageApi/StartpageApi/GetRelayLastActions` (spec section 7): the suite's newest user
 * actions of the current account, newest first (spec section 9: 12 on the dashboard, `count=16`
 * for the full list), with the updates since the caller's last visit, which this call notes.
 * Every signed-in member of the account calls it; each sees the actions their rights cover.
 */
export async function lastActionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { count?: number } }>(
    '/StartpageApi/StartpageApi/GetRelayLastActions',
    {
      schema: {
        tags: ['Dashboard'],
        summary: 'Latest user actions of the suite and the updates since the last visit',
        querystring: lastActionsQuery,
        response: { 200: lastActionListSchema, 400: errorSchema },
      },
    },
    async (request): Promise<LastActionList> => {
      const { accountId, userId, rights } = requireAccess(request);
      const limit = request.query.count ?? lastActionLimits.dashboard;
      const visible = visibleActionGroups(rights);
      const [lastActions, visit] = await Promise.all([
        listLastActions(db, accountId, limit, 'suite', visible),
        noteDashboardVisit(db, userId, accountId, visible),
      ]);
      return {
        lastActions,
        updatesSinceLastVisit: visit.updates,
        previousVisit: visit.previousVisit,
      };
    },
  );
}
