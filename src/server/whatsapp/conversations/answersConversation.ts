/**
 * A conversation as the write calls need it, locked for the call's transaction: the caller's
 * account only (another account's answers 404 WhatsAppConversations.NotFound, as an unknown id),
 * with the customer service window as issue 25 rules it: open while the person's last message is
 * younger than 24 hours and Meta has not refused free text since (window_closed_at, set by its
 * 131047: Meta's word wins over our clock).
 */
import { conversationErrors, serviceWindowHours } from '../../../common/conversations';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';

export interface WritableConversation {
  id: number;
  accountId: number;
  phoneRowId: number;
  /** Row id of the number's WABA: templates of that WABA may be sent. */
  businessAccountId: number;
  waId: string;
  subscriberId: number | null;
  /** As the inbox names the person: subscriber, else WhatsApp profile, else the number. */
  name: string;
  state: 'open' | 'closed';
  assignedUserId: number | null;
  windowOpen: boolean;
  /** When the window closes by our clock; null when it is not open. */
  windowUntil: Date | null;
  /** The person withdrew consent (double opt-in state optedOut). */
  optedOut: boolean;
}

interface ConversationRow {
  id: string;
  account_id: number;
  phone_number_row_id: number;
  business_account_id: number;
  wa_id: string;
  subscriber_id: string | null;
  name: string;
  state: 'open' | 'closed';
  assigned_user_id: number | null;
  window_until: Date | null;
  opted_out: boolean;
}

/** Meta: "Re-engagement message", the customer service window is closed. */
export const windowClosedCode = 131047;

/**
 * The window rule in SQL over `whatsapp_conversations c`. Meta refuses free text outside the
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

export const conversationNotFound = () =>
  new HttpError(404, conversationErrors.notFound, 'The account has no such conversation.');

export async function conversationForWrite(
  tx: Queryable,
  accountId: number,
  id: number,
  /** Locked for the transaction's writes; false for a read. */
  lock = true,
): Promise<WritableConversation> {
  const [row] = await tx.query<ConversationRow>(
    `select c.id::text, c.account_id, c.phone_number_row_id, p.whatsapp_account_id as business_account_id,
       c.wa_id, c.subscriber_id::text, c.state, c.assigned_user_id,
       coalesce(nullif(trim(coalesce(s.firstname, '') || ' ' || coalesce(s.lastname, '')), ''),
         nullif(c.profile_name, ''), '+' || c.wa_id) as name,
       case when ${windowOpenSql}
         then c.last_inbound_at + interval '${serviceWindowHours} hours' end as window_until,
       coalesce(s.doi_status = 'optedOut', false) as opted_out
     from whatsapp_conversations c
     join whatsapp_phone_numbers p on p.id = c.phone_number_row_id
     left join subscribers s on s.id = c.subscriber_id
     where c.account_id = $1 and c.id = $2
     ${lock ? 'for update of c' : ''}`,
    [accountId, id],
  );
  if (!row) throw conversationNotFound();
  return {
    id: Number(row.id),
    accountId: row.account_id,
    phoneRowId: row.phone_number_row_id,
    businessAccountId: row.business_account_id,
    waId: row.wa_id,
    subscriberId: row.subscriber_id === null ? null : Number(row.subscriber_id),
    name: row.name,
    state: row.state,
    assignedUserId: row.assigned_user_id,
    windowOpen: row.window_until !== null,
    windowUntil: row.window_until,
    optedOut: row.opted_out,
  };
}
