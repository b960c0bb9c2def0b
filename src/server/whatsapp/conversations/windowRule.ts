/**
 * The customer service window of a conversation (issue 25), one rule for the inbox, the thread's
 * header and the answers: open while the person's last message is younger than 24 hours and Meta
 * has not refused free text since. Meta's word wins over our clock.
 */
import { serviceWindowHours } from '../../../common/conversations';

/** Meta: "Re-engagement message", the customer service window is closed. */
export const windowClosedCode = 131047;

/**
 * The rule in SQL over `whatsapp_conversations c`. Meta refuses free text outside the
 * window with 131047 at once (the answer job then sets window_closed_at) or, as its Cloud API
 * mostly does, in the answer's `failed` status webhook
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes); such a status
 * of an answer since the person last wrote closes the window too. It is read here rather than
 * written by the status webhooks, whose one statement per batch is the hot path of a campaign;
 * the thread index finds the few answers since the person's last message.
 */
export const windowOpenSql = `(c.last_inbound_at > now() - interval '${serviceWindowHours} hours'
  and (c.window_closed_at is null or c.window_closed_at < c.last_inbound_at)
  and not exists (
    select 1 from whatsapp_conversation_messages refused
    join whatsapp_message_statuses refused_status on refused_status.wamid = refused.wamid
    where refused.conversation_id = c.id and refused.at >= c.last_inbound_at
      and refused.direction = 'out' and refused.wamid is not null
      and refused_status.status = 'failed' and refused_status.error_code = ${windowClosedCode}))`;
