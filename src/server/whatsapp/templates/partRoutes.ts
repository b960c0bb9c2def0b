/**
 * Saving one part of a stored template (spec section 7): `header`, `body` (with the footer),
 * `button` (adds with id 0, else changes that button) and `button/delete`. Each applies the same
 * shared rules as the whole template and answers the template as the editor shows it.
 */
import type { FastifyInstance } from 'fastify';
import type {
  TemplateButton,
  TemplateContent,
  TemplateEditorState,
  TemplateHeader,
} from '../../../common/templates';
import {
  bodyPartSchema,
  buttonSchema,
  buttonsSchema,
  headerSchema,
} from '../../../common/validation/templateSchema';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../http/httpError';
import type { Access } from '../../identity/users';
import { checkHeader, checked, withAlignedPlaceholders } from './content';
import { editorState } from './editorState';
import { editableTemplate, recordTemplateAction, requireRight } from './guard';
import { editorStateSchema, errors, idParams } from './schemas';
import { componentsOf, toDto, writeContent, type TemplateRow } from './store';

type Change = (
  tx: Queryable,
  row: TemplateRow,
  content: TemplateContent,
  body: unknown,
  access: Access,
) => Promise<void>;

export async function templatePartRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const part = (path: string, summary: string, change: Change) =>
    app.post<{ Params: { id: number } }>(
      `/WhatsAppApi/template/:id/${path}`,
      {
        config: { rights: ['WhatsAppTemplates.Edit'] },
        schema: {
          tags: ['WhatsApp'],
          summary,
          params: idParams,
          response: { 200: editorStateSchema, ...errors },
        },
      },
      async (request): Promise<TemplateEditorState> => {
        const access = requireRight(request, 'WhatsAppTemplates.Edit');
        const { accountId, userId } = access;
        return db.transaction(async (tx) => {
          const row = await editableTemplate(tx, accountId, request.params.id);
          const { components: _, ...dto } = toDto(row);
          const content: TemplateContent = { ...dto, components: componentsOf(row) };
          await change(tx, row, content, request.body, access);
          await writeContent(tx, accountId, row.id, userId, content);
          await recordTemplateAction(tx, access, 'templateEdited', 'edit', row);
          return editorState(tx, accountId, userId, row.id);
        });
      },
    );

  part(
    'header',
    'Saves the header: text, an image path of the media database, or null',
    async (tx, row, content, body) => {
      const header = checked(headerSchema, body) as TemplateHeader | null;
      content.components.header = await checkHeader(tx, row.account_id, header, 'headerValue');
    },
  );

  part(
    'body',
    'Saves the body with its placeholder fallbacks, and the footer',
    async (_tx, _row, content, body) => {
      const aligned = withAlignedPlaceholders({ components: body }) as { components: unknown };
      const value = checked(bodyPartSchema, aligned.components);
      content.components.body = value.body;
      content.components.footer = { text: value.footer.text ?? '' };
    },
  );

  part(
    'button',
    'Adds a button (id 0) or changes one; the count rules apply to all',
    async (_tx, _row, content, body) => {
      const button = checked(buttonSchema, body) as TemplateButton;
      const buttons = [...content.components.buttons];
      if (button.id) {
        const at = buttons.findIndex((b) => b.id === button.id);
        if (at < 0) throw notFound(`Button ${button.id} is unknown.`);
        buttons[at] = { ...buttons[at], ...button };
      } else {
        buttons.push(button);
      }
      content.components.buttons = checked(buttonsSchema, buttons) as TemplateButton[];
    },
  );

  part('button/delete', 'Removes a button', async (_tx, _row, content, body) => {
    const id = (body as { id?: unknown } | null)?.id;
    const buttons = content.components.buttons.filter((b) => b.id !== id);
    if (buttons.length === content.components.buttons.length) {
      throw notFound(`Button ${String(id)} is unknown.`);
    }
    content.components.buttons = buttons;
  });
}
