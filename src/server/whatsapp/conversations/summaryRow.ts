/**
 * One conversation as the inbox and the thread's header show it: read with `summaryColumns`
 * from `whatsapp_conversations c` joined as `summaryJoins` does, mapped by `toSummary`.
 */
import type {
  ConversationDirection,
  ConversationMessageKind,
  ConversationState,
  ConversationSummary,
} from '../../../common/conversations';
import { serviceWindowInterval } from '../webhooks/serviceWindows';
import { conversationName } from './conversationOfPerson';
import { windowOpenSql } from './windowRule';

export interface SummaryRow {
  id: string;
  phone_row_id: number;
  phone_display: string;
  wa_id: string;
  subscriber_id: string | null;
  name: string;
  state: ConversationState;
  assignee_id: number | null;
  assignee_name: string | null;
  unread_count: number;
  last_message_at: Date;
  /** The exact time in microseconds since 1970: the paging key (a Date keeps milliseconds). */
  last_message_key: string;
  last_message_preview: string;
  last_message_kind: ConversationMessageKind;
  last_message_direction: ConversationDirection;
  window_closes_at: Date | null;
  newsletter_id: number | null;
  newsletter_name: string | null;
  opted_out: boolean;
}

export const summaryColumns = `c.id::text as id, c.phone_number_row_id as phone_row_id,
  p.phone_number as phone_display, c.wa_id, c.subscriber_id::text as subscriber_id,
  ${conversationName('c')} as name, c.state, c.assigned_user_id as assignee_id,
  coalesce(nullif(trim(u.given_name || ' ' || u.family_name), ''), u.username) as assignee_name,
  c.unread_count, c.last_message_at, (extract(epoch from c.last_message_at) * 1000000)::bigint::text as last_message_key,
  c.last_message_preview, c.last_message_kind, c.last_message_direction,
  case when ${windowOpenSql} then c.last_inbound_at + ${serviceWindowInterval} end as window_closes_at,
  c.last_newsletter_id as newsletter_id, n.name as newsletter_name,
  coalesce(s.doi_status = 'optedOut', false) as opted_out`;

export const summaryJoins = `
  join whatsapp_phone_numbers p on p.id = c.phone_number_row_id
  left join users u on u.id = c.assigned_user_id
  left join whatsapp_newsletters n on n.id = c.last_newsletter_id
  left join subscribers s on s.id = c.subscriber_id`;

export function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: Number(row.id),
    phoneNumber: { id: row.phone_row_id, display: row.phone_display },
    waId: row.wa_id,
    subscriberId: row.subscriber_id === null ? null : Number(row.subscriber_id),
    name: row.name,
    state: row.state,
    assignee:
      row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    unreadCount: row.unread_count,
    lastMessageAt: row.last_message_at.toISOString(),
    lastMessagePreview: row.last_message_preview,
    lastMessageKind: row.last_message_kind,
    lastMessageDirection: row.last_message_direction,
    windowClosesAt: row.window_closes_at?.toISOString() ?? null,
    newsletter:
      row.newsletter_id === null
        ? null
        : { id: row.newsletter_id, name: row.newsletter_name ?? '' },
    optedOut: row.opted_out,
  };
}
