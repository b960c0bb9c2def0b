import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { errorSchema } from './schemas';
import { listMappings, syncStateOf } from './ssoMappings';
import { ssoSettingsSchema, syncStateSchema } from './ssoSchemas';
import { recordAccountAction, ssoActionGroup } from '../suite/userActions';

/**
 * `GET /api/SingleSignOn` and `PATCH /api/SingleSignOn/syncstatus`: the account's SSO settings.
 * SSO is always activated: every sign-in carries directory groups (the embedded directory's, or
 * an external provider's).
 */
export async function ssoSettingsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/SingleSignOn',
    {
      config: { rights: ['SsoConfiguration.View'] },
      schema: {
        tags: ['Identity'],
        summary: 'SSO settings of the current account: activated, sync state, mappings',
        response: { 200: ssoSettingsSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { accountId } = requireAccess(request);
      return {
        ssoActivated: true,
        syncState: await syncStateOf(db, accountId),
        mappings: await listMappings(db, accountId),
      };
    },
  );

  app.patch<{ Body: { syncState: boolean } }>(
    '/api/SingleSignOn/syncstatus',
    {
      config: { rights: ['SsoConfiguration.Edit'] },
      schema: {
        tags: ['Identity'],
        summary: 'Turn the sync of permission groups at sign-in on or off',
        body: syncStateSchema,
        response: { 200: syncStateSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { accountId, userId } = requireAccess(request);
      const { syncState } = request.body;
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into sso_settings (account_id, sync_state) values ($1, $2)
           on conflict (account_id) do update set sync_state = $2, updated_at = now()`,
          [accountId, syncState],
        );
        await recordAccountAction(tx, {
          accountId,
          userId,
          actionGroup: ssoActionGroup,
          event: syncState ? 'syncActivated' : 'syncDeactivated',
          actionType: syncState ? 'activate' : 'deactivate',
        });
      });
      return { syncState };
    },
  );
}
