import type { FastifyInstance } from 'fastify';
import { itemKinds, type ItemAccount, type ItemKind } from '../../common/itemAccount';
import type { Database } from '../db/database';
import { errorSchema } from '../identity/schemas';
import { notFound } from '../http/httpError';
import { requireAccess } from '../plugins/auth';

/** The table that holds each kind of item; every one has `id` and `account_id`. */
const itemTables: Record<ItemKind, string> = {
  whatsAppNewsletter: 'whatsapp_newsletters',
  whatsAppTemplate: 'whatsapp_templates',
  ssoMapping: 'sso_mappings',
  mediaFolder: 'media_folders',
};

const itemAccountSchema = {
  type: 'object',
  properties: { accountId: { type: 'integer' }, accountName: { type: 'string' } },
  required: ['accountId', 'accountName'],
} as const;

/**
 * `GET /NavigationApi/Navigation/GetItemAccount?kind=&id=` (issue 23 point 10): the account an
 * item belongs to, so a deep link into another account can offer to switch. It answers only when
 * the caller is a member of that account; otherwise 404, the same as for an item that does not
 * exist, so it tells nobody about other accounts' items.
 */
export async function itemAccountRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { kind: ItemKind; id: number } }>(
    '/NavigationApi/Navigation/GetItemAccount',
    {
      schema: {
        tags: ['Navigation'],
        summary: 'The account an item belongs to, if the caller is a member of it',
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: itemKinds },
            id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
          required: ['kind', 'id'],
          additionalProperties: false,
        },
        response: { 200: itemAccountSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request): Promise<ItemAccount> => {
      const { userId } = requireAccess(request);
      const { kind, id } = request.query;
      // The table name comes from the fixed map above, never from the request.
      const rows = await db.query<ItemAccount>(
        `select a.id as "accountId", a.name as "accountName"
           from ${itemTables[kind]} item
           join accounts a on a.id = item.account_id
           join account_users m on m.account_id = a.id and m.user_id = $2
          where item.id = $1`,
        [id, userId],
      );
      if (rows.length === 0) throw notFound(`No ${kind} ${id} in the caller's accounts.`);
      return rows[0];
    },
  );
}
