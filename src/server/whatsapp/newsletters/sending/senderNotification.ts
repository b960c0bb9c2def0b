/**
 * What a newsletter's sender reads in the notification centre (spec section 3), in their own
 * language: the send running with its progress bar (sendProgress.ts), then sent or stopped
 * (newsletterEnd.ts).
 */
import type { Queryable } from '../../../db/database';
import { pickLanguage, text } from '../../../http/texts';
import { createNotification } from '../../../suite/notifications';

export interface Sender {
  account_id: number;
  name: string;
  sender_user_id: number;
}

/** The text `textId` about the newsletter (its `name`, and `reason` if given) for its sender. */
export async function senderText(
  tx: Queryable,
  newsletter: Sender,
  textId: string,
  reason = '',
): Promise<string> {
  const [user] = await tx.query<{ locale: string | null }>(
    'select locale from users where id = $1',
    [newsletter.sender_user_id],
  );
  return text(pickLanguage(user?.locale), textId, { name: newsletter.name, reason });
}

/** A new notification to the sender; running work when `progress` (percent) is given. */
export function notifySender(
  tx: Queryable,
  newsletter: Sender,
  said: string,
  progress?: number,
): Promise<number> {
  return createNotification(tx, {
    accountId: newsletter.account_id,
    userId: newsletter.sender_user_id,
    source: 'whatsApp',
    text: said,
    linkUrl: '/WhatsApp/Overview',
    progress,
  });
}
