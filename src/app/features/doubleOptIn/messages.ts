import { defineMessages } from 'react-intl';

/** The double opt-in editor's texts (ids scoped `whatsapp.doubleOptIn.*`). */
export const doiMessages = defineMessages({
  title: { id: 'whatsapp.doubleOptIn.title', defaultMessage: 'Double-Opt-in' },
  intro: {
    id: 'whatsapp.doubleOptIn.intro',
    defaultMessage:
      'Wer Ihrer WhatsApp-Nummer die Klick-zum-Chat-Nachricht schreibt, erhält die Double-Opt-in-Nachricht und wird nach der Bestätigung Abonnent. Mit dem Abmelde-Schlüsselwort meldet sich jeder jederzeit ab.',
  },
  loading: {
    id: 'whatsapp.doubleOptIn.loading',
    defaultMessage: 'Der Double-Opt-in-Prozess wird geladen …',
  },
  loadFailed: {
    id: 'whatsapp.doubleOptIn.loadFailed',
    defaultMessage: 'Der Double-Opt-in-Prozess konnte nicht geladen werden.',
  },
  readOnly: {
    id: 'whatsapp.doubleOptIn.readOnly',
    defaultMessage:
      'Sie können den Double-Opt-in-Prozess ansehen, aber nicht ändern: dazu fehlt Ihnen das Recht „Double-Opt-in bearbeiten“.',
  },
  stateActive: { id: 'whatsapp.doubleOptIn.state.active', defaultMessage: 'Aktiv' },
  stateDraft: { id: 'whatsapp.doubleOptIn.state.draft', defaultMessage: 'In Bearbeitung' },
  stateChanged: {
    id: 'whatsapp.doubleOptIn.state.changed',
    defaultMessage: 'Ungespeicherte oder nicht aktivierte Änderungen',
  },
  sectionNumber: {
    id: 'whatsapp.doubleOptIn.section.number',
    defaultMessage: 'Nummer und Schlüsselwörter',
  },
  sectionMessages: { id: 'whatsapp.doubleOptIn.section.messages', defaultMessage: 'Nachrichten' },
  phoneNumber: { id: 'whatsapp.doubleOptIn.phoneNumber', defaultMessage: 'WhatsApp-Telefonnummer' },
  noPhoneNumber: {
    id: 'whatsapp.doubleOptIn.noPhoneNumber',
    defaultMessage: 'Keine aktive Telefonnummer – verknüpfen Sie zuerst ein WhatsApp-Konto.',
  },
  doiKeyword: { id: 'whatsapp.doubleOptIn.doiKeyword', defaultMessage: 'Anmelde-Schlüsselwort' },
  optOutKeyword: {
    id: 'whatsapp.doubleOptIn.optOutKeyword',
    defaultMessage: 'Abmelde-Schlüsselwort',
  },
  keywordHint: {
    id: 'whatsapp.doubleOptIn.keywordHint',
    defaultMessage: 'Groß- und Kleinschreibung und Leerzeichen am Rand zählen nicht.',
  },
  doiMethod: { id: 'whatsapp.doubleOptIn.doiMethod', defaultMessage: 'Bestätigung per' },
  methodButton: { id: 'whatsapp.doubleOptIn.method.button', defaultMessage: 'Schaltfläche' },
  methodKeyword: {
    id: 'whatsapp.doubleOptIn.method.keyword',
    defaultMessage: 'Antwort mit dem Schlüsselwort',
  },
  daysToWait: { id: 'whatsapp.doubleOptIn.daysToWait', defaultMessage: 'Wartezeit in Tagen' },
  daysToWaitHint: {
    id: 'whatsapp.doubleOptIn.daysToWaitHint',
    defaultMessage:
      'So lange gilt eine Anfrage; eine spätere Bestätigung startet eine neue Anfrage. 0 schaltet die Wartezeit ab.',
  },
  clickToChatMessage: {
    id: 'whatsapp.doubleOptIn.clickToChatMessage',
    defaultMessage: 'Klick-zum-Chat-Nachricht',
  },
  clickToChatHint: {
    id: 'whatsapp.doubleOptIn.clickToChatHint',
    defaultMessage:
      'Steht im Chat-Link vorausgefüllt. Nach einer Änderung und erneuter Aktivierung starten alte Links nichts mehr.',
  },
  doiMessageBody: {
    id: 'whatsapp.doubleOptIn.doiMessageBody',
    defaultMessage: 'Double-Opt-in-Nachricht',
  },
  confirmationMessage: {
    id: 'whatsapp.doubleOptIn.confirmationMessage',
    defaultMessage: 'Bestätigungsnachricht',
  },
  optOutMessage: { id: 'whatsapp.doubleOptIn.optOutMessage', defaultMessage: 'Abmeldenachricht' },
  replyMessage: {
    id: 'whatsapp.doubleOptIn.replyMessage',
    defaultMessage: 'Antwort auf andere Nachrichten',
  },
  keywordMissing: {
    id: 'whatsapp.doubleOptIn.warning.keywordMissing',
    defaultMessage: 'Das Anmelde-Schlüsselwort kommt in der Double-Opt-in-Nachricht nicht vor.',
  },
  save: { id: 'whatsapp.doubleOptIn.save', defaultMessage: 'Speichern' },
  saving: { id: 'whatsapp.doubleOptIn.saving', defaultMessage: 'Wird gespeichert …' },
  activate: { id: 'whatsapp.doubleOptIn.activate', defaultMessage: 'Speichern und aktivieren' },
  activating: { id: 'whatsapp.doubleOptIn.activating', defaultMessage: 'Wird aktiviert …' },
  reset: { id: 'whatsapp.doubleOptIn.reset', defaultMessage: 'Änderungen verwerfen' },
  validate: { id: 'whatsapp.doubleOptIn.validate', defaultMessage: 'Prüfen' },
  validationOk: {
    id: 'whatsapp.doubleOptIn.validationOk',
    defaultMessage: 'Die gespeicherte Fassung kann aktiviert werden.',
  },
  validationFailed: {
    id: 'whatsapp.doubleOptIn.validationFailed',
    defaultMessage: 'Die Prüfung konnte nicht ausgeführt werden.',
  },
  saved: {
    id: 'whatsapp.doubleOptIn.done.saved',
    defaultMessage: 'Die Änderungen sind gespeichert.',
  },
  activated: {
    id: 'whatsapp.doubleOptIn.done.activated',
    defaultMessage: 'Der Double-Opt-in-Prozess ist aktiv.',
  },
  resetDone: {
    id: 'whatsapp.doubleOptIn.done.reset',
    defaultMessage: 'Die Änderungen sind verworfen.',
  },
  previewTitle: { id: 'whatsapp.doubleOptIn.preview.title', defaultMessage: 'Chat-Vorschau' },
  previewPerson: { id: 'whatsapp.doubleOptIn.preview.person', defaultMessage: 'Interessent' },
  previewBusiness: {
    id: 'whatsapp.doubleOptIn.preview.business',
    defaultMessage: 'Ihr Unternehmen',
  },
  linkTitle: { id: 'whatsapp.doubleOptIn.link.title', defaultMessage: 'Chat-Link und QR-Code' },
  linkInactive: {
    id: 'whatsapp.doubleOptIn.link.inactive',
    defaultMessage: 'Link und QR-Code gibt es, sobald der Prozess aktiv ist.',
  },
  linkHint: {
    id: 'whatsapp.doubleOptIn.link.hint',
    defaultMessage:
      'Teilen Sie den Link oder drucken Sie den QR-Code: beide öffnen den Chat mit der Klick-zum-Chat-Nachricht der aktiven Version.',
  },
  qrLabel: { id: 'whatsapp.doubleOptIn.link.qr', defaultMessage: 'QR-Code des Chat-Links' },
  downloadQr: {
    id: 'whatsapp.doubleOptIn.link.download',
    defaultMessage: 'QR-Code herunterladen (SVG)',
  },
});

/** Texts with values. */
export const doiValueMessages = defineMessages<{
  activeSince: { version: number; at: Date };
  modifiedOn: { at: Date };
  error: { errorKey: string };
  placeholderHint: { doiToken: string; optOutToken: string };
}>({
  placeholderHint: {
    id: 'whatsapp.doubleOptIn.placeholderHint',
    defaultMessage:
      'Platzhalter: {doiToken} für das Anmelde-, {optOutToken} für das Abmelde-Schlüsselwort.',
  },
  activeSince: {
    id: 'whatsapp.doubleOptIn.activeSince',
    defaultMessage: 'Version {version}, aktiviert am {at, date, medium} um {at, time, short}',
  },
  modifiedOn: {
    id: 'whatsapp.doubleOptIn.modifiedOn',
    defaultMessage: 'Zuletzt geändert am {at, date, medium} um {at, time, short}',
  },
  error: {
    id: 'whatsapp.doubleOptIn.error',
    defaultMessage:
      '{errorKey, select, requiredFields {Bitte füllen Sie alle Pflichtfelder aus.} identicalKeywords {An- und Abmelde-Schlüsselwort müssen sich unterscheiden.} keywordReuse {Ein Schlüsselwort wurde früher für den anderen Zweck verwendet.} invalidWaitTime {Die Wartezeit ist ungültig.} noAccountAvailable {Es ist kein WhatsApp-Konto mit aktiver Nummer verfügbar.} invalidField {Bitte prüfen Sie die markierten Felder.} noChanges {Seit der letzten Aktivierung hat sich nichts geändert.} forbidden {Sie dürfen den Double-Opt-in-Prozess nicht ändern.} other {Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.}}',
  },
});
