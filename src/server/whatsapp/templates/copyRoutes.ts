/** `POST template/{id}/copy`: an editable draft with the same content and a free name. */
import type { FastifyInstance } from 'fastify';
import type { TemplateEditorState } from '../../../common/templates';
import type { Database } from '../../db/database';
import { editorState } from './editorState';
import { recordTemplateAction, requireRight } from './guard';
import { editorStateSchema, errors, idParams } from './schemas';
import { requireTemplate } from './store';
import { freeCopyName } from '../copyName';

export async function templateCopyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post<{ Params: { id: number } }>(
    '/WhatsAppApi/template/:id/copy',
    {
      config: { rights: ['WhatsAppTemplates.Add'] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Copies a template into a new draft (a free name, not submitted)',
        params: idParams,
        response: { 200: editorStateSchema, ...errors },
      },
    },
    async (request): Promise<TemplateEditorState> => {
      const access = requireRight(request, 'WhatsAppTemplates.Add');
      const { accountId, userId } = access;
      return db.transaction(async (tx) => {
        const source = await requireTemplate(tx, accountId, request.params.id);
        const name = await freeCopyName(tx, 'whatsapp_templates', accountId, source.name, 85);
        const [row] = await tx.query<{ id: number }>(
          `insert into whatsapp_templates (account_id, whatsapp_account_id, name, description,
             language, header_format, header_value, body_text, placeholders, footer_text, buttons,
             created_by, modified_by)
           select account_id, whatsapp_account_id, $3, description, language, header_format,
             header_value, body_text, placeholders, footer_text, buttons, $4, $4
           from whatsapp_templates where account_id = $1 and id = $2
           returning id`,
          [accountId, source.id, name, userId],
        );
        await recordTemplateAction(tx, access, 'templateCopied', 'create', { id: row.id, name });
        return editorState(tx, accountId, userId, row.id);
      });
    },
  );
}
