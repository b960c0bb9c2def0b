import { defineMessages } from 'react-intl';

export const ssoMessages = defineMessages({
  listTitle: { id: 'sso.list.title', defaultMessage: 'Single Sign-on' },
  listIntro: {
    id: 'sso.list.intro',
    defaultMessage:
      'Ordnen Sie Gruppen Ihres Verzeichnisses Berechtigungsgruppen zu. Wer sich über das Verzeichnis anmeldet, erhält die Rechte der zugeordneten Gruppen.',
  },
  loading: { id: 'sso.list.loading', defaultMessage: 'Verknüpfte Gruppen werden geladen …' },
  loadFailed: {
    id: 'sso.list.loadFailed',
    defaultMessage: 'Die verknüpften Gruppen konnten nicht geladen werden.',
  },
  noGroups: {
    id: 'sso.list.noGroups',
    defaultMessage: 'Es sind keine Gruppen verknüpft. Bitte prüfen Sie die Konfiguration.',
  },
  syncLabel: {
    id: 'sso.list.sync.label',
    defaultMessage: 'Berechtigungsgruppen bei jeder Anmeldung synchronisieren',
  },
  syncOn: {
    id: 'sso.list.sync.on',
    defaultMessage: 'Synchronisierung ist an: Berechtigungsgruppen folgen den Zuordnungen.',
  },
  syncOff: {
    id: 'sso.list.sync.off',
    defaultMessage: 'Synchronisierung ist aus: Berechtigungsgruppen bleiben unverändert.',
  },
  syncFailed: {
    id: 'sso.list.sync.failed',
    defaultMessage: 'Die Synchronisierung konnte nicht umgestellt werden.',
  },
  add: { id: 'sso.list.add', defaultMessage: 'Neue Zuordnung' },
  columnName: { id: 'sso.list.column.name', defaultMessage: 'Name' },
  columnGroup: { id: 'sso.list.column.group', defaultMessage: 'Verzeichnisgruppe' },
  columnRoles: { id: 'sso.list.column.roles', defaultMessage: 'Berechtigungsgruppen' },
  columnActions: { id: 'sso.list.column.actions', defaultMessage: 'Aktionen' },
  edit: { id: 'sso.list.edit', defaultMessage: 'Bearbeiten' },
  delete: { id: 'sso.list.delete', defaultMessage: 'Löschen' },
  deleteFailed: {
    id: 'sso.list.deleteFailed',
    defaultMessage: 'Die Zuordnung konnte nicht gelöscht werden.',
  },
  confirmTitle: { id: 'sso.list.confirm.title', defaultMessage: 'Zuordnung löschen?' },
  confirmYes: { id: 'sso.list.confirm.yes', defaultMessage: 'Löschen' },
  confirmNo: { id: 'sso.list.confirm.no', defaultMessage: 'Abbrechen' },
  editorTitleNew: { id: 'sso.editor.title.new', defaultMessage: 'Neue Zuordnung' },
  editorTitleEdit: { id: 'sso.editor.title.edit', defaultMessage: 'Zuordnung bearbeiten' },
  editorLoading: { id: 'sso.editor.loading', defaultMessage: 'Zuordnung wird geladen …' },
  editorLoadFailed: {
    id: 'sso.editor.loadFailed',
    defaultMessage: 'Die Gruppen konnten nicht geladen werden.',
  },
  groupLabel: { id: 'sso.editor.group.label', defaultMessage: 'Verzeichnisgruppe' },
  groupHint: {
    id: 'sso.editor.group.hint',
    defaultMessage: 'Wählen Sie eine bei der Anmeldung gesehene Gruppe oder geben Sie eine ein.',
  },
  groupHintNone: {
    id: 'sso.editor.group.hintNone',
    defaultMessage:
      'Noch keine Gruppe bei einer Anmeldung gesehen: Geben Sie die Gruppe des Verzeichnisses ein.',
  },
  nameLabel: { id: 'sso.editor.name.label', defaultMessage: 'Name der Zuordnung' },
  rolesLabel: { id: 'sso.editor.roles.label', defaultMessage: 'Berechtigungsgruppen' },
  rolesRequired: {
    id: 'sso.editor.roles.required',
    defaultMessage: 'Bitte wählen Sie mindestens eine Berechtigungsgruppe.',
  },
  save: { id: 'sso.editor.save', defaultMessage: 'Speichern' },
  saving: { id: 'sso.editor.saving', defaultMessage: 'Wird gespeichert …' },
  cancel: { id: 'sso.editor.cancel', defaultMessage: 'Abbrechen' },
  saveFailed: {
    id: 'sso.editor.saveFailed',
    defaultMessage: 'Die Zuordnung konnte nicht gespeichert werden.',
  },
  nameDuplicate: {
    id: 'sso.editor.nameDuplicate',
    defaultMessage: 'Bitte wählen Sie einen anderen Namen.',
  },
  directoryGroupMapped: {
    id: 'sso.editor.directoryGroupMapped',
    defaultMessage:
      'Diese Verzeichnisgruppe hat schon eine Zuordnung. Ändern Sie dort ihre Berechtigungsgruppen.',
  },
});

/** Texts with values. */
export const ssoValueMessages = defineMessages<{ confirmText: { name: string } }>({
  confirmText: {
    id: 'sso.list.confirm.text',
    defaultMessage:
      'Die Zuordnung „{name}“ wird gelöscht. Bei eingeschalteter Synchronisierung verlieren ihre Mitglieder die Rechte bei der nächsten Anmeldung.',
  },
});
