/** The newsletter list and its filter choices (spec section 7). */
import type { FastifyInstance } from 'fastify';
import type {
  NewsletterFilters,
  NewsletterListQuery,
  NewsletterListResult,
  NewsletterStatus,
} from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { errors, listQuerySchema, listResultSchema } from '../schemas';
import { listNewsletters } from './listQuery';

const right = 'WhatsAppCampaigns.View' as const;

export async function newsletterListRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Body: NewsletterListQuery }>(
    '/WhatsAppApi/newsletter/newsletters',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'A page of newsletters (sort, filters), the count per date group and the total',
        body: listQuerySchema,
        response: { 200: listResultSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterListResult> =>
      listNewsletters(db, requireAccess(request).accountId, request.body),
  );

  app.get(
    '/WhatsAppApi/newsletter/filters',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'The filter choices: creators, languages (cultures) and statuses the newsletters have',
        response: {
          200: {
            type: 'object',
            properties: {
              users: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
                },
              },
              languages: { type: 'array', items: { type: 'string' } },
              status: { type: 'array', items: { type: 'integer' } },
            },
          },
          ...errors,
        },
      },
    },
    async (request): Promise<NewsletterFilters> => {
      const { accountId } = requireAccess(request);
      const users = await db.query<{ id: number; name: string | null }>(
        `select u.id, nullif(trim(u.given_name || ' ' || u.family_name), '') as name
         from users u where u.id in (select distinct created_by from whatsapp_newsletters
           where account_id = $1 and created_by is not null)
         order by lower(u.given_name), lower(u.family_name)`,
        [accountId],
      );
      const [values] = await db.query<{ languages: string[] | null; status: number[] | null }>(
        `select array_agg(distinct culture order by culture) as languages,
           array_agg(distinct status order by status) as status
         from whatsapp_newsletters where account_id = $1`,
        [accountId],
      );
      return {
        users,
        languages: values?.languages ?? [],
        status: (values?.status ?? []) as NewsletterStatus[],
      };
    },
  );
}
