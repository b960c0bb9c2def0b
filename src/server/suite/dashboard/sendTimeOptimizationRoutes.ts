import type { FastifyInstance } from 'fastify';
import {
  learningProgress,
  sendTimeOptimizationDefaults,
  type SendTimeOptimizationSettings,
} from '../../../common/dashboard';
import type { Database, Queryable } from '../../db/database';
import { errorSchema } from '../../identity/schemas';
import { requireAccess } from '../../plugins/auth';
import { recordAccountAction } from '../userActions';
import { sendTimeSettingsSchema } from './schemas';

/** The account's settings: learning progress counts from the activation. */
async function settingsOf(db: Queryable, accountId: number): Promise<SendTimeOptimizationSettings> {
  const [row] = await db.query<{ activated_at: Date | null; service_available: boolean }>(
    'select activated_at, service_available from send_time_optimization where account_id = $1',
    [accountId],
  );
  if (!row) return { ...sendTimeOptimizationDefaults };
  return {
    activated: row.activated_at !== null,
    progress: row.activated_at ? learningProgress(new Date(row.activated_at), new Date()) : 0,
    serviceAvailable: row.service_available,
  };
}

/**
 * The send-time optimisation teaser (spec section 7): the AI is off, learning (progress in
 * percent) or ready (100). `ActivateLearning` starts the learning once and answers the settings;
 * activating again leaves the start as it was.
 */
export async function sendTimeOptimizationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/SendTimeOptimizationAPI/SendTimeOptimization/GetRelayDashboardItems',
    {
      config: { rights: ['Campaigns.View'] },
      schema: {
        tags: ['Dashboard'],
        summary: 'Send-time optimisation: activated, learning progress, service available',
        response: { 200: sendTimeSettingsSchema, 403: errorSchema },
      },
    },
    async (request) => settingsOf(db, requireAccess(request).accountId),
  );

  app.post(
    '/SendTimeOptimizationAPI/SendTimeOptimization/ActivateLearning',
    {
      config: { rights: ['Campaigns.ActivateSendTimeOptimization'] },
      schema: {
        tags: ['Dashboard'],
        summary: 'Starts the learning of the send-time optimisation',
        response: { 200: sendTimeSettingsSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      return db.transaction(async (tx) => {
        const started = await tx.query(
          `insert into send_time_optimization (account_id, activated_at, activated_by)
           values ($1, now(), $2)
           on conflict (account_id) do update set activated_at = now(), activated_by = $2
             where send_time_optimization.activated_at is null
           returning account_id`,
          [accountId, userId],
        );
        if (started.length > 0) {
          await recordAccountAction(tx, {
            accountId,
            userId,
            actionGroup: 'SendTimeOptimization',
            event: 'learningActivated',
            actionType: 'activate',
          });
        }
        return settingsOf(tx, accountId);
      });
    },
  );
}
