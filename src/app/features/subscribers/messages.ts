import { defineMessages } from 'react-intl';

export const subscriberMessages = defineMessages({
  listTitle: { id: 'subscribers.list.title', defaultMessage: 'Abonnenten' },
  listIntro: {
    id: 'subscribers.list.intro',
    defaultMessage:
      'Alle Abonnenten des Kontos. Suchen Sie nach Name, E-Mail-Adresse oder Telefonnummer.',
  },
  searchLabel: { id: 'subscribers.list.search.label', defaultMessage: 'Suche' },
  searchHint: {
    id: 'subscribers.list.search.hint',
    defaultMessage: 'Bitte geben Sie mindestens 3 Zeichen ein.',
  },
  empty: { id: 'subscribers.list.empty', defaultMessage: 'Keine Abonnenten gefunden.' },
  loading: { id: 'subscribers.list.loading', defaultMessage: 'Abonnenten werden geladen …' },
  loadFailed: {
    id: 'subscribers.list.loadFailed',
    defaultMessage: 'Die Abonnenten konnten nicht geladen werden.',
  },
  rowLoading: { id: 'subscribers.list.rowLoading', defaultMessage: 'Wird geladen …' },
  add: { id: 'subscribers.list.add', defaultMessage: 'Neuer Abonnent' },
  groupsLink: { id: 'subscribers.list.groupsLink', defaultMessage: 'Empfängergruppen' },
  importLink: { id: 'subscribers.list.importLink', defaultMessage: 'CSV importieren' },
  listLink: { id: 'subscribers.list.listLink', defaultMessage: 'Zur Abonnentenliste' },
  columnName: { id: 'subscribers.list.column.name', defaultMessage: 'Name' },
  columnEmail: { id: 'subscribers.list.column.email', defaultMessage: 'E-Mail' },
  columnTelnr: { id: 'subscribers.list.column.telnr', defaultMessage: 'Telefon' },
  columnCulture: { id: 'subscribers.list.column.culture', defaultMessage: 'Sprache' },
  columnDoi: { id: 'subscribers.list.column.doi', defaultMessage: 'DOI-Status' },
  columnSelect: { id: 'subscribers.list.column.select', defaultMessage: 'Auswahl' },
  columnActions: { id: 'subscribers.list.column.actions', defaultMessage: 'Aktionen' },
  invalidNumber: { id: 'subscribers.list.invalidNumber', defaultMessage: 'ungültig' },
  deactivatedBadge: { id: 'subscribers.list.deactivated', defaultMessage: 'deaktiviert' },
  edit: { id: 'subscribers.list.edit', defaultMessage: 'Bearbeiten' },
  deactivate: { id: 'subscribers.list.deactivate', defaultMessage: 'Deaktivieren' },
  activate: { id: 'subscribers.list.activate', defaultMessage: 'Aktivieren' },
  doiUnknown: { id: 'subscribers.doi.unknown', defaultMessage: 'unbekannt' },
  doiPending: { id: 'subscribers.doi.pending', defaultMessage: 'ausstehend' },
  doiConfirmed: { id: 'subscribers.doi.confirmed', defaultMessage: 'bestätigt' },
  doiOptedOut: { id: 'subscribers.doi.optedOut', defaultMessage: 'abgemeldet' },
  targetGroup: { id: 'subscribers.list.targetGroup', defaultMessage: 'Gruppe' },
  chooseGroup: { id: 'subscribers.list.chooseGroup', defaultMessage: 'Gruppe wählen …' },
  addToGroup: { id: 'subscribers.list.addToGroup', defaultMessage: 'Zur Gruppe hinzufügen' },
  removeFromGroup: {
    id: 'subscribers.list.removeFromGroup',
    defaultMessage: 'Aus der Gruppe entfernen',
  },
  noRecipientsToAdd: {
    id: 'subscribers.groups.noRecipientsToAdd',
    defaultMessage: 'Es gibt keine Empfänger zum Hinzufügen.',
  },
  editorTitleNew: { id: 'subscribers.editor.titleNew', defaultMessage: 'Neuer Abonnent' },
  editorTitleEdit: { id: 'subscribers.editor.titleEdit', defaultMessage: 'Abonnent bearbeiten' },
  firstname: { id: 'subscribers.editor.firstname', defaultMessage: 'Vorname' },
  lastname: { id: 'subscribers.editor.lastname', defaultMessage: 'Nachname' },
  email: { id: 'subscribers.editor.email', defaultMessage: 'E-Mail-Adresse' },
  telnr: { id: 'subscribers.editor.telnr', defaultMessage: 'Telefonnummer' },
  telnrHint: {
    id: 'subscribers.editor.telnr.hint',
    defaultMessage: 'Mit Ländervorwahl, z. B. +49 151 12345678; ohne Vorwahl gilt Deutschland.',
  },
  culture: { id: 'subscribers.editor.culture', defaultMessage: 'Sprache' },
  doiStatus: { id: 'subscribers.editor.doiStatus', defaultMessage: 'DOI-Status' },
  save: { id: 'subscribers.editor.save', defaultMessage: 'Speichern' },
  saving: { id: 'subscribers.editor.saving', defaultMessage: 'Wird gespeichert …' },
  cancel: { id: 'subscribers.editor.cancel', defaultMessage: 'Abbrechen' },
  saveFailed: {
    id: 'subscribers.editor.saveFailed',
    defaultMessage: 'Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  duplicate: {
    id: 'subscribers.editor.duplicate',
    defaultMessage: 'Ein Abonnent mit dieser Telefonnummer oder E-Mail-Adresse existiert bereits.',
  },
  groupsTitle: { id: 'subscribers.groups.title', defaultMessage: 'Empfängergruppen' },
  groupsIntro: {
    id: 'subscribers.groups.intro',
    defaultMessage:
      'Statische Gruppen von Abonnenten. Wählen Sie eine Gruppe, um ihre Mitglieder zu sehen.',
  },
  groupsLoading: { id: 'subscribers.groups.loading', defaultMessage: 'Gruppen werden geladen …' },
  groupsLoadFailed: {
    id: 'subscribers.groups.loadFailed',
    defaultMessage: 'Die Gruppen konnten nicht geladen werden.',
  },
  allSubscribers: { id: 'subscribers.groups.all', defaultMessage: 'Alle Abonnenten' },
  newGroupName: { id: 'subscribers.groups.newName', defaultMessage: 'Name der neuen Gruppe' },
  createGroup: { id: 'subscribers.groups.create', defaultMessage: 'Gruppe anlegen' },
  rename: { id: 'subscribers.groups.rename', defaultMessage: 'Umbenennen' },
  renameLabel: { id: 'subscribers.groups.renameLabel', defaultMessage: 'Neuer Name' },
  show: { id: 'subscribers.groups.show', defaultMessage: 'Mitglieder zeigen' },
  deleteGroup: { id: 'subscribers.groups.delete', defaultMessage: 'Löschen' },
  deleteGroupFailed: {
    id: 'subscribers.groups.deleteFailed',
    defaultMessage: 'Die Gruppe konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  importTitle: { id: 'subscribers.import.title', defaultMessage: 'Abonnenten importieren' },
  importIntro: {
    id: 'subscribers.import.intro',
    defaultMessage:
      'Laden Sie eine CSV-Datei hoch (Trennzeichen Semikolon, Komma oder Tabulator). Die erste Zeile enthält die Spaltennamen.',
  },
  fileLabel: { id: 'subscribers.import.file', defaultMessage: 'CSV-Datei' },
  upload: { id: 'subscribers.import.upload', defaultMessage: 'Hochladen' },
  uploading: { id: 'subscribers.import.uploading', defaultMessage: 'Datei wird hochgeladen …' },
  noFile: { id: 'subscribers.import.noFile', defaultMessage: 'Bitte wählen Sie eine Datei aus.' },
  csvUnreadable: {
    id: 'subscribers.import.csvUnreadable',
    defaultMessage: 'Die Datei enthält keine lesbare CSV-Kopfzeile.',
  },
  fileTooLarge: {
    id: 'subscribers.import.fileTooLarge',
    defaultMessage: 'Die Datei ist zu groß (höchstens 100 MB).',
  },
  uploadFailed: {
    id: 'subscribers.import.uploadFailed',
    defaultMessage: 'Die Datei konnte nicht hochgeladen werden.',
  },
  mappingTitle: { id: 'subscribers.import.mapping.title', defaultMessage: 'Spalten zuordnen' },
  mappingIntro: {
    id: 'subscribers.import.mapping.intro',
    defaultMessage:
      'Ordnen Sie jeder Spalte ein Feld zu. E-Mail-Adresse oder Telefonnummer muss zugeordnet sein.',
  },
  ignoreColumn: { id: 'subscribers.import.mapping.ignore', defaultMessage: 'nicht importieren' },
  invalidMapping: {
    id: 'subscribers.import.mapping.invalid',
    defaultMessage:
      'Bitte ordnen Sie jedes Feld höchstens einmal zu, darunter E-Mail-Adresse oder Telefonnummer.',
  },
  start: { id: 'subscribers.import.start', defaultMessage: 'Import starten' },
  progressLabel: { id: 'subscribers.import.progress', defaultMessage: 'Fortschritt des Imports' },
  reportTitle: { id: 'subscribers.import.report.title', defaultMessage: 'Ergebnis des Imports' },
  csvBroken: {
    id: 'subscribers.import.report.csvBroken',
    defaultMessage:
      'Die Datei ist fehlerhaft (z. B. ein nicht geschlossenes Anführungszeichen). Es wurde nichts importiert.',
  },
  importFailed: {
    id: 'subscribers.import.report.failed',
    defaultMessage: 'Der Import ist fehlgeschlagen. Es wurde nichts importiert.',
  },
  lineColumn: { id: 'subscribers.import.report.line', defaultMessage: 'Zeile' },
  reasonColumn: { id: 'subscribers.import.report.reason', defaultMessage: 'Grund' },
  valuesColumn: { id: 'subscribers.import.report.values', defaultMessage: 'Inhalt' },
  reasonMissingContact: {
    id: 'subscribers.import.reason.missingContact',
    defaultMessage: 'Weder E-Mail-Adresse noch Telefonnummer',
  },
  reasonInvalidPhone: {
    id: 'subscribers.import.reason.invalidPhone',
    defaultMessage: 'Ungültige Telefonnummer',
  },
  reasonInvalidEmail: {
    id: 'subscribers.import.reason.invalidEmail',
    defaultMessage: 'Ungültige E-Mail-Adresse',
  },
  reasonInvalidCulture: {
    id: 'subscribers.import.reason.invalidCulture',
    defaultMessage: 'Unbekannte Sprache',
  },
  reasonTooLong: { id: 'subscribers.import.reason.tooLong', defaultMessage: 'Wert zu lang' },
  reasonDuplicateInFile: {
    id: 'subscribers.import.reason.duplicateInFile',
    defaultMessage: 'Doppelt in der Datei',
  },
  reasonDuplicateExisting: {
    id: 'subscribers.import.reason.duplicateExisting',
    defaultMessage: 'Abonnent existiert bereits',
  },
  another: { id: 'subscribers.import.another', defaultMessage: 'Weitere Datei importieren' },
});

/** Texts with values, typed so every call passes them. */
export const subscriberValueMessages = defineMessages<{
  count: { total: number };
  countCapped: { total: number };
  select: { name: string };
  selected: { count: number };
  membersAdded: { changed: number; name: string };
  membersRemoved: { changed: number; name: string };
  members: { count: number };
  membersOf: { name: string };
  deleteGroupOf: { name: string };
  quoted: { name: string };
  deleteGroupQuestion: { name: string };
  groupInUse: { count: number; names: string };
  columnLabel: { name: string };
  progressText: { done: number; total: number };
  reportSummary: { imported: number; rejected: number };
}>({
  count: {
    id: 'subscribers.list.count',
    defaultMessage: '{total, plural, one {# Abonnent} other {# Abonnenten}}',
  },
  countCapped: {
    id: 'subscribers.list.countCapped',
    defaultMessage: 'Mehr als {total, number} Treffer',
  },
  select: { id: 'subscribers.list.select', defaultMessage: '{name} auswählen' },
  selected: {
    id: 'subscribers.list.selected',
    defaultMessage: '{count, plural, one {# Abonnent ausgewählt} other {# Abonnenten ausgewählt}}',
  },
  membersAdded: {
    id: 'subscribers.groups.membersAdded',
    defaultMessage:
      '{changed, plural, one {# Abonnent wurde} other {# Abonnenten wurden}} zur Gruppe „{name}“ hinzugefügt.',
  },
  membersRemoved: {
    id: 'subscribers.groups.membersRemoved',
    defaultMessage:
      '{changed, plural, one {# Abonnent wurde} other {# Abonnenten wurden}} aus der Gruppe „{name}“ entfernt.',
  },
  members: {
    id: 'subscribers.groups.members',
    defaultMessage: '{count, plural, one {# Mitglied} other {# Mitglieder}}',
  },
  membersOf: { id: 'subscribers.groups.membersOf', defaultMessage: 'Mitglieder von „{name}“' },
  quoted: { id: 'subscribers.groups.quoted', defaultMessage: '„{name}“' },
  deleteGroupOf: { id: 'subscribers.groups.deleteOf', defaultMessage: 'Gruppe „{name}“ löschen' },
  deleteGroupQuestion: {
    id: 'subscribers.groups.deleteQuestion',
    defaultMessage:
      'Die Gruppe „{name}“ wird gelöscht. Ihre Abonnenten bleiben erhalten. Fortfahren?',
  },
  groupInUse: {
    id: 'subscribers.groups.inUse',
    defaultMessage:
      'Die Gruppe kann nicht gelöscht werden, solange {count, plural, one {der Newsletter} other {die Newsletter}} {names} sie {count, plural, one {verwendet} other {verwenden}}.',
  },
  columnLabel: { id: 'subscribers.import.mapping.column', defaultMessage: 'Spalte „{name}“' },
  progressText: {
    id: 'subscribers.import.progressText',
    defaultMessage: '{done, number} von {total, number} Zeilen verarbeitet',
  },
  reportSummary: {
    id: 'subscribers.import.report.summary',
    defaultMessage:
      '{imported, plural, one {# Abonnent importiert} other {# Abonnenten importiert}}, {rejected, plural, one {# Zeile abgelehnt} other {# Zeilen abgelehnt}}.',
  },
});
