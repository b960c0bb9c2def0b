/** The newsletter list and its filter choices (spec section 7). */
import type { FastifyInstance } from 'fastify';
import type {
  NewsletterFilters,
  NewsletterListQuery,
  NewsletterListResult,
  NewsletterStatus,
} from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { filterChoices, filterChoicesSchema } from '../../listSql';
import { requireAccess } from '../../../plugins/auth';
import { errors, listQuerySchema, listResultSchema } from '../schemas';
import { listNewsletters, newsletterList } from './listQuery';

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
        response: { 200: filterChoicesSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterFilters> => {
      const choices = await filterChoices(db, newsletterList, requireAccess(request).accountId);
      return { ...choices, status: choices.status as NewsletterStatus[] };
    },
  );
}
