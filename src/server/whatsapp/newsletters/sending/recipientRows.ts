/**
 * The sending engine's statements on recipient rows: claim a batch, write the batch's outcomes,
 * settle rows a dead process left in flight, and look at what remains. Each is one statement;
 * a batch is claimed and written in statements of at most `rowsPerStatement` rows.
 */
import type { Database, Queryable } from '../../../db/database';
import type { RecipientFields } from './personalize';
import { serviceWindowInterval } from '../../webhooks/serviceWindows';
import { sentNewslettersCtes } from '../../conversations/newsletterInThread';

export interface ClaimedRow extends RecipientFields {
  subscriber_id: string;
  attempts: number;
  /**
   * When the recipient's customer service window with the sending number closes (ms since the
   * epoch; null: they never wrote): a send before then does not use up the daily limit.
   */
  service_window_until: number | null;
}

/**
 * Each recipient row a statement changes costs a new row version and entries in the table's
 * nine indexes (0.1-0.5 ms on PGlite): a 500-row claim or outcome write held PGlite's one
 * connection, and every request waiting for it, 100-300 ms on a loaded machine. There a batch
 * goes in statements of this many rows, and requests' statements are served between them.
 */
export const rowsPerStatement = 100;

/** What `biz_opaque_callback_data` carries: the row's own key, echoed in its status webhooks. */
export const callbackKey = (newsletterId: number, subscriberId: string) =>
  `nl:${newsletterId}:${subscriberId}`;

/** An SQL regular expression literal matching `callbackKey`s (newsletter ids are integers). */
export const callbackKeyPattern = `'^nl:[0-9]{1,9}:[0-9]{1,18}$'`;

/**
 * Marks up to `size` due pending rows of an Active newsletter as claimed by `owner` (in flight:
 * from here on their request may be made) and answers them with the subscriber's fields, in
 * subscriber order, in statements of `statementRows` rows. Each statement share-locks the
 * newsletter row before it picks any row, so a stop (which locks it for update) comes before or
 * after a statement, never between its read and its write; a stop between two statements removes
 * the rows claimed before it (stopNewsletter) and the next statement claims none.
 */
export async function claimBatch(
  db: Database,
  newsletterId: number,
  owner: string,
  size: number,
): Promise<ClaimedRow[]> {
  const step = statementRows(db, size);
  const rows: ClaimedRow[] = [];
  while (rows.length < size) {
    const want = Math.min(step, size - rows.length);
    const claimed = await claimRows(db, newsletterId, owner, want);
    rows.push(...claimed);
    if (claimed.length < want) break;
  }
  return rows;
}

/**
 * Rows per statement of a claim or an outcome write: on PGlite requests are served between two
 * statements on its one connection; on PostgreSQL they have connections of their own and wait
 * for none, so a batch goes in one statement there.
 */
const statementRows = (db: Database, rows: number) =>
  db.kind === 'pglite' ? rowsPerStatement : Math.max(1, rows);

/**
 * One statement of `claimBatch`, on both databases, with no transaction around it: on PGlite a
 * transaction held the one connection for a round trip to the worker per statement. The picked
 * rows are updated by key lookups (`= any(array(...))`), not by a join the planner may turn into
 * a scan of every recipient row.
 */
async function claimRows(
  db: Queryable,
  newsletterId: number,
  owner: string,
  size: number,
): Promise<ClaimedRow[]> {
  return db.query<ClaimedRow>(
    `with active as (
       select id, phone_number_id from whatsapp_newsletters where id = $1 and status = 3
       for share),
     picked as (
       select subscriber_id from whatsapp_newsletter_recipients
       where newsletter_id = (select id from active) and state = 'pending'
         and (retry_at is null or retry_at <= now())
       order by subscriber_id limit $3 for update skip locked),
     claimed as (
       update whatsapp_newsletter_recipients r
          set state = 'claimed', claimed_by = $2, claimed_at = now(), attempts = r.attempts + 1
        where r.newsletter_id = $1 and r.subscriber_id = any(array(select subscriber_id from picked))
       returning r.subscriber_id, r.telnr, r.attempts)
     select c.subscriber_id::text as subscriber_id, c.telnr, c.attempts, s.firstname,
       s.lastname, s.email, coalesce(s.custom_fields, '{}'::jsonb) as custom_fields,
       (select extract(epoch from w.last_inbound_at + ${serviceWindowInterval})::float8 * 1000
        from whatsapp_service_windows w
        where w.phone_number_id = (select p.phone_number_id from active a
                                   join whatsapp_phone_numbers p on p.id = a.phone_number_id)
          and w.wa_id = ltrim(c.telnr, '+')) as service_window_until
     from claimed c
     -- offset 0: one key lookup per claimed row, never joined with a scan of all subscribers.
     left join lateral (select * from subscribers s where s.id = c.subscriber_id offset 0) s on true
     order by c.subscriber_id`,
    [newsletterId, owner, size],
  );
}

/**
 * Marks claimed rows as attempting just before their requests, only while `owner` holds the
 * number's lease and the newsletter is Active; answers the rows marked (only those may be sent).
 * A row that is attempting when its process dies may have reached Meta: it is settled by its
 * webhook, never sent again at once; a row only claimed had no request and goes out again.
 */
export async function markAttempting(
  db: Queryable,
  newsletterId: number,
  owner: string,
  phoneRowId: number,
  subscriberIds: string[],
): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    `update whatsapp_newsletter_recipients r set state = 'attempting', claimed_at = now()
     where r.newsletter_id = $1 and r.subscriber_id = any($4::bigint[])
       and r.state = 'claimed' and r.claimed_by = $2
       and exists (select 1 from whatsapp_send_leases l
                   where l.phone_number_id = $3 and l.owner = $2 and l.until > now())
       and exists (select 1 from whatsapp_newsletters n where n.id = $1 and n.status = 3)
     returning r.subscriber_id::text as id`,
    [newsletterId, owner, phoneRowId, subscriberIds],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * How one row ended; `attempting` keeps it in flight (outcome unknown) from now on, owned by no
 * live process (`unknownOwner`), so the holder settles it like a dead process's row.
 */
export interface Outcome {
  subscriberId: string;
  /** The row's attempt this outcome belongs to: a late outcome never touches a later attempt. */
  attempt: number;
  state: 'sent' | 'pending' | 'failed' | 'attempting';
  wamid?: string;
  errorCode?: number;
  errorClass?: string;
  retryAt?: Date;
}

/**
 * Writes a batch's outcomes (in statements of `rowsPerStatement` rows), only to rows still
 * claimed by `owner`. A row that did not go out (pending again) of a newsletter that is no longer
 * Active was stopped: removed.
 */
export async function writeOutcomes(
  db: Database,
  newsletterId: number,
  owner: string,
  outcomes: Outcome[],
): Promise<void> {
  const step = statementRows(db, outcomes.length);
  for (let i = 0; i < outcomes.length; i += step) {
    await writeOutcomeRows(db, newsletterId, owner, outcomes.slice(i, i + step));
  }
}

async function writeOutcomeRows(
  db: Queryable,
  newsletterId: number,
  owner: string,
  outcomes: Outcome[],
): Promise<void> {
  // The same statement puts sent messages into the threads of people with a conversation.
  await db.query(
    `with written as (
      update whatsapp_newsletter_recipients r
        set state = case when o.state = 'pending' and not exists (
                  select 1 from whatsapp_newsletters n where n.id = $1 and n.status = 3)
                then 'removed' else o.state end,
            wamid = coalesce(o.wamid, r.wamid),
            error_code = o.error_code, error_class = o.error_class, retry_at = o.retry_at,
            sent_at = case when o.state = 'sent' then now() else r.sent_at end,
            -- A status webhook may have come before this write (webhookStatusLink.ts).
            delivery_status = coalesce(
              (select s.status from whatsapp_message_statuses s where s.wamid = o.wamid),
              r.delivery_status),
            claimed_at = case when o.state = 'attempting' then now() else r.claimed_at end,
            claimed_by = case when o.state = 'attempting' then $9::text else r.claimed_by end
       from unnest($3::bigint[], $4::text[], $5::text[], $6::integer[], $7::text[],
                   $8::timestamptz[], $10::integer[])
              as o(subscriber_id, state, wamid, error_code, error_class, retry_at, attempt)
      where r.newsletter_id = $1 and r.subscriber_id = o.subscriber_id and r.attempts = o.attempt
        and r.state in ('claimed', 'attempting') and r.claimed_by = $2
      returning r.telnr, r.wamid, r.state, r.sent_at
    ), ${sentNewslettersCtes('$1')}
    select count(*) from written`,
    [
      newsletterId,
      owner,
      outcomes.map((o) => o.subscriberId),
      outcomes.map((o) => o.state),
      outcomes.map((o) => o.wamid ?? null),
      outcomes.map((o) => o.errorCode ?? null),
      outcomes.map((o) => o.errorClass ?? null),
      outcomes.map((o) => o.retryAt?.toISOString() ?? null),
      unknownOwner,
      outcomes.map((o) => o.attempt),
    ],
  );
}

/** claimed_by of a row whose send outcome is unknown (a timeout): no process is sending it. */
export const unknownOwner = 'outcome-unknown';

/**
 * Rows in flight that no live sender holds: claimed by another process (the lease is ours, so
 * that process died or lost it and sends nothing more) or of unknown outcome (a timeout):
 * - older than the lease, with a status webhook carrying their key: the message was accepted;
 *   they become sent with that wamid;
 * - older than `settleSeconds` and still unheard of, once every webhook received within
 *   `settleSeconds` of their claim has been applied: the request never reached Meta (the status
 *   webhook of an accepted message comes within seconds); they become pending again. Waiting
 *   for the inbox keeps a backlog of unapplied webhooks (thousands a second while sending) from
 *   passing for silence.
 * Answers how many rows were settled and how many went back to pending.
 */
export async function settleOrphans(
  db: Queryable,
  newsletterId: number,
  owner: string,
  leaseSeconds: number,
  settleSeconds: number,
): Promise<{ settled: number; resent: number }> {
  // Settled as sent: into the threads of people with a conversation too, as writeOutcomes does.
  const settled = await db.query(
    `with written as (
      update whatsapp_newsletter_recipients r
        set state = 'sent', wamid = s.wamid, delivery_status = s.status,
            sent_at = coalesce(s.sent_at, now()), error_class = 'settledByWebhook'
       from whatsapp_message_statuses s
      where r.newsletter_id = $1 and r.state = 'attempting' and r.claimed_by <> $3
        and r.claimed_at < now() - $2 * interval '1 second'
        and s.biz_opaque_callback_data = 'nl:' || r.newsletter_id || ':' || r.subscriber_id
      returning r.telnr, r.wamid, r.state, r.sent_at
    ), ${sentNewslettersCtes('$1')}
    select 1 from written`,
    [newsletterId, leaseSeconds, owner],
  );
  // Claimed by another process but never attempted: no request was made.
  const released = await db.query(
    `update whatsapp_newsletter_recipients
        set state = 'pending', claimed_by = null, claimed_at = null
      where newsletter_id = $1 and state = 'claimed' and claimed_by <> $2
      returning 1`,
    [newsletterId, owner],
  );
  const resent = await db.query(
    `update whatsapp_newsletter_recipients
        set state = 'pending', claimed_by = null, claimed_at = null, error_class = 'reclaimed'
      where newsletter_id = $1 and state = 'attempting' and claimed_by <> $3
        and claimed_at < now() - $2 * interval '1 second'
        and claimed_at + $2 * interval '1 second' < coalesce(
          (select received_at from whatsapp_webhook_changes
            where processed_at is null and attempts < 15 order by id limit 1), 'infinity')
      returning 1`,
    [newsletterId, settleSeconds, owner],
  );
  return { settled: settled.length, resent: resent.length + released.length };
}

export interface Remaining {
  pending: number;
  claimed: number;
  /** When the next pending row is due, or the oldest claim can be settled (ms since epoch). */
  nextDueAt: number | null;
}

export async function remainingRows(
  db: Queryable,
  newsletterId: number,
  settleSeconds: number,
): Promise<Remaining> {
  const [row] = await db.query<{ pending: number; claimed: number; next_due: Date | null }>(
    `select count(*) filter (where state = 'pending')::int as pending,
            count(*) filter (where state in ('claimed', 'attempting'))::int as claimed,
            least(min(coalesce(retry_at, now())) filter (where state = 'pending'),
                  min(claimed_at + $2 * interval '1 second')
                    filter (where state in ('claimed', 'attempting')))
              as next_due
       from whatsapp_newsletter_recipients
      where newsletter_id = $1 and state in ('pending', 'claimed', 'attempting')`,
    [newsletterId, settleSeconds],
  );
  return {
    pending: row.pending,
    claimed: row.claimed,
    nextDueAt: row.next_due ? new Date(row.next_due).getTime() : null,
  };
}
