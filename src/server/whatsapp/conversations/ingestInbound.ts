/**
 * Every message a person sends becomes part of their conversation with our number: found or
 * created, the message appended once (by wamid: a replayed webhook adds nothing), the counters
 * and the last message moved on, a closed conversation reopened. Runs in the webhook processing
 * transaction; slow work (fetching media) goes to a job queued in it.
 */
import type { InboundMessage } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import { secondsToDate } from '../webhooks/webhookValues';
import { conversationName, conversationOfPerson, searchTextOf } from './conversationOfPerson';
import { inboundItemOf } from './inboundItem';
import { notifyAssignee } from './inboundNotification';
import { newsletterIntoThread } from './newsletterInThread';

/** What ingestion asks of the rest of the server (wired in whatsapp/index.ts). */
export interface IngestEffects {
  /** Queues the job that keeps the media of thread message `messageId` (in `tx`). */
  queueMediaFetch(tx: Queryable, messageId: string): Promise<void>;
}

export const previewLength = 200;

/**
 * Meta's timestamps are whole seconds, ours (what we send) milliseconds. A person's message is
 * placed at the end of its second, never later than now: the latest it can have been sent, so
 * it sorts after what we sent earlier in that second (an answer to their previous message).
 * Their own messages keep their order (the second, then the order of arrival). A stamp from the
 * future (a wrong clock) cannot stretch the window. The one clock is this process's: PGlite's
 * now() runs a few milliseconds apart from it.
 */
function arrivalTime(stamped: Date): Date {
  return new Date(Math.min(stamped.getTime() + 999, Date.now()));
}

export async function ingestInbound(
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
  profileName: string | null,
  effects: IngestEffects,
): Promise<void> {
  const item = inboundItemOf(message);
  if (!item) return;
  const at = arrivalTime(secondsToDate(message.timestamp));
  const waId = message.from.replace(/\D/g, '');
  const conversation = await conversationOfPerson(tx, phoneNumberId, waId, profileName, at);
  if (!conversation) return;
  const newsletterId = item.targetWamid
    ? await newsletterIntoThread(tx, conversation, item.targetWamid)
    : null;
  const data = { ...item.data };
  if (item.targetWamid) {
    const [target] = await tx.query<{ id: string }>(
      `select id::text from whatsapp_conversation_messages
       where wamid = $1 and conversation_id = $2`,
      [item.targetWamid, conversation.id],
    );
    if (target) data.replyTo = target.id;
  }
  const [added] = await tx.query<{ id: string }>(
    `insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, wamid,
       text, data)
     values ($1, $2, 'in', $3, $4, $5, $6::jsonb)
     on conflict (wamid, conversation_id) where wamid is not null do nothing
     returning id::text`,
    [conversation.id, at, item.kind, message.id, item.text, JSON.stringify(data)],
  );
  // Stored before: a replayed or repeated webhook.
  if (!added) return;
  if (conversation.state === 'closed') {
    await tx.query(
      `insert into whatsapp_conversation_messages (conversation_id, at, direction, kind, data)
       values ($1, $2, 'internal', 'event', '{"event":{"type":"reopened","assigneeId":null}}')`,
      [conversation.id, at],
    );
  }
  const [moved] = await tx.query<{ name: string }>(
    `update whatsapp_conversations c set
       unread_count = c.unread_count + 1,
       state = 'open',
       last_inbound_at = greatest(c.last_inbound_at, $2::timestamptz),
       last_newsletter_id = coalesce($5::integer, c.last_newsletter_id),
       last_message_preview = case when $2 >= c.last_message_at then left($3, ${previewLength})
                                   else c.last_message_preview end,
       last_message_kind = case when $2 >= c.last_message_at then $4 else c.last_message_kind end,
       last_message_direction = case when $2 >= c.last_message_at then 'in'
                                     else c.last_message_direction end,
       last_message_at = greatest(c.last_message_at, $2),
       search_text = ${searchTextOf('c')}
     where c.id = $1
     returning ${conversationName('c')} as name`,
    [conversation.id, at, item.text, item.kind, newsletterId],
  );
  if (item.data.incomingMedia) await effects.queueMediaFetch(tx, added.id);
  if (conversation.assignedUserId !== null) {
    await notifyAssignee(tx, conversation, conversation.assignedUserId, moved.name);
  }
}
