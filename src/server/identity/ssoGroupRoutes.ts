import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAccess } from '../plugins/auth';
import { errorSchema } from './schemas';
import { availableGroupSchema, roleRefSchema } from './ssoSchemas';

/**
 * What the mapping editor chooses from: the directory groups the account knows (seen at sign-in
 * or entered by an administrator) and the account's permission groups.
 */
export async function ssoGroupRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/SingleSignOn/availableGroups/',
    {
      config: { rights: ['SsoConfiguration.View'] },
      schema: {
        tags: ['Identity'],
        summary: 'Directory groups seen at sign-in or entered by an administrator',
        response: { 200: { type: 'array', items: availableGroupSchema }, 403: errorSchema },
      },
    },
    async (request) =>
      db.query<{ externalId: string; name: string }>(
        `select external_id as "externalId", name from sso_available_groups
         where account_id = $1 order by lower(name), external_id`,
        [requireAccess(request).accountId],
      ),
  );

  app.get(
    '/api/SingleSignOn/roles',
    {
      config: { rights: ['SsoConfiguration.View'] },
      schema: {
        tags: ['Identity'],
        summary: 'Permission groups of the current account',
        response: { 200: { type: 'array', items: roleRefSchema }, 403: errorSchema },
      },
    },
    async (request) =>
      db.query<{ id: number; name: string }>(
        'select id, name from roles where account_id = $1 order by lower(name), id',
        [requireAccess(request).accountId],
      ),
  );
}
