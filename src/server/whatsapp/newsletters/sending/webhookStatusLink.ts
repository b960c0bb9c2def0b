/**
 * Status webhooks (sent, delivered, read, failed) land in whatsapp_message_statuses
 * (webhooks/messageStatuses.ts); this copies the merged status onto the newsletter recipient rows
 * of those wamids, with Meta's error code of a failure (so the statistics count failures by
 * reason from the failed rows alone), in the same statement. A status that comes before the
 * engine wrote the wamid is picked up by that write (recipientRows.writeOutcomes).
 *
 * The row's own status moves forward only, by the same ranks: a row can be ahead of the stored
 * statuses (the demo's read rows have none; a status table row can be younger than the row), and
 * a late `failed` must not turn a read message into a failed one (issue 21; Meta does not keep
 * order, see whatsapp-cloud-api.md, "Webhooks").
 */
import { callbackKeyPattern } from './recipientRows';

/**
 * Common table expressions (`status_targets`, `locked_recipients`, `linked_recipients`) that copy
 * the statuses of `source`, a relation of (wamid, status, error_code, callback_data) with one row
 * per wamid, onto the recipient rows; `ranks` is the SQL of the status ranks (statusRank.ts) as a
 * text array.
 *
 * A status finds its row by the key the engine sent in biz_opaque_callback_data (`callbackKey`),
 * which Meta echoes in every status webhook; by wamid only when it has none. Not by wamid alone:
 * on PostgreSQL the engine's outcome write (recipientRows.writeOutcomes) and a status webhook of
 * the same message can overlap. The write reads the stored statuses as they were when it started,
 * and a webhook statement that started before the write committed sees the row without its wamid,
 * so each missed the other and the row kept no status (seen in CI). By key, the webhook statement
 * finds the row before its wamid is written and locks it, so it waits for the write's commit and
 * then reads the written row (or the write waits for it, and keeps the status it set). A status of
 * another wamid than the row's (an earlier attempt's) is left alone.
 *
 * The rows are locked first, in the order of their own key (newsletter, subscriber), and only
 * then updated: an update joined straight to `source` locks them in the order of its plan (a hash
 * join's, or the table's physical order), so two servers copying statuses onto the same
 * recipients at once could each hold a row the other waits for, a deadlock that fails one of the
 * batches. In one order the later statement waits for the earlier one instead. The rows' key, not
 * the statuses' wamids: a row's statuses can carry two wamids (an earlier attempt's), which two
 * batches could order differently.
 */
export const linkRecipientStatusesCte = (source: string, ranks: string) => {
  const moves = (row: string, status: string, errorCode: string) =>
    `(coalesce(array_position(${ranks}, ${row}.delivery_status), 0)
        < array_position(${ranks}, ${status})
      or (${row}.delivery_status = ${status} and ${errorCode} is not null
        and ${row}.error_code is distinct from ${errorCode}))`;
  // Each step goes by key lookups (lateral subqueries, run once per status): joined as sets,
  // the planner misjudged the statuses' count and hashed a million recipient rows per batch.
  return `status_targets as (
      select s.wamid, s.status, s.error_code, k.newsletter_id, k.subscriber_id
      from ${source} s cross join lateral (
          select split_part(s.callback_data, ':', 2)::integer,
            split_part(s.callback_data, ':', 3)::bigint
          where s.callback_data ~ ${callbackKeyPattern}
          union all
          select r.newsletter_id, r.subscriber_id from whatsapp_newsletter_recipients r
          where r.wamid = s.wamid
            and (s.callback_data is null or s.callback_data !~ ${callbackKeyPattern})
        ) k (newsletter_id, subscriber_id)
    ),
    locked_recipients as (
      select r.newsletter_id, r.subscriber_id, t.wamid, t.status, t.error_code
      from (select * from status_targets order by newsletter_id, subscriber_id, wamid) t
      cross join lateral (
        select r.newsletter_id, r.subscriber_id from whatsapp_newsletter_recipients r
        where r.newsletter_id = t.newsletter_id and r.subscriber_id = t.subscriber_id
          and (r.wamid is null or r.wamid = t.wamid) and ${moves('r', 't.status', 't.error_code')}
        for update
      ) r
    ),
    linked_recipients as (
      update whatsapp_newsletter_recipients r set delivery_status = l.status,
        error_code = coalesce(l.error_code, r.error_code)
      from locked_recipients l
      where r.newsletter_id = l.newsletter_id and r.subscriber_id = l.subscriber_id
        -- Checked again on the locked row: a statement that held it may have moved it on.
        and (r.wamid is null or r.wamid = l.wamid) and ${moves('r', 'l.status', 'l.error_code')}
    )`;
};
