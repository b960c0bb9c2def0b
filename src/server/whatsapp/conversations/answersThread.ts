/**
 * Writes of the write calls into a thread: our answers, notes and team events, each a row of
 * whatsapp_conversation_messages read back as the thread shows it (messageView.ts), and the
 * inbox fields an answer moves.
 */
import type {
  ConversationDirection,
  ConversationMessage,
  ConversationMessageKind,
} from '../../../common/conversations';
import type { SendComponent } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import {
  messageColumns,
  messageJoins,
  toConversationMessage,
  type MessageData,
  type MessageRow,
} from './messageView';

/** An answer's data: what the thread shows, and the template message as it goes to Meta. */
export interface AnswerData extends MessageData {
  send?: { name: string; language: string; components: SendComponent[] };
  /** Where the answer's tracked link buttons lead (answersLinks.ts). */
  links?: { index: number; url: string }[];
}

export interface NewThreadMessage {
  /** A row id taken before (`nextThreadMessageId`); unset: the next one. */
  id?: number;
  direction: ConversationDirection;
  kind: ConversationMessageKind;
  text: string;
  data?: AnswerData;
  /** Our answers start queued; notes and events have none. */
  sendState?: 'queued';
  authorUserId: number;
}

export async function insertThreadMessage(
  tx: Queryable,
  conversationId: number,
  message: NewThreadMessage,
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `insert into whatsapp_conversation_messages
       (id, conversation_id, at, direction, kind, text, data, send_state, author_user_id)
     values (coalesce($8::bigint, nextval(pg_get_serial_sequence(
         'whatsapp_conversation_messages', 'id'))), $1, now(), $2, $3, $4, $5, $6, $7)
     returning id::text`,
    [
      conversationId,
      message.direction,
      message.kind,
      message.text,
      JSON.stringify(message.data ?? {}),
      message.sendState ?? null,
      message.authorUserId,
      message.id ?? null,
    ],
  );
  return Number(row.id);
}

/** The id the next thread message will have, for what must name it before it is stored. */
export async function nextThreadMessageId(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `select nextval(pg_get_serial_sequence('whatsapp_conversation_messages', 'id'))::text as id`,
  );
  return Number(row.id);
}

export async function readThreadMessage(tx: Queryable, id: number): Promise<ConversationMessage> {
  const [row] = await tx.query<MessageRow>(
    `select ${messageColumns} from whatsapp_conversation_messages m ${messageJoins}
     where m.id = $1`,
    [id],
  );
  return toConversationMessage(row);
}

/** Longest inbox preview of a message (the list shortens it further to its width). */
const previewLength = 120;

export const previewOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > previewLength ? `${line.slice(0, previewLength - 1)}…` : line;
};

/** Our answer is now the conversation's last message; its unread count stays as it is. */
export async function noteAnswerInInbox(
  tx: Queryable,
  conversationId: number,
  kind: ConversationMessageKind,
  text: string,
): Promise<void> {
  await tx.query(
    `update whatsapp_conversations set last_message_at = now(), last_message_preview = $2,
       last_message_kind = $3, last_message_direction = 'out'
     where id = $1`,
    [conversationId, previewOf(text), kind],
  );
}
