/**
 * What a team action leaves behind: an `event` (or `note`) message in the thread with its
 * author, and an entry in the latest actions (user_actions, group WhatsAppConversation, captioned
 * with the person's name as the inbox shows it). An assignment to someone else tells them in the
 * notification centre, in their own language.
 */
import type { ConversationEventType } from '../../../common/conversations';
import type { Queryable } from '../../db/database';
import { pickLanguage, text } from '../../http/texts';
import { createNotification } from '../../suite/notifications';
import { recordItemAction } from '../../suite/userActions';
import type { WritableConversation } from './answersConversation';
import { insertThreadMessage } from './answersThread';

export const conversationActionGroup = 'WhatsAppConversation';

/** The latest actions' event keys (app.dashboard.actions.event words them). */
const actionEvents: Record<ConversationEventType | 'note', string> = {
  assigned: 'conversationAssigned',
  unassigned: 'conversationUnassigned',
  closed: 'conversationClosed',
  reopened: 'conversationReopened',
  note: 'conversationNoteAdded',
};

export async function recordTeamEvent(
  tx: Queryable,
  conversation: WritableConversation,
  userId: number,
  type: ConversationEventType,
  assigneeId: number | null = null,
): Promise<number> {
  const id = await insertThreadMessage(tx, conversation.id, {
    direction: 'internal',
    kind: 'event',
    text: '',
    data: { event: { type, assigneeId } },
    authorUserId: userId,
  });
  await recordItemAction(
    tx,
    { accountId: conversation.accountId, userId },
    conversationActionGroup,
    actionEvents[type],
    'edit',
    { id: conversation.id, name: conversation.name },
    { details: assigneeId === null ? {} : { assigneeId } },
  );
  return id;
}

export async function recordNote(
  tx: Queryable,
  conversation: WritableConversation,
  userId: number,
  note: string,
): Promise<number> {
  const id = await insertThreadMessage(tx, conversation.id, {
    direction: 'internal',
    kind: 'note',
    text: note,
    authorUserId: userId,
  });
  await recordItemAction(
    tx,
    { accountId: conversation.accountId, userId },
    conversationActionGroup,
    actionEvents.note,
    'edit',
    { id: conversation.id, name: conversation.name },
    { details: { messageId: id } },
  );
  return id;
}

/** Tells the new assignee (not someone who took the conversation themselves). */
export async function notifyAssignee(
  tx: Queryable,
  conversation: WritableConversation,
  byUserId: number,
  assigneeId: number,
): Promise<void> {
  if (assigneeId === byUserId) return;
  const [row] = await tx.query<{ locale: string | null; by_name: string }>(
    `select a.locale,
       coalesce(nullif(trim(b.given_name || ' ' || b.family_name), ''), b.username) as by_name
     from users a, users b where a.id = $1 and b.id = $2`,
    [assigneeId, byUserId],
  );
  if (!row) return;
  await createNotification(tx, {
    accountId: conversation.accountId,
    userId: assigneeId,
    source: 'whatsApp',
    text: text(pickLanguage(row.locale), 'whatsapp.conversations.notification.assigned', {
      by: row.by_name,
      name: conversation.name,
    }),
    linkUrl: `/WhatsApp/Conversations/${conversation.id}`,
  });
}
