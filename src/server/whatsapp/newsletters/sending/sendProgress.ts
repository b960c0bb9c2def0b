/**
 * The sender's notification of a running send (spec section 3, "currently running" with a
 * progress bar): made when the first batch goes out, moved on as batches follow, and turned into
 * the "sent" or "stopped" notification at the end (newsletterEnd.ts). The send's action on the
 * start page (Latest actions) moves with it.
 */
import { NewsletterStatus } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { updateNotificationProgress } from '../../../suite/notifications';
import { updateUserActionProgress } from '../../../suite/userActions';
import { keptCounts } from '../statistics/keptCounts';
import { notifySender, senderText } from './senderNotification';

/** Moves the notification of an Active newsletter to its share of rows no longer pending. */
export async function reportSendProgress(db: Database, newsletterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [newsletter] = await tx.query<{
      account_id: number;
      name: string;
      sender_user_id: number | null;
      progress_notification_id: string | null;
      send_action_id: string | null;
    }>(
      `select account_id, name, sender_user_id, progress_notification_id, send_action_id
       from whatsapp_newsletters where id = $1 and status = $2 for update`,
      [newsletterId, NewsletterStatus.active],
    );
    const senderId = newsletter?.sender_user_id;
    if (!newsletter || senderId === null || senderId === undefined) return;
    const counts = await keptCounts(tx, newsletterId);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const handled = total - counts.pending;
    if (newsletter.send_action_id !== null) {
      const actionId = Number(newsletter.send_action_id);
      await updateUserActionProgress(tx, newsletter.account_id, actionId, handled);
    }
    // 100 % is the end's to say: it also turns the text into "sent".
    const progress = total > 0 ? Math.min(99, Math.round((handled * 100) / total)) : 0;
    if (newsletter.progress_notification_id !== null) {
      const id = Number(newsletter.progress_notification_id);
      await updateNotificationProgress(tx, newsletter.account_id, id, progress);
      return;
    }
    const sender = { ...newsletter, sender_user_id: senderId };
    const said = await senderText(tx, sender, 'whatsapp.newsletters.notification.sending');
    const id = await notifySender(tx, sender, said, progress);
    await tx.query('update whatsapp_newsletters set progress_notification_id = $2 where id = $1', [
      newsletterId,
      id,
    ]);
  });
}

/** Reports a newsletter's progress at most every `everyMs` per process, so batches stay cheap. */
export class SendProgressReporter {
  private readonly reportedAt = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly everyMs = 2000,
  ) {}

  report(newsletterId: number): Promise<void> {
    const now = Date.now();
    if (now - (this.reportedAt.get(newsletterId) ?? 0) < this.everyMs) return Promise.resolve();
    this.reportedAt.set(newsletterId, now);
    return reportSendProgress(this.db, newsletterId);
  }
}
