/**
 * The editor's calls: `GET template/{id}` (id 0: a new template's defaults) and `POST template`,
 * which saves a whole template (id 0 creates it: WhatsAppTemplates.Add; otherwise .Edit).
 */
import type { FastifyInstance } from 'fastify';
import type { TemplateContent, TemplateEditorState } from '../../../common/templates';
import { templateSchema as contentSchema } from '../../../common/validation/templateSchema';
import type { Database } from '../../db/database';
import { requireAccess } from '../../plugins/auth';
import {
  checkAccountAvailable,
  checkBasics,
  checkHeader,
  checked,
  withAlignedPlaceholders,
} from './content';
import { editorState } from './editorState';
import { editableTemplate, recordTemplateAction, requireRight } from './guard';
import { editorStateSchema, errors, idParams } from './schemas';
import { writeContent } from './store';

export async function templateEditorRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Params: { id: number } }>(
    '/WhatsAppApi/template/:id',
    {
      config: { rights: ['WhatsAppTemplates.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'A template for the editor (id 0: the defaults), whether it is editable, the WABAs',
        params: idParams,
        response: { 200: editorStateSchema, ...errors },
      },
    },
    async (request): Promise<TemplateEditorState> => {
      const { accountId, userId } = requireAccess(request);
      return db.transaction((tx) => editorState(tx, accountId, userId, request.params.id));
    },
  );

  app.post<{ Body: { id?: number } & Partial<TemplateContent> }>(
    '/WhatsAppApi/template',
    {
      config: { rights: ['WhatsAppTemplates.View'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Saves a whole template (id 0 creates it); 400 names each broken rule',
        body: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 0, maximum: 2147483647, default: 0 } },
        },
        response: { 200: editorStateSchema, ...errors },
      },
    },
    async (request): Promise<TemplateEditorState> => {
      const id = request.body.id ?? 0;
      const access = requireRight(
        request,
        id === 0 ? 'WhatsAppTemplates.Add' : 'WhatsAppTemplates.Edit',
      );
      const { accountId, userId } = access;
      await checkAccountAvailable(db, accountId, request.body.businessAccountId);
      const value = checked(
        contentSchema,
        withAlignedPlaceholders(request.body),
      ) as TemplateContent;
      return db.transaction(async (tx) => {
        if (id !== 0) await editableTemplate(tx, accountId, id);
        const content = await checkBasics(tx, accountId, id, value);
        content.components.header = await checkHeader(tx, accountId, content.components.header);
        let templateId = id;
        if (id === 0) {
          const [row] = await tx.query<{ id: number }>(
            `insert into whatsapp_templates (account_id, name, language, created_by, modified_by)
             values ($1, $2, $3, $4, $4) returning id`,
            [accountId, content.name, content.language, userId],
          );
          templateId = row.id;
        }
        await writeContent(tx, accountId, templateId, userId, content);
        await recordTemplateAction(
          tx,
          access,
          id === 0 ? 'templateCreated' : 'templateEdited',
          id === 0 ? 'create' : 'edit',
          { id: templateId, name: content.name },
        );
        return editorState(tx, accountId, userId, templateId);
      });
    },
  );
}
