/**
 * The two ends of a send: the distribution finished (no row pending or in flight: Sent, spec
 * section 4) or it was stopped (by a user, or by the engine on an error of class stopCampaign:
 * unsent rows are removed, Stopped); the counts are kept on the newsletter and the sender is
 * told in the notification centre.
 */
import { NewsletterStatus } from '../../../../common/newsletters';
import { findNewsletter } from '../newsletterStore';
import { priceInformation } from '../price/priceInformation';
import { nextStatus } from '../../../../common/newsletterTransitions';
import type { Database, Queryable } from '../../../db/database';
import { updateNotificationProgress } from '../../../suite/notifications';
import { notifySender, senderText } from './senderNotification';

interface Locked {
  id: number;
  account_id: number;
  name: string;
  status: NewsletterStatus;
  sender_user_id: number | null;
  progress_notification_id: string | null;
}

async function lockNewsletter(tx: Queryable, id: number): Promise<Locked | undefined> {
  const [row] = await tx.query<Locked>(
    `select id, account_id, name, status, sender_user_id, progress_notification_id
     from whatsapp_newsletters where id = $1 for update`,
    [id],
  );
  return row;
}

/**
 * Writes the rows' counts per state onto the newsletter, and the messages that went out onto
 * the send's action (a stopped send stays short of its end there). Called again once a stopped
 * send's last requests ended (sendRoutes.ts), so the kept figures are its final ones.
 */
async function keepCounts(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `update whatsapp_newsletters n set
       sent_count = c.sent, failed_count = c.failed, removed_count = c.removed
     from (select count(*) filter (where state = 'sent')::int as sent,
                  count(*) filter (where state = 'failed')::int as failed,
                  count(*) filter (where state = 'removed')::int as removed
           from whatsapp_newsletter_recipients where newsletter_id = $1) c
     where n.id = $1`,
    [id],
  );
  await tx.query(
    `update user_actions a set progress = least(a.max_progress, n.sent_count + n.failed_count)
     from whatsapp_newsletters n where n.id = $1 and a.id = n.send_action_id`,
    [id],
  );
}

/**
 * Tells the sender how the send ended: the notification of the running send (sendProgress.ts)
 * becomes this one at 100 %, else a new one is made. `onlyIfRunning`: nothing new is made.
 */
async function tellSender(
  tx: Queryable,
  newsletter: Locked,
  textId: string,
  { reason, onlyIfRunning = false }: { reason?: string; onlyIfRunning?: boolean } = {},
) {
  const senderId = newsletter.sender_user_id;
  if (senderId === null) return;
  const sender = { ...newsletter, sender_user_id: senderId };
  const said = await senderText(tx, sender, textId, reason);
  if (newsletter.progress_notification_id !== null) {
    const id = Number(newsletter.progress_notification_id);
    await updateNotificationProgress(tx, newsletter.account_id, id, 100, said);
    return;
  }
  if (!onlyIfRunning) await notifySender(tx, sender, said);
}

/**
 * Sent, when the newsletter is Active and no row is pending or in flight any more; answers
 * whether it finished now. Safe to call from several processes: the row lock decides.
 */
export async function finishIfDone(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const newsletter = await lockNewsletter(tx, id);
    const to = newsletter && nextStatus(newsletter.status, 'distributionFinished');
    if (!newsletter || to === null || to === undefined) return false;
    const [open] = await tx.query(
      `select 1 from whatsapp_newsletter_recipients
       where newsletter_id = $1 and state in ('pending', 'claimed', 'attempting') limit 1`,
      [id],
    );
    if (open) return false;
    await tx.query(
      `update whatsapp_newsletters set status = $2, distribution_finished_at = now() where id = $1`,
      [id, to],
    );
    await keepCounts(tx, id);
    await tellSender(tx, newsletter, 'whatsapp.newsletters.notification.sent');
    return true;
  });
}

/**
 * Stops an Active newsletter in the caller's transaction: rows not attempted yet are removed
 * (rows attempting finish and stay as they end), the status becomes Stopped. Answers false when
 * the status does not allow a stop (finished, or only planned: that is unscheduled instead).
 */
export async function stopNewsletter(
  tx: Queryable,
  id: number,
  reason: string | null,
): Promise<boolean> {
  const newsletter = await lockNewsletter(tx, id);
  const to = newsletter && nextStatus(newsletter.status, 'stop');
  if (!newsletter || to === null || to === undefined) return false;
  await tx.query(
    `update whatsapp_newsletter_recipients set state = 'removed', retry_at = null
     where newsletter_id = $1 and state in ('pending', 'claimed')`,
    [id],
  );
  await tx.query(
    `update whatsapp_newsletters set status = $2, stopped_at = now(), stop_reason = $3,
       distribution_finished_at = now(), sending_started_at = coalesce(sending_started_at, now())
     where id = $1`,
    [id, to, reason],
  );
  await keepCounts(tx, id);
  if (reason !== null) {
    await tellSender(tx, newsletter, 'whatsapp.newsletters.notification.stoppedByError', {
      reason,
    });
  } else {
    // Stopped by a user, who knows it: only a running notification is brought to its end.
    await tellSender(tx, newsletter, 'whatsapp.newsletters.notification.stopped', {
      onlyIfRunning: true,
    });
  }
  return true;
}

/**
 * A stopped send's figures as they ended: the counts of its rows and the cost of what was sent,
 * written again whenever requests under way at the stop have ended (the stop call waits for
 * them; a slower one's batch writes them when it ends), so list, editor and statistics agree.
 */
export async function keepStoppedFigures(db: Database, id: number): Promise<void> {
  const [row] = await db.query<{ status: NewsletterStatus }>(
    'select status from whatsapp_newsletters where id = $1',
    [id],
  );
  if (row?.status !== NewsletterStatus.stopped) return;
  await db.transaction(async (tx) => {
    const newsletter = await lockNewsletter(tx, id);
    if (newsletter?.status !== NewsletterStatus.stopped) return;
    await keepCounts(tx, id);
    const price = await priceInformation(
      tx,
      await findNewsletter(tx, newsletter.account_id, id),
      null,
    );
    await tx.query('update whatsapp_newsletters set expected_price = $2 where id = $1', [
      id,
      price.price < 0 ? null : price.price,
    ]);
  });
}
