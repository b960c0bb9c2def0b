import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/httpError';
import { requireAccess } from '../plugins/auth';
import { accountSchema, errorSchema } from './schemas';
import { listAccounts } from './users';

/** The accounts a user works for, and switching between them (spec sections 4 and 7). */
export async function accountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/Authorization/account',
    {
      schema: {
        tags: ['Identity'],
        summary: 'The accounts of the signed-in user (locked ones flagged)',
        response: { 200: { type: 'array', items: accountSchema } },
      },
    },
    async (request) => listAccounts(db, requireAccess(request).userId),
  );

  app.patch<{ Params: { accountId: number } }>(
    '/api/Authorization/user/switchaccount/:accountId',
    {
      schema: {
        tags: ['Identity'],
        summary: 'Work for another account; the next token refresh names it',
        params: {
          type: 'object',
          properties: { accountId: { type: 'integer', minimum: 1 } },
          required: ['accountId'],
        },
        response: { 204: { type: 'null' }, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const access = requireAccess(request);
      const { accountId } = request.params;
      const [account] = await db.query<{ locked: boolean; member: boolean }>(
        `select a.locked, exists (select 1 from account_users au
           where au.account_id = a.id and au.user_id = $2) as member
         from accounts a where a.id = $1`,
        [accountId, access.userId],
      );
      if (!account) {
        throw new HttpError(404, 'accountUnknown', `Account ${accountId} is unknown.`);
      }
      if (!account.member) {
        throw new HttpError(403, 'accountNotAllowed', `You do not work for account ${accountId}.`);
      }
      if (account.locked) {
        throw new HttpError(409, 'accountLocked', `Account ${accountId} is locked.`);
      }
      await db.query('update users set current_account_id = $1 where id = $2', [
        accountId,
        access.userId,
      ]);
      return reply.status(204).send();
    },
  );
}
