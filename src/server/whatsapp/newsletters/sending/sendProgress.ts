/**
 * The sender's notification of a running send (spec section 3, "currently running" with a
 * progress bar): made when the first batch goes out, moved on as batches follow, and turned into
 * the "sent" or "stopped" notification at the end (newsletterEnd.ts). The send's action on the
 * start page (Latest actions) moves with it.
 */
import { NewsletterStatus } from '../../../../common/newsletters';
import type { Database } from '../../../db/database';
import { pickLanguage, text } from '../../../http/texts';
import { createNotification, updateNotificationProgress } from '../../../suite/notifications';
import { updateUserActionProgress } from '../../../suite/userActions';

/** Moves the notification of an Active newsletter to its share of rows no longer pending. */
export async function reportSendProgress(db: Database, newsletterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [newsletter] = await tx.query<{
      account_id: number;
      name: string;
      sender_user_id: number | null;
      progress_notification_id: string | null;
      send_action_id: string | null;
      locale: string | null;
    }>(
      `select n.account_id, n.name, n.sender_user_id, n.progress_notification_id, n.send_action_id,
         u.locale
       from whatsapp_newsletters n left join users u on u.id = n.sender_user_id
       where n.id = $1 and n.status = $2 for update of n`,
      [newsletterId, NewsletterStatus.active],
    );
    if (!newsletter || newsletter.sender_user_id === null) return;
    const [rows] = await tx.query<{ pending: number; total: number }>(
      `select coalesce(sum(pending), 0)::int as pending,
         coalesce(sum(pending + sent + delivered + read + failed + removed), 0)::int as total
       from whatsapp_newsletter_delivery_counts where newsletter_id = $1`,
      [newsletterId],
    );
    // 100 % is the end's to say: it also turns the text into "sent".
    if (newsletter.send_action_id !== null) {
      const actionId = Number(newsletter.send_action_id);
      await updateUserActionProgress(
        tx,
        newsletter.account_id,
        actionId,
        rows.total - rows.pending,
      );
    }
    const done = rows.total > 0 ? (rows.total - rows.pending) / rows.total : 0;
    const progress = Math.min(99, Math.round(done * 100));
    if (newsletter.progress_notification_id !== null) {
      await updateNotificationProgress(
        tx,
        newsletter.account_id,
        Number(newsletter.progress_notification_id),
        progress,
      );
      return;
    }
    const id = await createNotification(tx, {
      accountId: newsletter.account_id,
      userId: newsletter.sender_user_id,
      source: 'whatsApp',
      text: text(pickLanguage(newsletter.locale), 'whatsapp.newsletters.notification.sending', {
        name: newsletter.name,
      }),
      linkUrl: '/WhatsApp/Overview',
      progress,
    });
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
