/**
 * The conversations inbox (issue 25, an addition to the spec): a person's replies to newsletters
 * and our answers, one conversation per subscriber and sending number. Shared by the SPA and the
 * server; the calls are listed in docs/conversations.md.
 */

/** Inbox filters: open ones, those assigned to me, open ones assigned to nobody, closed, all. */
export const conversationFilters = ['open', 'mine', 'unassigned', 'closed', 'all'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];

export const conversationStates = ['open', 'closed'] as const;
export type ConversationState = (typeof conversationStates)[number];

/** Bounds the server checks and the forms show. */
export const conversationLimits = {
  /** Inbox and thread page sizes. */
  maxTake: 100,
  searchTermLength: 100,
  /** Meta's limit for a text message body. */
  textLength: 4096,
  noteLength: 2000,
} as const;

/** Meta's customer service window: free-form answers for 24 hours after the person last wrote. */
export const serviceWindowHours = 24;

/** POST /WhatsAppApi/conversation/conversations (keyset paging, newest message first). */
export interface ConversationListQuery {
  filter: ConversationFilter;
  /** Part of the person's name or number; empty for all. */
  searchTerm: string;
  /** The previous page's `nextAfter`; absent for the first page. */
  after?: string | null;
  take: number;
}

export interface ConversationSummary {
  id: number;
  /** Our number (its row id and how it is displayed). */
  phoneNumber: { id: number; display: string };
  /** The person's WhatsApp id: their number's digits. */
  waId: string;
  subscriberId: number | null;
  /** The subscriber's name, else their WhatsApp profile name, else their number. */
  name: string;
  state: ConversationState;
  assignee: { id: number; name: string } | null;
  unreadCount: number;
  lastMessageAt: string;
  /** The last message's text, shortened; an image or reaction described by kind. */
  lastMessagePreview: string;
  lastMessageKind: ConversationMessageKind;
  lastMessageDirection: ConversationDirection;
  /** When the customer service window closes; null when no window is open. */
  windowClosesAt: string | null;
  /** The newsletter the person last answered, if any. */
  newsletter: { id: number; name: string } | null;
  /** The person withdrew consent: newsletters no longer reach them (answers in a window do). */
  optedOut: boolean;
}

/** GET /WhatsAppApi/conversation/{id}: the summary plus what the thread's header needs. */
export interface ConversationDetail extends ConversationSummary {
  /** The caller may answer (right WhatsAppConversations.Reply) … */
  canReply: boolean;
  /** … with free text (window open) or only with an approved template. */
  canSendText: boolean;
}

export type ConversationDirection = 'in' | 'out' | 'internal';

export const conversationMessageKinds = [
  'text',
  'button',
  'reaction',
  'media',
  'newsletter',
  'template',
  'doubleOptIn',
  'note',
  'event',
] as const;
export type ConversationMessageKind = (typeof conversationMessageKinds)[number];

/** Where one of our messages stands; null for the person's messages and internal ones. */
export type ConversationMessageStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed';

/** What a team action recorded in the thread (kind `event`). */
export type ConversationEventType = 'assigned' | 'unassigned' | 'closed' | 'reopened';

export interface ConversationMessage {
  /** Stable key, also the paging key of `before` and `after`. */
  id: string;
  at: string;
  direction: ConversationDirection;
  kind: ConversationMessageKind;
  /** Text, button title, emoji, media caption, note, or the template's rendered body. */
  text: string;
  media: { url: string; mimeType: string; fileName: string | null } | null;
  newsletter: { id: number; name: string } | null;
  template: { id: number; name: string; language: string } | null;
  /** A reaction's or reply's target: the id of that message in this thread, when known. */
  replyTo: string | null;
  status: ConversationMessageStatus | null;
  /** A failed answer's reason: an i18n key, and Meta's code. */
  errorKey: string | null;
  errorCode: number | null;
  /** Who wrote our answer or note, or did the team action. */
  author: { id: number; name: string } | null;
  event: { type: ConversationEventType; assignee: { id: number; name: string } | null } | null;
}

/**
 * GET /WhatsAppApi/conversation/{id}/messages?before|after&take: oldest first. `before` reads the
 * page older than a message (scrolling up); `after` the messages newer than one (the poll).
 */
export interface ConversationMessagePage {
  items: ConversationMessage[];
  /** Key of the next older page; null when the thread's start is loaded. */
  nextBefore: string | null;
}

/** POST /WhatsAppApi/conversation/{id}/messages */
export type ConversationAnswer =
  | { type: 'text'; text: string }
  | {
      type: 'template';
      templateId: number;
      /** Placeholder values by the template's placeholder names. */
      parameters: Record<string, string>;
    };

/** Error keys of the conversation calls (the `errorKey` of the one error shape). */
export const conversationErrors = {
  /** Free text outside the customer service window: only a template may be sent. */
  windowClosed: 'WhatsAppConversations.WindowClosed',
  textTooLong: 'WhatsAppConversations.TextTooLong',
  templateNotApproved: 'WhatsAppConversations.TemplateNotApproved',
  /** A template to a person who withdrew consent (outside a window they opened). */
  optedOut: 'WhatsAppConversations.OptedOut',
  notFound: 'WhatsAppConversations.NotFound',
  assigneeUnknown: 'WhatsAppConversations.AssigneeUnknown',
} as const;

/** GET /WhatsAppApi/conversation/{id}/templates: an approved template the answer form offers. */
export interface ConversationTemplate {
  id: number;
  name: string;
  language: string;
  /** The body with its named placeholders (`{{firstname}}`). */
  body: string;
  /**
   * Each placeholder's name (the key of `ConversationAnswer.parameters`), the label the form
   * shows, and the fallback a value left empty gets (after the subscriber's own field).
   */
  placeholders: { name: string; label: string; defaultValue: string }[];
}

/** GET /WhatsAppApi/conversation/assignees: a user a conversation may be assigned to. */
export interface ConversationAssignee {
  id: number;
  name: string;
}
