/**
 * Answering a conversation (issue 25): POST {id}/messages stores the answer (queued, with its
 * author) and queues its send (answersJob.ts); GET {id}/templates lists what may be sent when
 * the window is closed. Free text only inside the customer service window; a template anytime,
 * but to a person who withdrew consent only inside a window they opened.
 */
import type { FastifyInstance } from 'fastify';
import {
  conversationErrors,
  type ConversationAnswer,
  type ConversationMessage,
  type ConversationTemplate,
} from '../../../common/conversations';
import { placeholdersOf, TemplateStatus } from '../../../common/templates';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { requireAccess } from '../../plugins/auth';
import type { LinkTokens } from '../newsletters/statistics/trackedLinks';
import { conversationForWrite } from './answersConversation';
import { answerLinkToken } from './answersLinks';
import { conversationAnswerJob } from './answersJob';
import {
  answerBody,
  conversationParams,
  conversationTemplatesSchema,
  writeErrors,
} from './answersSchemas';
import { conversationMessageSchema } from './messageSchema';
import { templateAnswer } from './answersTemplate';
import {
  insertThreadMessage,
  nextThreadMessageId,
  noteAnswerInInbox,
  readThreadMessage,
  type NewThreadMessage,
} from './answersThread';

const reply = 'WhatsAppConversations.Reply' as const;

type Id = { Params: { id: number } };

export async function answersRoutes(
  app: FastifyInstance,
  { db, publicUrl, links }: { db: Database; publicUrl: string; links: LinkTokens },
) {
  app.post<Id & { Body: ConversationAnswer }>(
    '/WhatsAppApi/conversation/:id/messages',
    {
      config: { rights: [reply] },
      schema: {
        tags: ['WhatsApp'],
        summary:
          'Answers the person: free text in the open window (else 409 WindowClosed) or an approved template',
        params: conversationParams,
        body: answerBody,
        response: { 201: conversationMessageSchema, ...writeErrors },
      },
    },
    async (request, response): Promise<ConversationMessage> => {
      const { accountId, userId } = requireAccess(request);
      const answer = request.body;
      const message = await db.transaction(async (tx) => {
        const conversation = await conversationForWrite(tx, accountId, request.params.id);
        // Taken first: a template's link buttons carry a token naming the answer.
        const id = await nextThreadMessageId(tx);
        let stored: NewThreadMessage;
        if (answer.type === 'text') {
          if (!answer.text.trim()) {
            throw new HttpError(400, 'validation', 'The answer is empty.', [
              { field: 'text', reason: 'required' },
            ]);
          }
          if (!conversation.windowOpen) {
            throw new HttpError(
              409,
              conversationErrors.windowClosed,
              'The customer service window is closed: only an approved template may be sent.',
            );
          }
          stored = { direction: 'out', kind: 'text', text: answer.text, authorUserId: userId };
        } else {
          if (conversation.optedOut && !conversation.windowOpen) {
            throw new HttpError(
              409,
              conversationErrors.optedOut,
              'The person withdrew consent: they may be answered only inside a window they opened.',
            );
          }
          const built = await templateAnswer(
            tx,
            conversation,
            answer.templateId,
            answer.parameters ?? {},
            { publicUrl, linkToken: (index) => answerLinkToken(links, id, index) },
          );
          stored = { direction: 'out', kind: 'template', ...built, authorUserId: userId };
        }
        await insertThreadMessage(tx, conversation.id, { ...stored, id, sendState: 'queued' });
        await noteAnswerInInbox(tx, conversation.id, stored.kind, stored.text);
        await app.jobs.send(conversationAnswerJob, { id }, { tx });
        return readThreadMessage(tx, id);
      });
      app.jobs.wake(conversationAnswerJob);
      return response.status(201).send(message);
    },
  );

  app.get<Id>(
    '/WhatsAppApi/conversation/:id/templates',
    {
      config: { rights: [reply] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'The approved templates of the conversation number’s business account',
        params: conversationParams,
        response: { 200: conversationTemplatesSchema, ...writeErrors },
      },
    },
    async (request): Promise<ConversationTemplate[]> => {
      const { accountId } = requireAccess(request);
      return db.transaction(async (tx) => {
        const conversation = await conversationForWrite(tx, accountId, request.params.id, false);
        const rows = await tx.query<TemplateRow>(
          `select id, name, language, body_text, placeholders from whatsapp_templates
           where account_id = $1 and whatsapp_account_id = $2 and status = $3
             and graph_name is not null
           order by lower(name), language, id`,
          [accountId, conversation.businessAccountId, TemplateStatus.approved],
        );
        return rows.map(toConversationTemplate);
      });
    },
  );
}

interface TemplateRow {
  id: number;
  name: string;
  language: string;
  body_text: string;
  placeholders: { placeholder: string; defaultValue: string }[];
}

function toConversationTemplate(row: TemplateRow): ConversationTemplate {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    body: row.body_text,
    placeholders: placeholdersOf(row.body_text).map((name) => ({
      name,
      // A text component's placeholder is `tc:` and its friendly name (common/templates.ts).
      label: name.replace(/^tc:/, ''),
      defaultValue: row.placeholders.find((p) => p.placeholder === name)?.defaultValue ?? '',
    })),
  };
}
