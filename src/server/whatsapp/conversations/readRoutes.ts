/**
 * The inbox's read calls (issue 25): the list, one conversation, its thread, and marking it
 * read. Every call is scoped to the caller's account; another account's conversation is 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  conversationErrors,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationMessagePage,
} from '../../../common/conversations';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { requireAccess } from '../../plugins/auth';
import { errors } from '../templates/schemas';
import { listConversations, type ConversationPage } from './inboxQuery';
import { markConversationRead, type QueueRead } from './markRead';
import {
  detailSchema,
  idParams,
  listPageSchema,
  listQuerySchema,
  messagePageSchema,
  messagesQuerySchema,
} from './readSchemas';
import { summaryColumns, summaryJoins, toSummary, type SummaryRow } from './summaryRow';
import { threadPage, type ThreadQuery } from './threadQuery';

const view = 'WhatsAppConversations.View' as const;
const reply = 'WhatsAppConversations.Reply' as const;
const base = '/WhatsAppApi/conversation';
type Id = { Params: { id: string } };

export const conversationNotFound = () =>
  new HttpError(404, conversationErrors.notFound, 'No such conversation in this account.');

/** The conversation of the account; 404 when it is another's or none. */
async function summaryOf(db: Database, accountId: number, id: string): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(
    `select ${summaryColumns} from whatsapp_conversations c ${summaryJoins}
     where c.id = $1 and c.account_id = $2`,
    [id, accountId],
  );
  if (!row) throw conversationNotFound();
  return row;
}

export async function conversationReadRoutes(
  app: FastifyInstance,
  { db, queueRead }: { db: Database; queueRead: QueueRead },
) {
  app.post<{ Body: ConversationListQuery }>(
    `${base}/conversations`,
    {
      config: { rights: [view] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'A page of the conversations, newest message first, by filter and search',
        body: listQuerySchema,
        response: { 200: listPageSchema, ...errors },
      },
    },
    async (request): Promise<ConversationPage> => {
      const { accountId, userId } = requireAccess(request);
      return listConversations(db, { accountId, userId }, request.body);
    },
  );

  app.get<Id>(
    `${base}/:id`,
    {
      config: { rights: [view] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'One conversation, with what the caller may send in it',
        params: idParams,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request): Promise<ConversationDetail> => {
      const access = requireAccess(request);
      const summary = toSummary(await summaryOf(db, access.accountId, request.params.id));
      const canReply = access.rights.includes(reply);
      // Free text while the customer service window is open; else only a template.
      return { ...summary, canReply, canSendText: summary.windowClosesAt !== null };
    },
  );

  app.get<Id & { Querystring: ThreadQuery }>(
    `${base}/:id/messages`,
    {
      config: { rights: [view] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'A page of the thread, oldest first: the newest, before or after a message',
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request): Promise<ConversationMessagePage> => {
      const { accountId } = requireAccess(request);
      await summaryOf(db, accountId, request.params.id);
      return threadPage(db, request.params.id, request.query);
    },
  );

  app.post<Id>(
    `${base}/:id/read`,
    {
      config: { rights: [reply] },
      schema: {
        tags: ['WhatsApp'],
        summary: "Marks the person's messages read, here and at Meta",
        params: idParams,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, answer) => {
      const { accountId } = requireAccess(request);
      if (!(await markConversationRead(db, accountId, request.params.id, queueRead))) {
        throw conversationNotFound();
      }
      return answer.status(204).send();
    },
  );
}
