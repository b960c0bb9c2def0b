/**
 * The newsletter editor's calls (spec section 7): `GET newsletter/{id}` (0: a new one),
 * `POST newsletter` (id 0 creates and needs Add; else Edit) and `GET newsletter/templates`.
 */
import type { FastifyInstance } from 'fastify';
import type {
  NewsletterEditorState,
  NewsletterTemplateOption,
} from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { requireAccess } from '../../../plugins/auth';
import { requireRight } from '../guard';
import {
  contentSchema,
  editorStateSchema,
  errors,
  idParams,
  templateOptionsSchema,
} from '../schemas';
import { newsletterEditorState } from './editorState';
import { saveNewsletter, type SaveBody } from './saveNewsletter';
import { templateOptions } from './templateOptions';

export async function newsletterEditorRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Querystring: { accountId?: number; selectedTemplateId?: number } }>(
    '/WhatsAppApi/newsletter/templates',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: "The approved templates of a business account, and the newsletter's selected one",
        querystring: {
          type: 'object',
          properties: {
            accountId: { type: 'integer', minimum: 0 },
            selectedTemplateId: { type: 'integer', minimum: 0 },
          },
        },
        response: { 200: templateOptionsSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterTemplateOption[]> =>
      templateOptions(
        db,
        requireAccess(request).accountId,
        request.query.accountId || null,
        request.query.selectedTemplateId || null,
      ),
  );

  app.get<{ Params: { id: number } }>(
    '/WhatsAppApi/newsletter/:id',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'A newsletter as the editor shows it (0: a new draft), with its choices',
        params: idParams,
        response: { 200: editorStateSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterEditorState> =>
      newsletterEditorState(db, requireAccess(request).accountId, request.params.id),
  );

  app.post<{ Body: SaveBody }>(
    '/WhatsAppApi/newsletter',
    {
      config: { rights: ['WhatsAppCampaigns.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Creates (id 0) or saves a newsletter; answers it as the editor shows it',
        body: contentSchema,
        response: { 200: editorStateSchema, ...errors },
      },
    },
    async (request): Promise<NewsletterEditorState> => {
      const access = requireRight(
        request,
        request.body.id === 0 ? 'WhatsAppCampaigns.Add' : 'WhatsAppCampaigns.Edit',
      );
      return db.transaction(async (tx) => {
        const id = await saveNewsletter(tx, access, request.body);
        return newsletterEditorState(tx, access.accountId, id);
      });
    },
  );
}
