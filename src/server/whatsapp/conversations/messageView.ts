import type {
  ConversationDirection,
  ConversationEventType,
  ConversationMessage,
  ConversationMessageKind,
  ConversationMessageStatus,
} from '../../../common/conversations';

/**
 * One thread message as the calls answer it, read with `messageColumns` from
 * `whatsapp_conversation_messages m` joined as `messageJoins` does. Shared by the thread, the
 * poll and the answer call, so every message reads the same.
 */
export interface MessageRow {
  id: string;
  at: Date;
  direction: ConversationDirection;
  kind: ConversationMessageKind;
  wamid: string | null;
  text: string;
  data: MessageData;
  send_state: 'queued' | 'sent' | 'failed' | null;
  error_code: number | null;
  /** Meta's status of our message, from whatsapp_message_statuses. */
  delivery_status: 'sent' | 'delivered' | 'read' | 'failed' | null;
  delivery_error_code: number | null;
  author_id: number | null;
  author_name: string | null;
  newsletter_name: string | null;
  assignee_name: string | null;
}

/** What `data` holds, by kind (see migration 058). */
export interface MessageData {
  media?: { url: string; mimeType: string; fileName: string | null };
  newsletterId?: number;
  template?: { id: number; name: string; language: string; parameters?: Record<string, string> };
  payload?: string;
  /** The thread message id a reaction or reply targets. */
  replyTo?: string;
  event?: { type: ConversationEventType; assigneeId: number | null };
  /** The person's media as Meta named it, until the media job kept it (then `media`). */
  incomingMedia?: { id: string; mimeType: string; fileName: string | null };
  /** Meta's type of a message shown by a description (location, contacts, unsupported …). */
  described?: string;
}

const userName = (alias: string) =>
  `nullif(trim(${alias}.given_name || ' ' || ${alias}.family_name), '')`;

export const messageColumns = `m.id::text as id, m.at, m.direction, m.kind, m.wamid, m.text, m.data,
  m.send_state, m.error_code, s.status as delivery_status, s.error_code as delivery_error_code,
  author.id as author_id, coalesce(${userName('author')}, author.username) as author_name,
  n.name as newsletter_name, coalesce(${userName('assignee')}, assignee.username) as assignee_name`;

export const messageJoins = `
  left join whatsapp_message_statuses s on s.wamid = m.wamid and m.direction = 'out'
  left join users author on author.id = m.author_user_id
  left join whatsapp_newsletters n on n.id = (m.data ->> 'newsletterId')::integer
  left join users assignee on assignee.id = (m.data #>> '{event,assigneeId}')::integer`;

/** Meta's error codes a failed answer names in words (i18n keys under WhatsAppConversations). */
const errorKeys: Record<number, string> = {
  131047: 'WhatsAppConversations.SendError.WindowClosed',
  131026: 'WhatsAppConversations.SendError.Undeliverable',
  131049: 'WhatsAppConversations.SendError.EcosystemLimit',
  131050: 'WhatsAppConversations.SendError.StoppedMarketing',
  131056: 'WhatsAppConversations.SendError.PairRate',
};

export function failureKey(code: number | null): string {
  return (code !== null && errorKeys[code]) || 'WhatsAppConversations.SendError.Other';
}

function statusOf(row: MessageRow): ConversationMessageStatus | null {
  if (row.direction !== 'out') return null;
  if (row.send_state === 'failed' || row.delivery_status === 'failed') return 'failed';
  if (row.delivery_status) return row.delivery_status;
  return row.send_state === 'sent' ? 'sent' : 'queued';
}

export function toConversationMessage(row: MessageRow): ConversationMessage {
  const status = statusOf(row);
  const errorCode = status === 'failed' ? (row.error_code ?? row.delivery_error_code) : null;
  const { data } = row;
  const person = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? '' };
  return {
    id: row.id,
    at: row.at.toISOString(),
    direction: row.direction,
    kind: row.kind,
    text: row.text,
    media: data.media ?? null,
    newsletter:
      data.newsletterId === undefined
        ? null
        : { id: data.newsletterId, name: row.newsletter_name ?? '' },
    template: data.template
      ? { id: data.template.id, name: data.template.name, language: data.template.language }
      : null,
    replyTo: data.replyTo ?? null,
    status,
    errorKey: status === 'failed' ? failureKey(errorCode) : null,
    errorCode,
    author: person(row.author_id, row.author_name),
    event: data.event
      ? {
          type: data.event.type,
          assignee: person(data.event.assigneeId, row.assignee_name),
        }
      : null,
  };
}
