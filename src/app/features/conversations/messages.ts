import { defineMessages, type NoMessageValues } from 'react-intl';

/** The inbox screen's texts (ids scoped `whatsapp.conversations.*`). */
export const inboxMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  filterLabel: NoMessageValues;
  filterOpen: NoMessageValues;
  filterMine: NoMessageValues;
  filterUnassigned: NoMessageValues;
  filterClosed: NoMessageValues;
  filterAll: NoMessageValues;
  searchLabel: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  empty: NoMessageValues;
  more: NoMessageValues;
  count: { total: number };
  unread: { count: number };
  via: { number: string };
  you: { text: string };
  answered: { name: string };
  assignee: { name: string };
  unassigned: NoMessageValues;
  closed: NoMessageValues;
  windowHours: { hours: number };
  windowMinutes: { minutes: number };
  windowClosed: NoMessageValues;
}>({
  title: { id: 'whatsapp.conversations.title', defaultMessage: 'Unterhaltungen' },
  intro: {
    id: 'whatsapp.conversations.intro',
    defaultMessage: 'Antworten auf Ihre Newsletter: lesen, beantworten und im Team verteilen.',
  },
  filterLabel: { id: 'whatsapp.conversations.filter.label', defaultMessage: 'Anzeigen' },
  filterOpen: { id: 'whatsapp.conversations.filter.open', defaultMessage: 'Offen' },
  filterMine: { id: 'whatsapp.conversations.filter.mine', defaultMessage: 'Mir zugewiesen' },
  filterUnassigned: {
    id: 'whatsapp.conversations.filter.unassigned',
    defaultMessage: 'Nicht zugewiesen',
  },
  filterClosed: { id: 'whatsapp.conversations.filter.closed', defaultMessage: 'Geschlossen' },
  filterAll: { id: 'whatsapp.conversations.filter.all', defaultMessage: 'Alle' },
  searchLabel: {
    id: 'whatsapp.conversations.search.label',
    defaultMessage: 'Name oder Nummer suchen',
  },
  loading: {
    id: 'whatsapp.conversations.list.loading',
    defaultMessage: 'Die Unterhaltungen werden geladen …',
  },
  loadFailed: {
    id: 'whatsapp.conversations.list.loadFailed',
    defaultMessage: 'Die Unterhaltungen konnten nicht geladen werden.',
  },
  empty: {
    id: 'whatsapp.conversations.list.empty',
    defaultMessage: 'Keine Unterhaltungen gefunden.',
  },
  more: { id: 'whatsapp.conversations.list.more', defaultMessage: 'Weitere Unterhaltungen laden' },
  count: {
    id: 'whatsapp.conversations.list.count',
    defaultMessage: '{total, plural, one {# Unterhaltung} other {# Unterhaltungen}}',
  },
  unread: { id: 'whatsapp.conversations.row.unread', defaultMessage: '{count} neu' },
  via: { id: 'whatsapp.conversations.row.via', defaultMessage: 'über {number}' },
  you: { id: 'whatsapp.conversations.row.you', defaultMessage: 'Sie: {text}' },
  answered: {
    id: 'whatsapp.conversations.row.answered',
    defaultMessage: 'Antwort auf „{name}“',
  },
  assignee: { id: 'whatsapp.conversations.row.assignee', defaultMessage: 'Zugewiesen: {name}' },
  unassigned: { id: 'whatsapp.conversations.row.unassigned', defaultMessage: 'Nicht zugewiesen' },
  closed: { id: 'whatsapp.conversations.row.closed', defaultMessage: 'Geschlossen' },
  windowHours: { id: 'whatsapp.conversations.window.hours', defaultMessage: 'noch {hours} Std.' },
  windowMinutes: {
    id: 'whatsapp.conversations.window.minutes',
    defaultMessage: 'noch {minutes} Min.',
  },
  windowClosed: {
    id: 'whatsapp.conversations.window.closed',
    defaultMessage: 'Fenster geschlossen',
  },
});

/** The thread's texts. */
export const threadMessages = defineMessages<{
  back: NoMessageValues;
  choose: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  older: NoMessageValues;
  olderFailed: NoMessageValues;
  start: NoMessageValues;
  messagesLabel: { name: string };
  number: { waId: string; number: string };
  stateOpen: NoMessageValues;
  stateClosed: NoMessageValues;
  us: NoMessageValues;
  byAuthor: { name: string };
  someone: NoMessageValues;
  internal: NoMessageValues;
  button: { text: string };
  reaction: { emoji: string };
  imageAlt: { name: string };
  file: { name: string };
  fileUnnamed: NoMessageValues;
  newsletter: { name: string };
  newsletterStatistic: NoMessageValues;
  template: { name: string };
  doubleOptIn: NoMessageValues;
  note: { author: string };
  eventAssigned: { author: string; assignee: string };
  eventUnassigned: { author: string };
  eventClosed: { author: string };
  eventReopened: { author: string };
  statusQueued: NoMessageValues;
  statusSent: NoMessageValues;
  statusDelivered: NoMessageValues;
  statusRead: NoMessageValues;
  statusFailed: { reason: string };
}>({
  back: {
    id: 'whatsapp.conversations.thread.back',
    defaultMessage: 'Zurück zu den Unterhaltungen',
  },
  choose: {
    id: 'whatsapp.conversations.thread.choose',
    defaultMessage: 'Wählen Sie eine Unterhaltung aus, um sie zu lesen.',
  },
  loading: {
    id: 'whatsapp.conversations.thread.loading',
    defaultMessage: 'Die Unterhaltung wird geladen …',
  },
  loadFailed: {
    id: 'whatsapp.conversations.thread.loadFailed',
    defaultMessage: 'Die Unterhaltung konnte nicht geladen werden.',
  },
  older: { id: 'whatsapp.conversations.thread.older', defaultMessage: 'Ältere Nachrichten laden' },
  olderFailed: {
    id: 'whatsapp.conversations.thread.olderFailed',
    defaultMessage: 'Ältere Nachrichten konnten nicht geladen werden.',
  },
  start: { id: 'whatsapp.conversations.thread.start', defaultMessage: 'Beginn der Unterhaltung' },
  messagesLabel: {
    id: 'whatsapp.conversations.thread.messagesLabel',
    defaultMessage: 'Nachrichten mit {name}',
  },
  number: { id: 'whatsapp.conversations.thread.number', defaultMessage: '+{waId} über {number}' },
  stateOpen: { id: 'whatsapp.conversations.thread.state.open', defaultMessage: 'Offen' },
  stateClosed: { id: 'whatsapp.conversations.thread.state.closed', defaultMessage: 'Geschlossen' },
  us: { id: 'whatsapp.conversations.message.us', defaultMessage: 'Ihr Team' },
  byAuthor: { id: 'whatsapp.conversations.message.byAuthor', defaultMessage: 'von {name}' },
  someone: { id: 'whatsapp.conversations.message.someone', defaultMessage: 'Jemand' },
  internal: { id: 'whatsapp.conversations.message.internal', defaultMessage: 'Intern' },
  button: {
    id: 'whatsapp.conversations.message.button',
    defaultMessage: 'Hat auf „{text}“ getippt',
  },
  reaction: {
    id: 'whatsapp.conversations.message.reaction',
    defaultMessage: 'Hat mit {emoji} reagiert',
  },
  imageAlt: { id: 'whatsapp.conversations.message.imageAlt', defaultMessage: 'Bild von {name}' },
  file: { id: 'whatsapp.conversations.message.file', defaultMessage: 'Datei öffnen: {name}' },
  fileUnnamed: { id: 'whatsapp.conversations.message.fileUnnamed', defaultMessage: 'Datei' },
  newsletter: {
    id: 'whatsapp.conversations.message.newsletter',
    defaultMessage: 'Newsletter „{name}“',
  },
  newsletterStatistic: {
    id: 'whatsapp.conversations.message.newsletterStatistic',
    defaultMessage: 'Statistik ansehen',
  },
  template: { id: 'whatsapp.conversations.message.template', defaultMessage: 'Vorlage „{name}“' },
  doubleOptIn: {
    id: 'whatsapp.conversations.message.doubleOptIn',
    defaultMessage: 'Double-Opt-in',
  },
  note: { id: 'whatsapp.conversations.message.note', defaultMessage: 'Notiz von {author}' },
  eventAssigned: {
    id: 'whatsapp.conversations.event.assigned',
    defaultMessage: '{author} hat die Unterhaltung {assignee} zugewiesen.',
  },
  eventUnassigned: {
    id: 'whatsapp.conversations.event.unassigned',
    defaultMessage: '{author} hat die Zuweisung aufgehoben.',
  },
  eventClosed: {
    id: 'whatsapp.conversations.event.closed',
    defaultMessage: '{author} hat die Unterhaltung geschlossen.',
  },
  eventReopened: {
    id: 'whatsapp.conversations.event.reopened',
    defaultMessage: '{author} hat die Unterhaltung wieder geöffnet.',
  },
  statusQueued: { id: 'whatsapp.conversations.status.queued', defaultMessage: 'In Warteschlange' },
  statusSent: { id: 'whatsapp.conversations.status.sent', defaultMessage: 'Gesendet' },
  statusDelivered: { id: 'whatsapp.conversations.status.delivered', defaultMessage: 'Zugestellt' },
  statusRead: { id: 'whatsapp.conversations.status.read', defaultMessage: 'Gelesen' },
  statusFailed: {
    id: 'whatsapp.conversations.status.failed',
    defaultMessage: 'Nicht zugestellt: {reason}',
  },
});

/** The thread header's team actions. */
export const teamMessages = defineMessages<{
  assigneeLabel: NoMessageValues;
  nobody: NoMessageValues;
  close: NoMessageValues;
  reopen: NoMessageValues;
  noteLabel: NoMessageValues;
  noteOpen: NoMessageValues;
  noteAdd: NoMessageValues;
  noteCancel: NoMessageValues;
  doneAssign: NoMessageValues;
  doneClose: NoMessageValues;
  doneReopen: NoMessageValues;
  doneNote: NoMessageValues;
}>({
  assigneeLabel: { id: 'whatsapp.conversations.team.assignee', defaultMessage: 'Zugewiesen an' },
  nobody: { id: 'whatsapp.conversations.team.nobody', defaultMessage: 'Nicht zugewiesen' },
  close: { id: 'whatsapp.conversations.team.close', defaultMessage: 'Unterhaltung schließen' },
  reopen: { id: 'whatsapp.conversations.team.reopen', defaultMessage: 'Wieder öffnen' },
  noteLabel: { id: 'whatsapp.conversations.team.noteLabel', defaultMessage: 'Notiz für Kollegen' },
  noteOpen: { id: 'whatsapp.conversations.team.noteOpen', defaultMessage: 'Notiz schreiben' },
  noteAdd: { id: 'whatsapp.conversations.team.noteAdd', defaultMessage: 'Notiz hinzufügen' },
  noteCancel: { id: 'whatsapp.conversations.team.noteCancel', defaultMessage: 'Abbrechen' },
  doneAssign: {
    id: 'whatsapp.conversations.team.done.assign',
    defaultMessage: 'Die Zuweisung wurde gespeichert.',
  },
  doneClose: {
    id: 'whatsapp.conversations.team.done.close',
    defaultMessage: 'Die Unterhaltung wurde geschlossen.',
  },
  doneReopen: {
    id: 'whatsapp.conversations.team.done.reopen',
    defaultMessage: 'Die Unterhaltung wurde wieder geöffnet.',
  },
  doneNote: {
    id: 'whatsapp.conversations.team.done.note',
    defaultMessage: 'Die Notiz wurde hinzugefügt.',
  },
});

/** The composer's texts. */
export const composerMessages = defineMessages<{
  answerLabel: NoMessageValues;
  send: NoMessageValues;
  sending: NoMessageValues;
  sendHint: NoMessageValues;
  readOnly: NoMessageValues;
  windowClosed: { name: string };
  optedOut: { name: string };
  templateLabel: NoMessageValues;
  templateChoose: NoMessageValues;
  templatesLoading: NoMessageValues;
  templatesFailed: NoMessageValues;
  templatesEmpty: NoMessageValues;
  preview: NoMessageValues;
  emptyField: NoMessageValues;
  emptyFieldOrFallback: { fallback: string };
  emptyFallback: { fallback: string };
  sendTemplate: NoMessageValues;
  retry: NoMessageValues;
}>({
  answerLabel: { id: 'whatsapp.conversations.composer.answer', defaultMessage: 'Ihre Antwort' },
  send: { id: 'whatsapp.conversations.composer.send', defaultMessage: 'Senden' },
  sending: { id: 'whatsapp.conversations.composer.sending', defaultMessage: 'Wird gesendet …' },
  sendHint: {
    id: 'whatsapp.conversations.composer.sendHint',
    defaultMessage: 'Strg+Enter oder ⌘+Enter sendet die Antwort.',
  },
  readOnly: {
    id: 'whatsapp.conversations.composer.readOnly',
    defaultMessage: 'Sie dürfen diese Unterhaltung lesen, aber nicht beantworten.',
  },
  windowClosed: {
    id: 'whatsapp.conversations.composer.windowClosed',
    defaultMessage:
      'Das 24-Stunden-Fenster ist geschlossen: {name} hat seit über 24 Stunden nicht geschrieben. Sie können nur mit einer genehmigten Vorlage antworten.',
  },
  optedOut: {
    id: 'whatsapp.conversations.composer.optedOut',
    defaultMessage:
      '{name} hat die Einwilligung widerrufen: Newsletter erreichen diese Person nicht mehr. Antworten in einem 24-Stunden-Fenster, das sie durch eine eigene Nachricht öffnet, kommen weiterhin an.',
  },
  templateLabel: { id: 'whatsapp.conversations.composer.template', defaultMessage: 'Vorlage' },
  templateChoose: {
    id: 'whatsapp.conversations.composer.templateChoose',
    defaultMessage: 'Vorlage wählen …',
  },
  templatesLoading: {
    id: 'whatsapp.conversations.composer.templatesLoading',
    defaultMessage: 'Die Vorlagen werden geladen …',
  },
  templatesFailed: {
    id: 'whatsapp.conversations.composer.templatesFailed',
    defaultMessage: 'Die Vorlagen konnten nicht geladen werden.',
  },
  templatesEmpty: {
    id: 'whatsapp.conversations.composer.templatesEmpty',
    defaultMessage: 'Für diese Nummer gibt es keine genehmigte Vorlage.',
  },
  preview: { id: 'whatsapp.conversations.composer.preview', defaultMessage: 'Vorschau' },
  emptyField: {
    id: 'whatsapp.conversations.composer.empty.field',
    defaultMessage: 'Leer gelassen: aus den Daten der Person.',
  },
  emptyFieldOrFallback: {
    id: 'whatsapp.conversations.composer.empty.fieldOrFallback',
    defaultMessage: 'Leer gelassen: aus den Daten der Person, sonst „{fallback}“.',
  },
  emptyFallback: {
    id: 'whatsapp.conversations.composer.empty.fallback',
    defaultMessage: 'Leer gelassen: „{fallback}“.',
  },
  sendTemplate: {
    id: 'whatsapp.conversations.composer.sendTemplate',
    defaultMessage: 'Vorlage senden',
  },
  retry: { id: 'whatsapp.conversations.composer.retry', defaultMessage: 'Erneut versuchen' },
});

/**
 * The server's error keys (src/common/conversations.ts, and the failure keys of
 * src/server/whatsapp/conversations/messageView.ts) in words, keyed by the key itself.
 */
export const errorMessages = defineMessages<{
  'WhatsAppConversations.WindowClosed': NoMessageValues;
  'WhatsAppConversations.TextTooLong': NoMessageValues;
  'WhatsAppConversations.TemplateNotApproved': NoMessageValues;
  'WhatsAppConversations.OptedOut': NoMessageValues;
  'WhatsAppConversations.NotFound': NoMessageValues;
  'WhatsAppConversations.AssigneeUnknown': NoMessageValues;
  'WhatsAppConversations.SendError.WindowClosed': NoMessageValues;
  'WhatsAppConversations.SendError.Undeliverable': NoMessageValues;
  'WhatsAppConversations.SendError.EcosystemLimit': NoMessageValues;
  'WhatsAppConversations.SendError.StoppedMarketing': NoMessageValues;
  'WhatsAppConversations.SendError.PairRate': NoMessageValues;
  'WhatsAppConversations.SendError.Other': NoMessageValues;
  forbidden: NoMessageValues;
  unknownError: NoMessageValues;
}>({
  'WhatsAppConversations.WindowClosed': {
    id: 'whatsapp.conversations.error.windowClosed',
    defaultMessage:
      'Das 24-Stunden-Fenster ist geschlossen. Bitte antworten Sie mit einer genehmigten Vorlage.',
  },
  'WhatsAppConversations.TextTooLong': {
    id: 'whatsapp.conversations.error.textTooLong',
    defaultMessage: 'Die Antwort ist zu lang: höchstens 4096 Zeichen.',
  },
  'WhatsAppConversations.TemplateNotApproved': {
    id: 'whatsapp.conversations.error.templateNotApproved',
    defaultMessage: 'Diese Vorlage ist nicht genehmigt. Bitte wählen Sie eine andere.',
  },
  'WhatsAppConversations.OptedOut': {
    id: 'whatsapp.conversations.error.optedOut',
    defaultMessage:
      'Diese Person hat die Einwilligung widerrufen. Eine Vorlage darf sie nur innerhalb eines Fensters erreichen, das sie selbst geöffnet hat.',
  },
  'WhatsAppConversations.NotFound': {
    id: 'whatsapp.conversations.error.notFound',
    defaultMessage: 'Diese Unterhaltung gibt es in diesem Konto nicht.',
  },
  'WhatsAppConversations.AssigneeUnknown': {
    id: 'whatsapp.conversations.error.assigneeUnknown',
    defaultMessage: 'Dieser Person kann die Unterhaltung nicht zugewiesen werden.',
  },
  'WhatsAppConversations.SendError.WindowClosed': {
    id: 'whatsapp.conversations.sendError.windowClosed',
    defaultMessage: 'Meta hat die Nachricht abgelehnt: das 24-Stunden-Fenster ist geschlossen.',
  },
  'WhatsAppConversations.SendError.Undeliverable': {
    id: 'whatsapp.conversations.sendError.undeliverable',
    defaultMessage: 'Die Nummer ist bei WhatsApp nicht erreichbar.',
  },
  'WhatsAppConversations.SendError.EcosystemLimit': {
    id: 'whatsapp.conversations.sendError.ecosystemLimit',
    defaultMessage:
      'Meta hat die Nachricht zurückgehalten, damit die Person nicht zu viele Nachrichten erhält.',
  },
  'WhatsAppConversations.SendError.StoppedMarketing': {
    id: 'whatsapp.conversations.sendError.stoppedMarketing',
    defaultMessage: 'Die Person hat Marketing-Nachrichten dieses Unternehmens abbestellt.',
  },
  'WhatsAppConversations.SendError.PairRate': {
    id: 'whatsapp.conversations.sendError.pairRate',
    defaultMessage:
      'Zu viele Nachrichten in kurzer Zeit an diese Person. Bitte senden Sie später erneut.',
  },
  'WhatsAppConversations.SendError.Other': {
    id: 'whatsapp.conversations.sendError.other',
    defaultMessage: 'Die Nachricht konnte nicht zugestellt werden.',
  },
  forbidden: {
    id: 'whatsapp.conversations.error.forbidden',
    defaultMessage: 'Dafür fehlt Ihnen das Recht.',
  },
  unknownError: {
    id: 'whatsapp.conversations.error.unknown',
    defaultMessage: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
});
