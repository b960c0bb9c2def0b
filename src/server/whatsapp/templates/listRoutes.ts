/** The template list and its filter choices (spec section 7). */
import type { FastifyInstance } from 'fastify';
import type {
  TemplateFilters,
  TemplateListQuery,
  TemplateListResult,
  TemplateStatus,
} from '../../../common/templates';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import { listTemplates } from './listQuery';
import { errors, listQuerySchema, listResultSchema } from './schemas';

const right = 'WhatsAppTemplates.View' as const;

export async function templateListRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Body: TemplateListQuery }>(
    '/WhatsAppApi/template/templates',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'A page of templates (sort, filters), the count per date group and the total',
        body: listQuerySchema,
        response: { 200: listResultSchema, ...errors },
      },
    },
    async (request): Promise<TemplateListResult> =>
      listTemplates(db, requireAccess(request).accountId, request.body),
  );

  app.get(
    '/WhatsAppApi/template/filters',
    {
      config: { rights: [right] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'The filter choices: creators, languages and statuses the templates have',
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
    async (request): Promise<TemplateFilters> => {
      const { accountId } = requireAccess(request);
      const users = await db.query<{ id: number; name: string | null }>(
        `select u.id, nullif(trim(u.given_name || ' ' || u.family_name), '') as name
         from users u where u.id in (select distinct created_by from whatsapp_templates
           where account_id = $1 and created_by is not null)
         order by lower(u.given_name), lower(u.family_name)`,
        [accountId],
      );
      const [values] = await db.query<{ languages: string[] | null; status: number[] | null }>(
        `select array_agg(distinct language order by language) as languages,
           array_agg(distinct status order by status) as status
         from whatsapp_templates where account_id = $1`,
        [accountId],
      );
      return {
        users,
        languages: values?.languages ?? [],
        status: (values?.status ?? []) as TemplateStatus[],
      };
    },
  );
}
