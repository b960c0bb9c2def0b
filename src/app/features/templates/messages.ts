import { defineMessages } from 'react-intl';

/** The template list's texts (ids scoped `whatsapp.templates.list.*`). */
export const listMessages = defineMessages({
  title: { id: 'whatsapp.templates.list.title', defaultMessage: 'WhatsApp-Vorlagen' },
  intro: {
    id: 'whatsapp.templates.list.intro',
    defaultMessage:
      'Jeder WhatsApp-Newsletter wird aus einer von Meta genehmigten Vorlage gesendet. Erstellen Sie Vorlagen, reichen Sie sie zur Prüfung ein und verfolgen Sie ihren Status.',
  },
  create: { id: 'whatsapp.templates.list.create', defaultMessage: 'Neue Vorlage' },
  loading: {
    id: 'whatsapp.templates.list.loading',
    defaultMessage: 'Die Vorlagen werden geladen …',
  },
  loadFailed: {
    id: 'whatsapp.templates.list.loadFailed',
    defaultMessage: 'Die Vorlagen konnten nicht geladen werden.',
  },
  empty: { id: 'whatsapp.templates.list.empty', defaultMessage: 'Keine Vorlagen gefunden.' },
  sort: { id: 'whatsapp.templates.list.sort', defaultMessage: 'Sortieren nach' },
  sortName: { id: 'whatsapp.templates.list.sort.name', defaultMessage: 'Name' },
  sortStatus: { id: 'whatsapp.templates.list.sort.status', defaultMessage: 'Status' },
  sortCreatedAt: {
    id: 'whatsapp.templates.list.sort.createdAt',
    defaultMessage: 'Erstellungsdatum',
  },
  sortUpdatedAt: { id: 'whatsapp.templates.list.sort.updatedAt', defaultMessage: 'Änderungsdatum' },
  descending: { id: 'whatsapp.templates.list.descending', defaultMessage: 'Absteigend' },
  deletedUser: { id: 'whatsapp.templates.list.deletedUser', defaultMessage: 'Gelöschter Benutzer' },
  copy: { id: 'whatsapp.templates.list.copy', defaultMessage: 'Kopieren' },
  archive: { id: 'whatsapp.templates.list.archive', defaultMessage: 'Archivieren' },
  delete: { id: 'whatsapp.templates.list.delete', defaultMessage: 'Löschen' },
  confirmArchiveTitle: {
    id: 'whatsapp.templates.list.confirmArchive.title',
    defaultMessage: 'Vorlage archivieren?',
  },
  confirmDeleteTitle: {
    id: 'whatsapp.templates.list.confirmDelete.title',
    defaultMessage: 'Vorlage löschen?',
  },
  confirm: { id: 'whatsapp.templates.list.confirm', defaultMessage: 'Ja, fortfahren' },
  cancel: { id: 'whatsapp.templates.list.cancel', defaultMessage: 'Abbrechen' },
  copied: { id: 'whatsapp.templates.list.done.copy', defaultMessage: 'Die Vorlage wurde kopiert.' },
  archived: {
    id: 'whatsapp.templates.list.done.archive',
    defaultMessage: 'Die Vorlage wurde archiviert.',
  },
  deleted: {
    id: 'whatsapp.templates.list.done.delete',
    defaultMessage: 'Die Vorlage wurde gelöscht.',
  },
});

/** Status, quality, group and warning labels, keyed by their values. */
export const valueMessages = defineMessages({
  status0: { id: 'whatsapp.templates.status.draft', defaultMessage: 'Entwurf' },
  status1: { id: 'whatsapp.templates.status.check', defaultMessage: 'In Prüfung' },
  status2: { id: 'whatsapp.templates.status.approved', defaultMessage: 'Genehmigt' },
  status3: { id: 'whatsapp.templates.status.rejected', defaultMessage: 'Abgelehnt' },
  status4: { id: 'whatsapp.templates.status.archive', defaultMessage: 'Archiviert' },
  status5: { id: 'whatsapp.templates.status.paused', defaultMessage: 'Pausiert' },
  quality0: { id: 'whatsapp.templates.quality.pending', defaultMessage: 'Qualität ausstehend' },
  quality1: { id: 'whatsapp.templates.quality.high', defaultMessage: 'Qualität hoch' },
  quality2: { id: 'whatsapp.templates.quality.medium', defaultMessage: 'Qualität mittel' },
  quality3: { id: 'whatsapp.templates.quality.low', defaultMessage: 'Qualität niedrig' },
  warningStatus: {
    id: 'whatsapp.templates.warning.status',
    defaultMessage: 'Nicht versendbar: abgelehnt oder pausiert',
  },
  warningQuality: {
    id: 'whatsapp.templates.warning.quality',
    defaultMessage: 'Qualität mittel oder niedrig',
  },
  warningNoActiveDOI: {
    id: 'whatsapp.templates.warning.noActiveDoi',
    defaultMessage: 'Kein aktiver Double-Opt-in-Prozess',
  },
  warningKeywordMissing: {
    id: 'whatsapp.templates.warning.keywordMissing',
    defaultMessage: 'Das Abmelde-Schlüsselwort fehlt',
  },
  languageDe: { id: 'whatsapp.templates.language.de', defaultMessage: 'Deutsch' },
  languageEn: { id: 'whatsapp.templates.language.en', defaultMessage: 'Englisch' },
});

/** Error keys of spec section 8 as texts. */
export const errorMessages = defineMessages({
  templateNotEditable: {
    id: 'whatsapp.templates.error.notEditable',
    defaultMessage: 'Die Vorlage ist in Prüfung oder genehmigt und kann nicht bearbeitet werden.',
  },
  templateDeleteUsedInNewsletters: {
    id: 'whatsapp.templates.error.deleteUsed',
    defaultMessage: 'Die Vorlage wird in Newslettern verwendet und kann nicht gelöscht werden.',
  },
  templateDeleteApprovalPending: {
    id: 'whatsapp.templates.error.deletePending',
    defaultMessage: 'Die Vorlage ist in Prüfung und kann nicht gelöscht werden.',
  },
  templateArchiveApprovalPending: {
    id: 'whatsapp.templates.error.archivePending',
    defaultMessage: 'Die Vorlage ist in Prüfung und kann nicht archiviert werden.',
  },
  templateArchiveInActiveSends: {
    id: 'whatsapp.templates.error.archiveActive',
    defaultMessage: 'Die Vorlage wird gerade versendet und kann nicht archiviert werden.',
  },
  templateNoAccountAvailable: {
    id: 'whatsapp.templates.error.noAccount',
    defaultMessage: 'Es ist kein WhatsApp-Konto verfügbar. Verknüpfen Sie zuerst ein Konto.',
  },
  templateNoLinkedPhoneNumber: {
    id: 'whatsapp.templates.error.noLinkedPhone',
    defaultMessage:
      'Zum Einreichen braucht das WhatsApp-Konto mindestens eine vollständig verknüpfte Telefonnummer.',
  },
  approvalInvalidName: {
    id: 'whatsapp.templates.error.approvalInvalidName',
    defaultMessage: 'Meta hat den Namen der Vorlage nicht akzeptiert.',
  },
  approvalInvalidPhoneNumber: {
    id: 'whatsapp.templates.error.approvalInvalidPhone',
    defaultMessage: 'Die Telefonnummer einer Schaltfläche ist keine gültige Nummer.',
  },
  approvalDuplicateName: {
    id: 'whatsapp.templates.error.approvalDuplicateName',
    defaultMessage:
      'Bei Meta gibt es bereits eine Vorlage mit diesem Namen in dieser Sprache. Bitte wählen Sie einen anderen Namen.',
  },
  approvalUnknown: {
    id: 'whatsapp.templates.error.approvalUnknown',
    defaultMessage:
      'Die Vorlage konnte nicht eingereicht werden. Bitte versuchen Sie es später erneut.',
  },
  validation: {
    id: 'whatsapp.templates.error.validation',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  nameDuplicate: {
    id: 'whatsapp.templates.error.nameDuplicate',
    defaultMessage: 'Dieser Name ist bereits vergeben.',
  },
  notFound: {
    id: 'whatsapp.templates.error.notFound',
    defaultMessage: 'Diese Vorlage gibt es nicht (mehr).',
  },
  unknownError: {
    id: 'whatsapp.templates.error.unknown',
    defaultMessage: 'Ein unbekannter Fehler ist aufgetreten.',
  },
});

/** The editor's texts (ids scoped `whatsapp.templates.editor.*`). */
export const editorMessages = defineMessages({
  titleNew: { id: 'whatsapp.templates.editor.titleNew', defaultMessage: 'Neue Vorlage' },
  titleEdit: { id: 'whatsapp.templates.editor.titleEdit', defaultMessage: 'Vorlage bearbeiten' },
  back: { id: 'whatsapp.templates.editor.back', defaultMessage: 'Zur Übersicht' },
  loading: {
    id: 'whatsapp.templates.editor.loading',
    defaultMessage: 'Die Vorlage wird geladen …',
  },
  readOnly: {
    id: 'whatsapp.templates.editor.readOnly',
    defaultMessage:
      'Diese Vorlage ist in Prüfung oder genehmigt und kann nicht mehr bearbeitet werden. Kopieren Sie sie, um eine neue Fassung zu erstellen.',
  },
  headerImageRemoved: {
    id: 'whatsapp.templates.editor.headerImageRemoved',
    defaultMessage: 'Das Kopfzeilenbild existiert nicht mehr und wurde entfernt.',
  },
  sectionBasics: { id: 'whatsapp.templates.editor.section.basics', defaultMessage: 'Allgemein' },
  sectionHeader: { id: 'whatsapp.templates.editor.section.header', defaultMessage: 'Kopfzeile' },
  sectionBody: { id: 'whatsapp.templates.editor.section.body', defaultMessage: 'Nachricht' },
  sectionButtons: {
    id: 'whatsapp.templates.editor.section.buttons',
    defaultMessage: 'Schaltflächen',
  },
  name: { id: 'whatsapp.templates.editor.name', defaultMessage: 'Name' },
  description: { id: 'whatsapp.templates.editor.description', defaultMessage: 'Beschreibung' },
  businessAccount: {
    id: 'whatsapp.templates.editor.businessAccount',
    defaultMessage: 'WhatsApp-Konto',
  },
  language: { id: 'whatsapp.templates.editor.language', defaultMessage: 'Sprache' },
  headerFormat: {
    id: 'whatsapp.templates.editor.headerFormat',
    defaultMessage: 'Art der Kopfzeile',
  },
  headerNone: { id: 'whatsapp.templates.editor.header.none', defaultMessage: 'Keine' },
  headerText: { id: 'whatsapp.templates.editor.header.text', defaultMessage: 'Text' },
  headerImage: { id: 'whatsapp.templates.editor.header.image', defaultMessage: 'Bild' },
  headerValue: {
    id: 'whatsapp.templates.editor.headerValue',
    defaultMessage: 'Text der Kopfzeile',
  },
  imageChosen: { id: 'whatsapp.templates.editor.imageChosen', defaultMessage: 'Gewähltes Bild' },
  imageNone: {
    id: 'whatsapp.templates.editor.imageNone',
    defaultMessage: 'Noch kein Bild gewählt.',
  },
  mediaTitle: {
    id: 'whatsapp.templates.editor.mediaTitle',
    defaultMessage: 'Aus der Mediendatenbank',
  },
  mediaUp: { id: 'whatsapp.templates.editor.mediaUp', defaultMessage: 'Eine Ebene höher' },
  mediaEmpty: {
    id: 'whatsapp.templates.editor.mediaEmpty',
    defaultMessage: 'Keine Bilder in diesem Ordner.',
  },
  upload: {
    id: 'whatsapp.templates.editor.upload',
    defaultMessage: 'Neues Bild hochladen (jpg, jpeg, png, höchstens 5 MB)',
  },
  uploading: { id: 'whatsapp.templates.editor.uploading', defaultMessage: 'Wird hochgeladen …' },
  body: { id: 'whatsapp.templates.editor.body', defaultMessage: 'Text der Nachricht' },
  placeholder: {
    id: 'whatsapp.templates.editor.placeholder',
    defaultMessage: 'Platzhalter einfügen',
  },
  placeholderFields: {
    id: 'whatsapp.templates.editor.placeholderFields',
    defaultMessage: 'Abonnentenfelder',
  },
  placeholderTextComponents: {
    id: 'whatsapp.templates.editor.placeholderTextComponents',
    defaultMessage: 'Textbausteine',
  },
  placeholderInsert: {
    id: 'whatsapp.templates.editor.placeholderInsert',
    defaultMessage: 'Einfügen',
  },
  placeholderChoose: {
    id: 'whatsapp.templates.editor.placeholderChoose',
    defaultMessage: 'Feld wählen …',
  },
  footer: { id: 'whatsapp.templates.editor.footer', defaultMessage: 'Fußzeile (optional)' },
  addQuickReply: {
    id: 'whatsapp.templates.editor.addQuickReply',
    defaultMessage: '+ Schnellantwort',
  },
  addPhone: { id: 'whatsapp.templates.editor.addPhone', defaultMessage: '+ Telefonnummer' },
  addLink: { id: 'whatsapp.templates.editor.addLink', defaultMessage: '+ Link' },
  buttonLimits: {
    id: 'whatsapp.templates.editor.buttonLimits',
    defaultMessage: 'Höchstens 3 Schaltflächen, davon 1 Telefonnummer und 2 Links.',
  },
  buttonText: { id: 'whatsapp.templates.editor.buttonText', defaultMessage: 'Beschriftung' },
  buttonPhone: {
    id: 'whatsapp.templates.editor.buttonPhone',
    defaultMessage: 'Telefonnummer (international, ohne Leerzeichen, z. B. +4940123456)',
  },
  buttonUrl: { id: 'whatsapp.templates.editor.buttonUrl', defaultMessage: 'Link (URL)' },
  buttonKind1: {
    id: 'whatsapp.templates.editor.buttonKind.quickReply',
    defaultMessage: 'Schnellantwort',
  },
  buttonKind2: {
    id: 'whatsapp.templates.editor.buttonKind.phone',
    defaultMessage: 'Telefonnummer',
  },
  buttonKind3: { id: 'whatsapp.templates.editor.buttonKind.link', defaultMessage: 'Link' },
  moveUp: { id: 'whatsapp.templates.editor.moveUp', defaultMessage: 'Nach oben' },
  moveDown: { id: 'whatsapp.templates.editor.moveDown', defaultMessage: 'Nach unten' },
  noReorder: {
    id: 'whatsapp.templates.editor.noReorder',
    defaultMessage:
      'Korrigieren Sie zuerst die ungültige Schaltfläche, dann lässt sich die Reihenfolge ändern.',
  },
  remove: { id: 'whatsapp.templates.editor.remove', defaultMessage: 'Entfernen' },
  insecureUrl: {
    id: 'whatsapp.templates.editor.insecureUrl',
    defaultMessage: 'Unsichere Verbindung: Wir empfehlen einen https-Link.',
  },
  previewTitle: { id: 'whatsapp.templates.editor.previewTitle', defaultMessage: 'Vorschau' },
  previewHint: {
    id: 'whatsapp.templates.editor.previewHint',
    defaultMessage: 'Mit Beispieldaten eines Abonnenten (Julia Schneider).',
  },
  save: { id: 'whatsapp.templates.editor.save', defaultMessage: 'Speichern' },
  submit: {
    id: 'whatsapp.templates.editor.submit',
    defaultMessage: 'Speichern und zur Prüfung einreichen',
  },
  saving: { id: 'whatsapp.templates.editor.saving', defaultMessage: 'Wird gespeichert …' },
  saved: {
    id: 'whatsapp.templates.editor.saved',
    defaultMessage: 'Die Vorlage wurde gespeichert.',
  },
  submitted: {
    id: 'whatsapp.templates.editor.submitted',
    defaultMessage:
      'Die Vorlage wurde zur Prüfung eingereicht. Meta prüft sie in der Regel in wenigen Minuten.',
  },
  copy: { id: 'whatsapp.templates.editor.copy', defaultMessage: 'Als neuen Entwurf kopieren' },
});

/** The list's texts with values. */
export const listValueMessages = defineMessages<{
  createdBy: { name: string; at: Date };
  modifiedBy: { name: string; at: Date };
  confirmArchiveText: { name: string };
  confirmDeleteText: { name: string };
  usedBy: { names: string };
  rejectionReason: { reason: string };
}>({
  createdBy: {
    id: 'whatsapp.templates.list.createdBy',
    defaultMessage: 'Erstellt von {name} am {at, date, medium}',
  },
  modifiedBy: {
    id: 'whatsapp.templates.list.modifiedBy',
    defaultMessage: 'Geändert von {name} am {at, date, medium} um {at, time, short}',
  },
  confirmArchiveText: {
    id: 'whatsapp.templates.list.confirmArchive.text',
    defaultMessage:
      '„{name}“ wird archiviert. Das kann nicht rückgängig gemacht werden; archivierte Vorlagen können nicht mehr versendet werden.',
  },
  confirmDeleteText: {
    id: 'whatsapp.templates.list.confirmDelete.text',
    defaultMessage: '„{name}“ wird gelöscht, auch bei Meta.',
  },
  usedBy: {
    id: 'whatsapp.templates.list.usedBy',
    defaultMessage: 'Verwendet in: {names}',
  },
  rejectionReason: {
    id: 'whatsapp.templates.list.rejectionReason',
    defaultMessage: 'Grund der Ablehnung: {reason}',
  },
});

/** The list's date groups with their counts. */
export const groupMessages = defineMessages<{
  groupToday: { count: number };
  groupThisWeek: { count: number };
  groupThisMonth: { count: number };
  groupOlder: { count: number };
}>({
  groupToday: { id: 'whatsapp.templates.group.today', defaultMessage: 'Heute ({count})' },
  groupThisWeek: {
    id: 'whatsapp.templates.group.thisWeek',
    defaultMessage: 'Diese Woche ({count})',
  },
  groupThisMonth: {
    id: 'whatsapp.templates.group.thisMonth',
    defaultMessage: 'Dieser Monat ({count})',
  },
  groupOlder: { id: 'whatsapp.templates.group.older', defaultMessage: 'Älter ({count})' },
});

/** The editor's texts with values. */
export const editorValueMessages = defineMessages<{
  nameHint: { graphName: string };
  notLinked: { name: string };
  bodyHint: { placeholders: number; words: number; minimum: number };
  fallback: { placeholder: string };
  status: { status: string };
}>({
  nameHint: {
    id: 'whatsapp.templates.editor.nameHint',
    defaultMessage: 'Bei Meta heißt die Vorlage: {graphName}',
  },
  notLinked: {
    id: 'whatsapp.templates.editor.notLinked',
    defaultMessage: '{name} (keine verknüpfte Nummer)',
  },
  bodyHint: {
    id: 'whatsapp.templates.editor.bodyHint',
    defaultMessage:
      '{placeholders, plural, =0 {Keine Platzhalter} one {Verwendet # Platzhalter} other {Verwendet # Platzhalter}}, {words} von mindestens {minimum} Wörtern.',
  },
  fallback: {
    id: 'whatsapp.templates.editor.fallback',
    defaultMessage: 'Ersatztext für {placeholder}',
  },
  status: { id: 'whatsapp.templates.editor.status', defaultMessage: 'Status: {status}' },
});

/** The placeholder choosers' texts (ids scoped `controls.placeholderChooser.*`). */
export const chooserMessages = defineMessages({
  title: { id: 'controls.placeholderChooser.title', defaultMessage: 'Platzhalter wählen' },
  titleWhatsApp: {
    id: 'controls.placeholderChooser.titleWhatsApp',
    defaultMessage: 'WhatsApp-Platzhalter wählen',
  },
  search: { id: 'controls.placeholderChooser.search', defaultMessage: 'Suchen' },
  loading: {
    id: 'controls.placeholderChooser.loading',
    defaultMessage: 'Die Platzhalter werden geladen …',
  },
  loadFailed: {
    id: 'controls.placeholderChooser.loadFailed',
    defaultMessage: 'Die Platzhalter konnten nicht geladen werden.',
  },
  fields: { id: 'controls.placeholderChooser.fields', defaultMessage: 'Abonnentenfelder' },
  textComponents: {
    id: 'controls.placeholderChooser.textComponents',
    defaultMessage: 'Textbausteine',
  },
});

export const chooserValueMessages = defineMessages<{ chosen: { placeholder: string } }>({
  chosen: {
    id: 'controls.placeholderChooser.chosen',
    defaultMessage: 'Eingefügt: {placeholder}',
  },
});

/** Why a new header image was not taken (spec sections 5 and 8). */
export const uploadErrorMessages = defineMessages({
  extensionNotAllowed: {
    id: 'whatsapp.templates.upload.extensionNotAllowed',
    defaultMessage: 'Diese Dateiart ist nicht erlaubt. Erlaubt sind jpg, jpeg und png.',
  },
  fileTooLarge: {
    id: 'whatsapp.templates.upload.fileTooLarge',
    defaultMessage: 'Die Datei ist zu groß (höchstens 5 MB).',
  },
  imageUnsupported: {
    id: 'whatsapp.templates.upload.imageUnsupported',
    defaultMessage: 'Das Bild kann nicht verarbeitet werden.',
  },
  imageTooLarge: {
    id: 'whatsapp.templates.upload.imageTooLarge',
    defaultMessage: 'Das Bild ist zu groß (höchstens 8000 Pixel je Seite und 40 Megapixel).',
  },
  webspaceLimitReached: {
    id: 'whatsapp.templates.upload.webspaceLimitReached',
    defaultMessage: 'Der Speicherplatz der Mediendatenbank ist voll.',
  },
  unknown: {
    id: 'whatsapp.templates.upload.unknown',
    defaultMessage: 'Das Bild konnte nicht hochgeladen werden.',
  },
});
