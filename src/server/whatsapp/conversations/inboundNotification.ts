/**
 * A person's new message in a conversation assigned to a user tells that user, in their own
 * language, in the notification centre (spec section 3), linked to the thread.
 */
import type { Queryable } from '../../db/database';
import { pickLanguage, text } from '../../http/texts';
import { createNotification } from '../../suite/notifications';

export const threadPath = (conversationId: string) => `/WhatsApp/Conversations/${conversationId}`;

export async function notifyAssignee(
  tx: Queryable,
  conversation: { id: string; accountId: number },
  userId: number,
  personName: string,
): Promise<void> {
  const [user] = await tx.query<{ locale: string | null }>(
    'select locale from users where id = $1',
    [userId],
  );
  await createNotification(tx, {
    accountId: conversation.accountId,
    userId,
    source: 'whatsApp',
    text: text(pickLanguage(user?.locale), 'whatsapp.conversations.notification.newMessage', {
      name: personName,
    }),
    linkUrl: threadPath(conversation.id),
  });
}
