/**
 * A newsletter's statistics overview: delivery counts and their time course from the count rows
 * the recipient table's triggers keep (migration 015), failure reasons, reactions and links.
 * Nothing here reads every message of the newsletter: the failure reasons read only the failed
 * rows (a partial index).
 */
import {
  reactionTypes,
  type DeliveryPoint,
  type LinkStatistic,
  type NewsletterStatistic,
  type NewsletterStatistics,
  type ReactionStatistic,
  type ReactionType,
} from '../../../../common/statistics';
import type { Queryable } from '../../../db/database';
import { keptCounts } from './keptCounts';

async function deliveryCounts(db: Queryable, id: number): Promise<NewsletterStatistic> {
  const counts = await keptCounts(db, id);
  // Failures Meta reported by webhook were accepted first (they have a wamid); those the engine
  // gave up on never were. The code is on the failed row (webhookStatusLink.ts); only a failure
  // whose webhook came before the row's wamid was written is looked up. Meta's title per code
  // comes from one of its statuses.
  const failures = await db.query<{
    errorCode: number | null;
    errorTitle: string | null;
    count: number;
    accepted: number;
  }>(
    `with reasons as (
       -- coalesce runs the lookup only for a row without a code (a join would read every
       -- status of the account).
       select coalesce(r.error_code,
           (select s.error_code from whatsapp_message_statuses s where s.wamid = r.wamid)) as code,
         count(*)::int as count, count(r.wamid)::int as accepted
       from whatsapp_newsletter_recipients r
       where r.newsletter_id = $1 and r.delivery_class = 'failed'
       group by 1)
     select code as "errorCode", count, accepted,
       (select s.error_title from whatsapp_newsletter_recipients r
          join whatsapp_message_statuses s on s.wamid = r.wamid
        where r.newsletter_id = $1 and r.delivery_class = 'failed' and r.error_code = reasons.code
          and s.error_title is not null limit 1) as "errorTitle"
     from reasons order by count desc, code`,
    [id],
  );
  const delivered = counts.delivered + counts.read;
  const accepted = failures.reduce((sum, failure) => sum + failure.accepted, 0);
  return {
    sentMessages: counts.sent + delivered + accepted,
    totalCount: counts.pending + counts.sent + delivered + counts.failed,
    pending: counts.pending,
    inProgress: counts.sent,
    delivered,
    read: counts.read,
    failed: counts.failed,
    removed: counts.removed,
    failedByReason: failures.map(({ errorCode, errorTitle, count }) => ({
      errorCode,
      errorTitle,
      count,
    })),
  };
}

/**
 * Delivered (with read) and read up to each minute that changed them, as running sums. Kept to
 * at most `maxPoints` by taking every n-th point (the last always), so a send read over weeks
 * still draws quickly.
 */
async function deliveryTimeline(db: Queryable, id: number, maxPoints = 240) {
  const points = await db.query<{ at: Date; delivered: number; read: number }>(
    `select minute as at,
       (sum(sum(delivered + read)) over (order by minute))::int as delivered,
       (sum(sum(read)) over (order by minute))::int as read
     from whatsapp_newsletter_delivery_counts where newsletter_id = $1
     group by minute having sum(delivered) <> 0 or sum(read) <> 0
     order by minute`,
    [id],
  );
  const step = Math.ceil(points.length / maxPoints);
  return points
    .filter((_, index) => index % step === 0 || index === points.length - 1)
    .map((point): DeliveryPoint => ({
      at: point.at.toISOString(),
      delivered: point.delivered,
      read: point.read,
    }));
}

/** One pass for the counts per type and the people reacting, one for the top emojis and buttons. */
async function reactionStatistic(db: Queryable, id: number): Promise<ReactionStatistic> {
  const totals = await db.query<{ type: ReactionType | null; count: number; people: number }>(
    `select type, count(*)::int as count, count(distinct subscriber_id)::int as people
     from whatsapp_newsletter_reactions where newsletter_id = $1 and content is not null
     group by grouping sets ((type), ())`,
    [id],
  );
  const top = await db.query<{ type: ReactionType; content: string; count: number }>(
    `select type, content, count from (
       select type, content, count(*)::int as count,
         row_number() over (partition by type order by count(*) desc, content) as rank
       from whatsapp_newsletter_reactions
       where newsletter_id = $1 and type in ('Emoji', 'QuickReply') and content is not null
       group by type, content) ranked
     where rank <= 10 order by type, rank`,
    [id],
  );
  const counts = Object.fromEntries(reactionTypes.map((type) => [type, 0])) as Record<
    ReactionType,
    number
  >;
  for (const row of totals) if (row.type) counts[row.type] = row.count;
  const ofType = (type: ReactionType) => top.filter((row) => row.type === type);
  return {
    counts,
    recipientsReacting: totals.find((row) => row.type === null)?.people ?? 0,
    emojis: ofType('Emoji').map((row) => ({ emoji: row.content, count: row.count })),
    buttons: ofType('QuickReply').map((row) => ({ title: row.content, count: row.count })),
  };
}

/** Opened tracked links (reactions of type Cta), per link. */
async function linkStatistics(db: Queryable, id: number): Promise<LinkStatistic[]> {
  return db.query<LinkStatistic>(
    `select content as url, count(*)::int as clicks,
       count(distinct subscriber_id)::int as "uniqueClicks"
     from whatsapp_newsletter_reactions
     where newsletter_id = $1 and type = 'Cta' and content is not null
     group by content order by clicks desc, content`,
    [id],
  );
}

/** The parts are independent: on PostgreSQL they run at once on the pool's connections. */
export async function newsletterStatistics(
  db: Queryable,
  id: number,
): Promise<NewsletterStatistics> {
  const [newsletterStatistic, timeline, reactions, links] = await Promise.all([
    deliveryCounts(db, id),
    deliveryTimeline(db, id),
    reactionStatistic(db, id),
    linkStatistics(db, id),
  ]);
  return { newsletterStatistic, timeline, reactions, linkStatistics: links };
}
