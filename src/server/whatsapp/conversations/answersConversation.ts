/**
 * A conversation as the write calls need it, locked for the call's transaction: the caller's
 * account only (another account's answers 404 WhatsAppConversations.NotFound, as an unknown id),
 * with the customer service window as issue 25 rules it (windowRule.ts).
 */
import { conversationErrors, serviceWindowHours } from '../../../common/conversations';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { conversationName } from './conversationOfPerson';
import { windowOpenSql } from './windowRule';

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
       ${conversationName('c')} as name,
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
