/** The template list and its filter choices (spec section 7). */
import type { FastifyInstance } from 'fastify';
import type {
  TemplateFilters,
  TemplateListQuery,
  TemplateListResult,
  TemplateStatus,
} from '../../../common/templates';
import type { Database } from '../../db/database';
import { filterChoices, filterChoicesSchema } from '../listSql';
import { requireAccess } from '../../plugins/auth';
import { listTemplates, templateList } from './listQuery';
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
        response: { 200: filterChoicesSchema, ...errors },
      },
    },
    async (request): Promise<TemplateFilters> => {
      const choices = await filterChoices(db, templateList, requireAccess(request).accountId);
      return { ...choices, status: choices.status as TemplateStatus[] };
    },
  );
}
