import type {
  ConversationDetail,
  ConversationMessage,
  ConversationSummary,
  ConversationTemplate,
} from '../../../../src/common/conversations';

const hour = 3_600_000;

/** A conversation of the inbox: Greta answered a newsletter an hour ago, window open. */
export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 7,
    phoneNumber: { id: 3, display: '+49 30 1234567' },
    waId: '4915112345678',
    subscriberId: 11,
    name: 'Greta Grünwald',
    state: 'open',
    assignee: null,
    unreadCount: 2,
    lastMessageAt: new Date(Date.now() - hour).toISOString(),
    lastMessagePreview: 'Gibt es auch Termine im Februar?',
    lastMessageKind: 'text',
    lastMessageDirection: 'in',
    windowClosesAt: new Date(Date.now() + 23 * hour + 60_000).toISOString(),
    newsletter: { id: 4, name: 'Winterzauber' },
    optedOut: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return { ...summary(), canReply: true, canSendText: true, ...overrides };
}

/** A thread message; unless given, it was sent at a fixed time plus its id in seconds, so ids keep the thread's order. */
export function message(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  const id = overrides.id ?? '101';
  return {
    id,
    at: new Date(Date.UTC(2026, 10, 27, 9, 0, 0) + Number(id) * 1000).toISOString(),
    direction: 'in',
    kind: 'text',
    text: 'Gibt es auch Termine im Februar?',
    media: null,
    newsletter: null,
    template: null,
    replyTo: null,
    status: null,
    errorKey: null,
    errorCode: null,
    author: null,
    event: null,
    ...overrides,
  };
}

export function template(overrides: Partial<ConversationTemplate> = {}): ConversationTemplate {
  return {
    id: 21,
    name: 'termin_antwort',
    language: 'de',
    body: 'Hallo {{firstname}}, der nächste Termin ist am {{Datum}}.',
    placeholders: [
      { name: 'firstname', label: 'firstname', defaultValue: 'liebe Kundin' },
      { name: 'Datum', label: 'Datum', defaultValue: '' },
    ],
    ...overrides,
  };
}
