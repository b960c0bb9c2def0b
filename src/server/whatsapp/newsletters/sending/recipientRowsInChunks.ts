/**
 * The recipient rows of a start on the embedded PGlite, written before the start's transaction
 * in chunks of members (by subscriber id) of about 20 ms each, in the background lane: PGlite is
 * one connection, and one statement for 100,000 rows held it, and so every other request, for
 * seconds. Between chunks the queries that waited run. The duplicate rule stays exact across
 * chunks: chunks go in id order, so a member whose number an earlier chunk kept is the Duplicate
 * (the kept one has the lower id). On PostgreSQL the start writes its rows in its own transaction
 * (other connections go on).
 */
import type { Database } from '../../../db/database';
import {
  membersSql,
  setParams,
  writeClassifiedSql,
  type RecipientSet,
} from '../recipients/recipientSet';
import { inIdChunks } from '../../../db/timedBatches';
import { renewAtRows, renewRecipientStatistics } from './recipientStatistics';

/** Chunks of about 20 ms each: a request waiting for PGlite waits for the one running. */
const chunkTiming = { targetMs: 20, first: 200, min: 50, max: 5000 };
/** Rows a removal statement takes (only a start that died half-way leaves any). */
const removeSize = 1000;

/** Newsletters whose rows are being written: PGlite serves one process, so this set is all. */
const preparing = new Set<number>();

export interface ChunkedRows {
  effective: number;
  excluded: number;
}

/**
 * Runs `start` with the rows of `set` written for newsletter `id` (none there before: leftovers
 * of a start that died half-way are removed first). Answers undefined when another start of the
 * same newsletter is writing its rows. When `start` throws, the rows are removed again.
 */
export async function withRowsInChunks<T>(
  db: Database,
  id: number,
  set: RecipientSet,
  start: (rows: ChunkedRows) => Promise<T>,
): Promise<T | undefined> {
  if (preparing.has(id)) return undefined;
  preparing.add(id);
  // The chunks go after other requests' statements: only this start waits on them.
  const background = db.background;
  try {
    await removeRows(background, id);
    const rows = await writeRows(background, id, set);
    if (rows.effective >= renewAtRows) await renewRecipientStatistics(background);
    try {
      return await start(rows);
    } catch (error) {
      await removeRows(background, id);
      throw error;
    }
  } finally {
    preparing.delete(id);
  }
}

async function writeRows(db: Database, id: number, set: RecipientSet): Promise<ChunkedRows> {
  const rows: ChunkedRows = { effective: 0, excluded: 0 };
  // The tables grow during the start and PGlite never renews their statistics (inIdChunks).
  await inIdChunks(
    db,
    chunkTiming,
    (tx, after, size) =>
      tx
        .query<{ effective: number; excluded: number; last: string | null }>(
          `with members as (
             select * from (${membersSql(set)}) m where m.id > $7::bigint order by m.id limit $8),
           classified as (
             select m.*, case
               when m.reason is null and (
                 row_number() over (partition by m.reason is null, m.telnr order by m.id) > 1
                 or kept.telnr is not null) then 'Duplicate'
               else m.reason end as final_reason
             from members m
             -- One index lookup per member for a number an earlier chunk kept (a group
             -- member's number is of collation C, the recipients' index of the default one).
             left join lateral (
               select r.telnr from whatsapp_newsletter_recipients r
               where r.newsletter_id = $6 and r.telnr = m.telnr collate "default" limit 1
             ) kept on true),
           ${writeClassifiedSql},
             (select max(id) from members)::text as last`,
          [...setParams(set), id, after, size],
        )
        .then(([chunk]) => chunk),
    (chunk) => {
      rows.effective += chunk.effective;
      rows.excluded += chunk.excluded;
    },
  );
  return rows;
}

/** Removes the rows of newsletter `id` in chunks too, as `unscheduleRoute.ts` does in one go. */
async function removeRows(db: Database, id: number): Promise<void> {
  for (const table of ['whatsapp_newsletter_recipients', 'whatsapp_newsletter_exclusions']) {
    for (;;) {
      const [removed] = await db.query<{ n: number }>(
        `with gone as (
           delete from ${table} where newsletter_id = $1 and subscriber_id in (
             select subscriber_id from ${table} where newsletter_id = $1 limit $2)
           returning 1)
         select count(*)::int as n from gone`,
        [id, removeSize],
      );
      if (removed.n === 0) break;
    }
  }
  await db.query('delete from whatsapp_newsletter_delivery_counts where newsletter_id = $1', [id]);
}
