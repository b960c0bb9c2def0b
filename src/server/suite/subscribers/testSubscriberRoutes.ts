import type { FastifyInstance } from 'fastify';
import type { TestSubscriber } from '../../../common/subscribers';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { errorSchema } from './schemas';

/** `GET /AccountApi/AccountApi/GetTestSubscriber`: the account's subscriber for test sends. */
export async function testSubscriberRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/AccountApi/AccountApi/GetTestSubscriber',
    {
      schema: {
        tags: ['Suite'],
        summary: 'The test subscriber of the account (null when none is set)',
        response: {
          200: {
            type: 'object',
            properties: {
              testSubscriberId: { type: ['string', 'null'] },
              testSubscriberCheck: { type: ['string', 'null'] },
            },
          },
          401: errorSchema,
        },
      },
    },
    async (request): Promise<TestSubscriber> => {
      const { accountId } = requireAccess(request);
      const [row] = await db.query<{ unique_id: string; check_value: string }>(
        `select s.unique_id, s.check_value from subscriber_settings t
         join subscribers s on s.id = t.test_subscriber_id and s.account_id = t.account_id
         where t.account_id = $1`,
        [accountId],
      );
      return {
        testSubscriberId: row?.unique_id ?? null,
        testSubscriberCheck: row?.check_value ?? null,
      };
    },
  );
}
