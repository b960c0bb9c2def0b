/**
 * Folds the delivery count rows (migration 015) into one per newsletter and minute, and the
 * reaction count rows (migration 053) into one per newsletter and type, so the overview and the
 * detail lists' totals sum a few hundred rows however many statements changed the counts. Safe beside the
 * triggers and other processes: the rows folded are those this statement deleted; rows added
 * meanwhile stay for the next run, and a row another process folded first is skipped.
 */
import type { Queryable } from '../../../db/database';

export async function compactDeliveryCounts(db: Queryable): Promise<void> {
  await db.query(
    `with folded as (
       delete from whatsapp_newsletter_delivery_counts c
       where (c.newsletter_id, c.minute) in (
         select newsletter_id, minute from whatsapp_newsletter_delivery_counts
         group by newsletter_id, minute having count(*) > 1 limit 5000)
       returning c.*)
     insert into whatsapp_newsletter_delivery_counts
       (newsletter_id, minute, pending, sent, delivered, read, failed, removed)
     select newsletter_id, minute, sum(pending), sum(sent), sum(delivered), sum(read),
       sum(failed), sum(removed)
     from folded group by newsletter_id, minute
     -- Changes that cancel out within the minute leave nothing.
     having sum(pending) <> 0 or sum(sent) <> 0 or sum(delivered) <> 0 or sum(read) <> 0
       or sum(failed) <> 0 or sum(removed) <> 0`,
  );
}

export async function compactReactionCounts(db: Queryable): Promise<void> {
  await db.query(
    `with folded as (
       delete from whatsapp_newsletter_reaction_counts c
       where (c.newsletter_id, c.type) in (
         select newsletter_id, type from whatsapp_newsletter_reaction_counts
         group by newsletter_id, type having count(*) > 1 limit 5000)
       returning c.*)
     insert into whatsapp_newsletter_reaction_counts (newsletter_id, type, count)
     select newsletter_id, type, sum(count) from folded group by newsletter_id, type
     having sum(count) <> 0`,
  );
}

/** Compacts every `seconds` until stopped; a failed run is logged and tried again next time. */
export function startCompacting(
  db: Queryable,
  log: (error: unknown) => void,
  seconds = 60,
): () => void {
  const timer = setInterval(() => {
    compactDeliveryCounts(db)
      .then(() => compactReactionCounts(db))
      .catch(log);
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
