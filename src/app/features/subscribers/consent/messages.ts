import { defineMessages } from 'react-intl';

/** The consent history in the subscriber editor (ids scoped `subscribers.consent.*`). */
export const consentMessages = defineMessages({
  title: { id: 'subscribers.consent.title', defaultMessage: 'Einwilligungsverlauf' },
  loading: { id: 'subscribers.consent.loading', defaultMessage: 'Der Verlauf wird geladen …' },
  failed: {
    id: 'subscribers.consent.failed',
    defaultMessage: 'Der Verlauf konnte nicht geladen werden.',
  },
  empty: {
    id: 'subscribers.consent.empty',
    defaultMessage:
      'Noch keine Schritte: Der DOI-Status wurde weder per WhatsApp noch von Hand gesetzt.',
  },
  reportedByWhatsApp: {
    id: 'subscribers.consent.reportedByWhatsApp',
    defaultMessage: 'Von WhatsApp gemeldet: Die Person empfängt keine Marketing-Nachrichten mehr.',
  },
});

export const consentValueMessages = defineMessages<{
  event: { event: string };
  at: { at: Date };
  version: { version: number };
  byUser: { name: string };
  inbound: { kind: string; text: string };
  answer: { text: string };
  answerButtons: { buttons: string };
}>({
  event: {
    id: 'subscribers.consent.event',
    defaultMessage:
      '{event, select, requested {Anmeldung angefragt} confirmed {Anmeldung bestätigt} optedOut {Abgemeldet} expired {Anfrage abgelaufen} changedByUser {Status von Hand gesetzt} other {{event}}}',
  },
  at: { id: 'subscribers.consent.at', defaultMessage: '{at, date, medium}, {at, time, medium}' },
  version: { id: 'subscribers.consent.version', defaultMessage: 'Prozessversion {version}' },
  byUser: { id: 'subscribers.consent.byUser', defaultMessage: 'von {name}' },
  inbound: {
    id: 'subscribers.consent.inbound',
    defaultMessage: '{kind, select, button {Getippt} other {Geschrieben}}: „{text}“',
  },
  answer: { id: 'subscribers.consent.answer', defaultMessage: 'Unsere Antwort: „{text}“' },
  answerButtons: {
    id: 'subscribers.consent.answerButtons',
    defaultMessage: 'Mit den Buttons {buttons}',
  },
});
