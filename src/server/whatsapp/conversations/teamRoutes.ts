/**
 * Work in a team (issue 25): assign a conversation to a user of the account (or to nobody),
 * close and reopen it, and leave a note for colleagues. Each writes its event or note into the
 * thread and the latest actions (teamRecord.ts); a call that changes nothing writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  conversationErrors,
  type ConversationAssignee,
  type ConversationEventType,
  type ConversationMessage,
} from '../../../common/conversations';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { requireAccess } from '../../plugins/auth';
import { conversationForWrite } from './answersConversation';
import {
  assignBody,
  assigneesSchema,
  conversationParams,
  noteBody,
  writeErrors,
} from './answersSchemas';
import { conversationMessageSchema } from './messageSchema';
import { readThreadMessage } from './answersThread';
import { findAssignee, listAssignees } from './teamAssignees';
import { notifyAssignee, recordNote, recordTeamEvent } from './teamRecord';

const reply = 'WhatsAppConversations.Reply' as const;
const view = 'WhatsAppConversations.View' as const;
const base = '/WhatsAppApi/conversation';

type Id = { Params: { id: number } };

export async function teamRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    `${base}/assignees`,
    {
      config: { rights: [view] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'The users of the account a conversation may be assigned to',
        response: { 200: assigneesSchema, ...writeErrors },
      },
    },
    async (request): Promise<ConversationAssignee[]> =>
      listAssignees(db, requireAccess(request).accountId),
  );

  app.post<Id & { Body: { userId: number | null } }>(
    `${base}/:id/assign`,
    {
      config: { rights: [reply] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'Assigns the conversation to a user of the account (null: to nobody)',
        params: conversationParams,
        body: assignBody,
        response: { 204: { type: 'null' }, ...writeErrors },
      },
    },
    async (request, response) => {
      const { accountId, userId } = requireAccess(request);
      const assigneeId = request.body.userId;
      await db.transaction(async (tx) => {
        const conversation = await conversationForWrite(tx, accountId, request.params.id);
        if (assigneeId !== null && !(await findAssignee(tx, accountId, assigneeId))) {
          throw new HttpError(
            400,
            conversationErrors.assigneeUnknown,
            'The user does not belong to the account or may not read conversations.',
          );
        }
        if (conversation.assignedUserId === assigneeId) return;
        await tx.query('update whatsapp_conversations set assigned_user_id = $2 where id = $1', [
          conversation.id,
          assigneeId,
        ]);
        await recordTeamEvent(
          tx,
          conversation,
          userId,
          assigneeId === null ? 'unassigned' : 'assigned',
          assigneeId,
        );
        if (assigneeId !== null) await notifyAssignee(tx, conversation, userId, assigneeId);
      });
      return response.status(204).send();
    },
  );

  const stateRoute = (path: 'close' | 'reopen', state: 'closed' | 'open') =>
    app.post<Id>(
      `${base}/:id/${path}`,
      {
        config: { rights: [reply] },
        schema: {
          tags: ['WhatsApp'],
          summary: state === 'closed' ? 'Closes the conversation' : 'Reopens the conversation',
          params: conversationParams,
          response: { 204: { type: 'null' }, ...writeErrors },
        },
      },
      async (request, response) => {
        const { accountId, userId } = requireAccess(request);
        const event: ConversationEventType = state === 'closed' ? 'closed' : 'reopened';
        await db.transaction(async (tx) => {
          const conversation = await conversationForWrite(tx, accountId, request.params.id);
          if (conversation.state === state) return;
          await tx.query('update whatsapp_conversations set state = $2 where id = $1', [
            conversation.id,
            state,
          ]);
          await recordTeamEvent(tx, conversation, userId, event);
        });
        return response.status(204).send();
      },
    );
  stateRoute('close', 'closed');
  stateRoute('reopen', 'open');

  app.post<Id & { Body: { text: string } }>(
    `${base}/:id/notes`,
    {
      config: { rights: [reply] },
      schema: {
        tags: ['WhatsApp'],
        summary: 'A note for colleagues in the thread (never sent to the person)',
        params: conversationParams,
        body: noteBody,
        response: { 201: conversationMessageSchema, ...writeErrors },
      },
    },
    async (request, response): Promise<ConversationMessage> => {
      const { accountId, userId } = requireAccess(request);
      const note = request.body.text;
      if (!note.trim()) {
        throw new HttpError(400, 'validation', 'The note is empty.', [
          { field: 'text', reason: 'required' },
        ]);
      }
      const message = await db.transaction(async (tx) => {
        const conversation = await conversationForWrite(tx, accountId, request.params.id);
        return readThreadMessage(tx, await recordNote(tx, conversation, userId, note));
      });
      return response.status(201).send(message);
    },
  );
}
