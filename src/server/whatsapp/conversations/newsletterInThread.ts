/**
 * Our newsletters in the threads: a person who answers a newsletter message brings it into the
 * thread (kind newsletter, direction out, its wamid, at its sent time); later newsletters to a
 * person with a conversation are added by the send path itself (`sentNewslettersCtes`), in the
 * statement that writes a batch's outcomes, so sending costs no statement more.
 */
import type { Queryable } from '../../db/database';

const newsletterRow = `'out', 'newsletter', '', 'sent'`;

/**
 * Puts the newsletter message `wamid` (sent from the conversation's number) into the thread,
 * once; answers its newsletter id, or null when `wamid` is no newsletter message of that number.
 */
export async function newsletterIntoThread(
  tx: Queryable,
  conversation: { id: string; accountId: number; phoneRowId: number },
  wamid: string,
): Promise<number | null> {
  const [row] = await tx.query<{ newsletter_id: number }>(
    `with target as (
       select r.newsletter_id, r.wamid, coalesce(r.sent_at, now()) as at
       from whatsapp_newsletter_recipients r
       join whatsapp_newsletters n on n.id = r.newsletter_id
       where r.wamid = $2 and n.account_id = $3 and n.phone_number_id = $4
       limit 1
     ),
     added as (
       insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, text,
         send_state, wamid, data)
       select $1, at, ${newsletterRow}, wamid, jsonb_build_object('newsletterId', newsletter_id)
       from target
       on conflict (wamid, conversation_id) where wamid is not null do nothing
     )
     select newsletter_id from target`,
    [conversation.id, wamid, conversation.accountId, conversation.phoneRowId],
  );
  return row?.newsletter_id ?? null;
}

/**
 * CTEs for the send path's outcome statement: `written` (its updated recipient rows, with
 * `telnr`, `wamid`, `state`, `sent_at`) of newsletter `$newsletterParam`; every row sent to a
 * person who has a conversation with the newsletter's number goes into that thread (one index
 * lookup per row on the conversation's (number, wa_id) key), and the conversation's last
 * message moves on to it. People without a conversation cost the lookup only.
 */
export function sentNewslettersCtes(newsletterParam: string): string {
  return `sent_newsletter as (
      select n.id, n.name, n.phone_number_id from whatsapp_newsletters n
      where n.id = ${newsletterParam}
    ),
    threaded as (
      insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, text,
        send_state, wamid, data)
      select c.id, coalesce(w.sent_at, now()), ${newsletterRow}, w.wamid,
        jsonb_build_object('newsletterId', sn.id)
      from written w
      cross join sent_newsletter sn
      join whatsapp_conversations c
        on c.phone_number_row_id = sn.phone_number_id and c.wa_id = ltrim(w.telnr, '+')
      where w.state = 'sent' and w.wamid is not null
      on conflict (wamid, conversation_id) where wamid is not null do nothing
      returning conversation_id, at
    ),
    threads_moved as (
      update whatsapp_conversations c
         set last_message_at = t.at, last_message_kind = 'newsletter',
             last_message_direction = 'out', last_message_preview = left(sn.name, 200)
        from threaded t cross join sent_newsletter sn
       where c.id = t.conversation_id and t.at >= c.last_message_at
    )`;
}
