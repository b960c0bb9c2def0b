import { defineMessages, type NoMessageValues } from 'react-intl';

/** The statistics screens' texts (ids `whatsapp.statistics.*`). */
export const statisticMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  noneSent: NoMessageValues;
  chooseNewsletter: NoMessageValues;
  sentOn: { date: string; sender: string };
  facts: { template: string; group: string; phone: string };
  expectedPrice: { price: string; stopped: string };
  stopped: NoMessageValues;
  priceUnknown: NoMessageValues;
  tabDelivery: NoMessageValues;
  tabReaction: NoMessageValues;
  tabRecipients: NoMessageValues;
  tabLinks: NoMessageValues;
  sent: NoMessageValues;
  delivered: NoMessageValues;
  read: NoMessageValues;
  failed: NoMessageValues;
  inProgress: NoMessageValues;
  pending: NoMessageValues;
  removed: NoMessageValues;
  rate: { rate: number };
  timeline: NoMessageValues;
  failedByReason: NoMessageValues;
  unknownReason: NoMessageValues;
  noFailures: NoMessageValues;
  showDetails: NoMessageValues;
  reactingRecipients: { count: number };
  emojis: NoMessageValues;
  buttons: NoMessageValues;
  noReactions: NoMessageValues;
  effective: NoMessageValues;
  excluded: NoMessageValues;
  noLinks: NoMessageValues;
  columnUrl: NoMessageValues;
  columnClicks: NoMessageValues;
  columnUniqueClicks: NoMessageValues;
  choosePlaceholder: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundText: { id: string };
  notFoundBack: NoMessageValues;
}>({
  title: { id: 'whatsapp.statistics.title', defaultMessage: 'Statistiken' },
  intro: {
    id: 'whatsapp.statistics.intro',
    defaultMessage: 'Was nach dem Versand geschah: Zustellung, Reaktionen, Empfänger und Links.',
  },
  loading: { id: 'whatsapp.statistics.loading', defaultMessage: 'Statistiken werden geladen …' },
  loadFailed: {
    id: 'whatsapp.statistics.loadFailed',
    defaultMessage: 'Die Statistiken konnten nicht geladen werden.',
  },
  noneSent: {
    id: 'whatsapp.statistics.noneSent',
    defaultMessage: 'Es wurde noch kein Newsletter versendet.',
  },
  chooseNewsletter: { id: 'whatsapp.statistics.chooseNewsletter', defaultMessage: 'Newsletter' },
  sentOn: {
    id: 'whatsapp.statistics.sentOn',
    defaultMessage: 'Versendet am {date} von {sender}',
  },
  facts: {
    id: 'whatsapp.statistics.facts',
    defaultMessage: 'Vorlage {template} · Gruppe {group} · Absender {phone}',
  },
  expectedPrice: {
    id: 'whatsapp.statistics.expectedPrice',
    defaultMessage:
      '{stopped, select, true {Kosten des Gesendeten} other {Erwartete Kosten}}: {price}',
  },
  stopped: {
    id: 'whatsapp.statistics.stopped',
    defaultMessage:
      'Der Versand wurde gestoppt: Nicht gesendete Nachrichten gehen nicht mehr hinaus.',
  },
  priceUnknown: {
    id: 'whatsapp.statistics.priceUnknown',
    defaultMessage: 'Erwartete Kosten: nicht ermittelbar',
  },
  tabDelivery: { id: 'whatsapp.statistics.tab.delivery', defaultMessage: 'Zustellung' },
  tabReaction: { id: 'whatsapp.statistics.tab.reaction', defaultMessage: 'Reaktionen' },
  tabRecipients: { id: 'whatsapp.statistics.tab.recipients', defaultMessage: 'Empfänger' },
  tabLinks: { id: 'whatsapp.statistics.tab.links', defaultMessage: 'Links' },
  sent: { id: 'whatsapp.statistics.sent', defaultMessage: 'Versendet' },
  delivered: { id: 'whatsapp.statistics.delivered', defaultMessage: 'Zugestellt' },
  read: { id: 'whatsapp.statistics.read', defaultMessage: 'Gelesen' },
  failed: { id: 'whatsapp.statistics.failed', defaultMessage: 'Fehlgeschlagen' },
  inProgress: { id: 'whatsapp.statistics.inProgress', defaultMessage: 'Unterwegs' },
  pending: { id: 'whatsapp.statistics.pending', defaultMessage: 'Noch nicht versendet' },
  removed: { id: 'whatsapp.statistics.removed', defaultMessage: 'Gestoppt' },
  rate: { id: 'whatsapp.statistics.rate', defaultMessage: '{rate, number, ::percent .0}' },
  timeline: {
    id: 'whatsapp.statistics.timeline',
    defaultMessage: 'Zugestellt und gelesen im Zeitverlauf',
  },
  failedByReason: {
    id: 'whatsapp.statistics.failedByReason',
    defaultMessage: 'Fehlgeschlagen nach Grund',
  },
  unknownReason: { id: 'whatsapp.statistics.unknownReason', defaultMessage: 'Ohne Angabe' },
  noFailures: { id: 'whatsapp.statistics.noFailures', defaultMessage: 'Keine Fehler.' },
  showDetails: { id: 'whatsapp.statistics.showDetails', defaultMessage: 'Details anzeigen' },
  reactingRecipients: {
    id: 'whatsapp.statistics.reactingRecipients',
    defaultMessage: '{count, plural, one {# Person hat} other {# Personen haben}} reagiert.',
  },
  emojis: { id: 'whatsapp.statistics.emojis', defaultMessage: 'Emojis' },
  buttons: { id: 'whatsapp.statistics.buttons', defaultMessage: 'Antwort-Buttons' },
  noReactions: { id: 'whatsapp.statistics.noReactions', defaultMessage: 'Noch keine Reaktionen.' },
  effective: { id: 'whatsapp.statistics.effective', defaultMessage: 'Empfänger' },
  excluded: { id: 'whatsapp.statistics.excluded', defaultMessage: 'Ausgeschlossen' },
  noLinks: {
    id: 'whatsapp.statistics.noLinks',
    defaultMessage: 'Dieser Newsletter enthält keine verfolgten Links.',
  },
  columnUrl: { id: 'whatsapp.statistics.column.url', defaultMessage: 'Link' },
  columnClicks: { id: 'whatsapp.statistics.column.clicks', defaultMessage: 'Klicks' },
  columnUniqueClicks: {
    id: 'whatsapp.statistics.column.uniqueClicks',
    defaultMessage: 'Verschiedene Personen',
  },
  choosePlaceholder: {
    id: 'whatsapp.statistics.choosePlaceholder',
    defaultMessage: 'Newsletter wählen …',
  },
  notFoundTitle: {
    id: 'whatsapp.statistics.notFound.title',
    defaultMessage: 'Newsletter nicht gefunden',
  },
  notFoundText: {
    id: 'whatsapp.statistics.notFound.text',
    defaultMessage:
      'In diesem Konto gibt es keinen Newsletter mit der Nummer {id}. Vielleicht gehört er zu einem anderen Konto oder wurde gelöscht.',
  },
  notFoundBack: {
    id: 'whatsapp.statistics.notFound.back',
    defaultMessage: 'Zur Statistik der versendeten Newsletter',
  },
});

/** Reaction types (spec section 3). */
export const reactionTypeMessages = defineMessages({
  All: { id: 'whatsapp.statistics.reaction.all', defaultMessage: 'Alle' },
  Cta: { id: 'whatsapp.statistics.reaction.cta', defaultMessage: 'Link geöffnet' },
  QuickReply: { id: 'whatsapp.statistics.reaction.quickReply', defaultMessage: 'Antwort-Button' },
  Emoji: { id: 'whatsapp.statistics.reaction.emoji', defaultMessage: 'Emoji' },
  Text: { id: 'whatsapp.statistics.reaction.text', defaultMessage: 'Textantwort' },
  Others: { id: 'whatsapp.statistics.reaction.others', defaultMessage: 'Sonstige' },
});

/** Delivery and recipient filters of the detail lists (spec section 3). */
export const filterMessages = defineMessages({
  All: { id: 'whatsapp.statistics.filter.all', defaultMessage: 'Alle' },
  Delivered: { id: 'whatsapp.statistics.filter.delivered', defaultMessage: 'Zugestellt' },
  Read: { id: 'whatsapp.statistics.filter.read', defaultMessage: 'Gelesen' },
  InProgress: { id: 'whatsapp.statistics.filter.inProgress', defaultMessage: 'Unterwegs' },
  Rejected: { id: 'whatsapp.statistics.filter.rejected', defaultMessage: 'Abgelehnt' },
  Effective: { id: 'whatsapp.statistics.filter.effective', defaultMessage: 'Empfänger' },
  Excluded: { id: 'whatsapp.statistics.filter.excluded', defaultMessage: 'Ausgeschlossen' },
});

/** The detail screens (ids `whatsapp.statistics.details.*`). */
export const detailMessages = defineMessages<{
  titleDelivery: NoMessageValues;
  titleReaction: NoMessageValues;
  titleRecipients: NoMessageValues;
  titleOf: { list: string; newsletter: string };
  back: NoMessageValues;
  search: NoMessageValues;
  total: { count: number };
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  empty: NoMessageValues;
  columnName: NoMessageValues;
  columnTelnr: NoMessageValues;
  columnStatus: NoMessageValues;
  columnReason: NoMessageValues;
  columnDate: NoMessageValues;
  columnReaction: NoMessageValues;
  stateSent: NoMessageValues;
  stateDelivered: NoMessageValues;
  stateRead: NoMessageValues;
  stateFailed: NoMessageValues;
  statePending: NoMessageValues;
  received: NoMessageValues;
  errorCode: { code: number };
  columnSelect: NoMessageValues;
  selected: { count: number };
  selectRow: { name: string };
}>({
  columnSelect: { id: 'whatsapp.statistics.details.column.select', defaultMessage: 'Auswahl' },
  selected: {
    id: 'whatsapp.statistics.details.selected',
    defaultMessage: '{count, plural, one {# Eintrag ausgewählt} other {# Einträge ausgewählt}}',
  },
  selectRow: {
    id: 'whatsapp.statistics.details.selectRow',
    defaultMessage: '{name} auswählen',
  },
  titleDelivery: { id: 'whatsapp.statistics.details.titleDelivery', defaultMessage: 'Zustellung' },
  titleReaction: { id: 'whatsapp.statistics.details.titleReaction', defaultMessage: 'Reaktionen' },
  titleRecipients: {
    id: 'whatsapp.statistics.details.titleRecipients',
    defaultMessage: 'Empfänger',
  },
  titleOf: {
    id: 'whatsapp.statistics.details.titleOf',
    defaultMessage: '{list}: „{newsletter}“',
  },
  back: { id: 'whatsapp.statistics.details.back', defaultMessage: 'Zurück zur Statistik' },
  search: {
    id: 'whatsapp.statistics.details.search',
    defaultMessage: 'Name oder Telefonnummer suchen',
  },
  total: {
    id: 'whatsapp.statistics.details.total',
    defaultMessage: '{count, plural, one {# Eintrag} other {# Einträge}}',
  },
  loading: { id: 'whatsapp.statistics.details.loading', defaultMessage: 'Wird geladen …' },
  loadFailed: {
    id: 'whatsapp.statistics.details.loadFailed',
    defaultMessage: 'Die Liste konnte nicht geladen werden.',
  },
  empty: { id: 'whatsapp.statistics.details.empty', defaultMessage: 'Keine Einträge.' },
  columnName: { id: 'whatsapp.statistics.details.column.name', defaultMessage: 'Name' },
  columnTelnr: { id: 'whatsapp.statistics.details.column.telnr', defaultMessage: 'Telefonnummer' },
  columnStatus: { id: 'whatsapp.statistics.details.column.status', defaultMessage: 'Status' },
  columnReason: { id: 'whatsapp.statistics.details.column.reason', defaultMessage: 'Grund' },
  columnDate: { id: 'whatsapp.statistics.details.column.date', defaultMessage: 'Zeitpunkt' },
  columnReaction: { id: 'whatsapp.statistics.details.column.reaction', defaultMessage: 'Reaktion' },
  stateSent: { id: 'whatsapp.statistics.details.state.sent', defaultMessage: 'Versendet' },
  stateDelivered: {
    id: 'whatsapp.statistics.details.state.delivered',
    defaultMessage: 'Zugestellt',
  },
  stateRead: { id: 'whatsapp.statistics.details.state.read', defaultMessage: 'Gelesen' },
  stateFailed: { id: 'whatsapp.statistics.details.state.failed', defaultMessage: 'Abgelehnt' },
  statePending: {
    id: 'whatsapp.statistics.details.state.pending',
    defaultMessage: 'Noch nicht versendet',
  },
  received: { id: 'whatsapp.statistics.details.received', defaultMessage: 'Erhalten' },
  errorCode: { id: 'whatsapp.statistics.details.errorCode', defaultMessage: 'Fehler {code}' },
});

/** Why a member was left out at send start (spec section 3). */
export const exclusionMessages = defineMessages({
  NoPhoneNumber: { id: 'whatsapp.statistics.reason.noPhoneNumber', defaultMessage: 'Keine Nummer' },
  InvalidPhoneNumber: {
    id: 'whatsapp.statistics.reason.invalidPhoneNumber',
    defaultMessage: 'Ungültige Nummer',
  },
  Deactivated: { id: 'whatsapp.statistics.reason.deactivated', defaultMessage: 'Deaktiviert' },
  DOIStatus: { id: 'whatsapp.statistics.reason.doiStatus', defaultMessage: 'DOI-Status' },
  Culture: { id: 'whatsapp.statistics.reason.culture', defaultMessage: 'Andere Sprache' },
  Duplicate: { id: 'whatsapp.statistics.reason.duplicate', defaultMessage: 'Doppelte Nummer' },
});

/**
 * Why Meta did not deliver, by error code (docs/whatsapp-cloud-api.md); other codes show
 * the title Meta sent, or just the code.
 */
export const errorCodeMessages = defineMessages({
  131026: {
    id: 'whatsapp.statistics.error.131026',
    defaultMessage:
      'Empfänger nicht erreichbar (kein WhatsApp, alte App oder Bedingungen nicht akzeptiert)',
  },
  131047: {
    id: 'whatsapp.statistics.error.131047',
    defaultMessage: 'Außerhalb des 24-Stunden-Fensters',
  },
  131049: {
    id: 'whatsapp.statistics.error.131049',
    defaultMessage: 'Marketing-Limit pro Person erreicht',
  },
  131050: {
    id: 'whatsapp.statistics.error.131050',
    defaultMessage: 'Empfänger hat Marketing-Nachrichten abbestellt',
  },
  131042: { id: 'whatsapp.statistics.error.131042', defaultMessage: 'Zahlungsproblem des Kontos' },
  131031: { id: 'whatsapp.statistics.error.131031', defaultMessage: 'Konto gesperrt' },
  131048: { id: 'whatsapp.statistics.error.131048', defaultMessage: 'Spam-Limit erreicht' },
  132000: {
    id: 'whatsapp.statistics.error.132000',
    defaultMessage: 'Anzahl der Platzhalter passt nicht zur Vorlage',
  },
  132001: {
    id: 'whatsapp.statistics.error.132001',
    defaultMessage: 'Vorlage oder Sprache fehlt oder ist nicht freigegeben',
  },
  132005: {
    id: 'whatsapp.statistics.error.132005',
    defaultMessage: 'Text nach dem Personalisieren zu lang',
  },
  132015: { id: 'whatsapp.statistics.error.132015', defaultMessage: 'Vorlage pausiert' },
  132016: { id: 'whatsapp.statistics.error.132016', defaultMessage: 'Vorlage deaktiviert' },
});
