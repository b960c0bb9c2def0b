/**
 * A page of a thread, oldest first: the newest `take` messages, the page older than a message
 * (`before`, scrolling up) or the messages newer than one (`after`, the poll). Keyed by the
 * thread's order (time, id) on its index, so the 10,000th message costs what the first does.
 */
import type { ConversationMessagePage } from '../../../common/conversations';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import {
  messageColumns,
  messageJoins,
  toConversationMessage,
  type MessageRow,
} from './messageView';

export interface ThreadQuery {
  before?: string;
  after?: string;
  take: number;
}

export async function threadPage(
  db: Database,
  conversationId: string,
  query: ThreadQuery,
): Promise<ConversationMessagePage> {
  if (query.before && query.after) {
    throw new HttpError(400, 'validation', 'Page by before or by after, not both.', [
      { field: 'after', reason: 'conflict' },
    ]);
  }
  const anchorId = query.before ?? query.after;
  let anchor = '';
  if (anchorId) {
    const [found] = await db.query(
      'select 1 from whatsapp_conversation_messages where id = $1 and conversation_id = $2',
      [anchorId, conversationId],
    );
    if (!found) {
      throw new HttpError(400, 'validation', 'No such message in this conversation.', [
        { field: query.before ? 'before' : 'after', reason: 'unknown' },
      ]);
    }
    anchor = `and (m.at, m.id) ${query.before ? '<' : '>'}
      (select a.at, a.id from whatsapp_conversation_messages a where a.id = $3)`;
  }
  const newer = Boolean(query.after);
  const rows = await db.query<MessageRow>(
    `select ${messageColumns} from whatsapp_conversation_messages m ${messageJoins}
     where m.conversation_id = $1 ${anchor}
     order by m.at ${newer ? 'asc' : 'desc'}, m.id ${newer ? 'asc' : 'desc'}
     limit $2`,
    [conversationId, newer ? query.take : query.take + 1, ...(anchorId ? [anchorId] : [])],
  );
  if (newer) {
    // The page older than these is the one before the poll's anchor.
    return { items: rows.map(toConversationMessage), nextBefore: rows[0]?.id ?? query.after! };
  }
  const page = rows.slice(0, query.take).reverse();
  return {
    items: page.map(toConversationMessage),
    nextBefore: rows.length > query.take ? page[0].id : null,
  };
}
