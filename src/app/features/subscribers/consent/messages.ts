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
});

export const consentValueMessages = defineMessages<{
  event: { event: string };
  at: { at: Date };
  version: { version: number };
  byUser: { name: string };
  messageIds: { inbound: string; outbound: string };
}>({
  event: {
    id: 'subscribers.consent.event',
    defaultMessage:
      '{event, select, requested {Anmeldung angefragt} confirmed {Anmeldung bestätigt} optedOut {Abgemeldet} expired {Anfrage abgelaufen} changedByUser {Status von Hand gesetzt} other {{event}}}',
  },
  at: { id: 'subscribers.consent.at', defaultMessage: '{at, date, medium}, {at, time, medium}' },
  version: { id: 'subscribers.consent.version', defaultMessage: 'Prozessversion {version}' },
  byUser: { id: 'subscribers.consent.byUser', defaultMessage: 'von {name}' },
  messageIds: {
    id: 'subscribers.consent.messageIds',
    defaultMessage: 'Nachricht {inbound}, Antwort {outbound}',
  },
});
