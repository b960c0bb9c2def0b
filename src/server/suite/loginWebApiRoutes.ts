import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { endAccessTokens } from '../identity/signOut';
import { requireAccess } from '../plugins/auth';

/**
 * The suite's login web API. Relay has no older platform to tell about an account switch, so
 * the switch callback names no address to visit; logoff ends every grant (and so every refresh
 * token) and every access token the user holds, before the SPA ends the identity session.
 */
export async function loginWebApiRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { accountId: number } }>(
    '/Login/LoginWebApi/ExternalSwitchAccountCallback',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Called after an account switch; answers where to go next, if anywhere',
        querystring: {
          type: 'object',
          properties: { accountId: { type: 'integer', minimum: 1 } },
          required: ['accountId'],
        },
        response: {
          200: {
            type: 'object',
            properties: { callbackUrl: { type: ['string', 'null'] } },
          },
        },
      },
    },
    async () => ({ callbackUrl: null }),
  );

  app.get(
    '/Login/LoginWebApi/ExternalLogoff',
    {
      schema: {
        tags: ['Suite'],
        summary: 'Ends every grant and refresh token of the signed-in user',
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { sub } = requireAccess(request);
      await db.query(
        `delete from oidc_payloads where grant_id in (
           select id from oidc_payloads where model = 'Grant' and payload->>'accountId' = $1)
         or (model = 'Grant' and payload->>'accountId' = $1)`,
        [sub],
      );
      await endAccessTokens(db, sub);
      return reply.status(204).send();
    },
  );
}
