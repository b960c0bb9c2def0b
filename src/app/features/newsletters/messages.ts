import { defineMessages, type NoMessageValues } from 'react-intl';

/** The newsletter list (ids `whatsapp.newsletters.*`). */
export const listMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  create: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  empty: NoMessageValues;
  sort: NoMessageValues;
  sortName: NoMessageValues;
  sortStatus: NoMessageValues;
  sortCreatedAt: NoMessageValues;
  sortUpdatedAt: NoMessageValues;
  descending: NoMessageValues;
  deletedUser: NoMessageValues;
  open: NoMessageValues;
  statistics: NoMessageValues;
  copy: NoMessageValues;
  archive: NoMessageValues;
  delete: NoMessageValues;
  confirmArchiveTitle: NoMessageValues;
  confirmArchiveText: { name: string | number };
  confirmDeleteTitle: NoMessageValues;
  confirmDeleteText: { name: string | number };
  confirm: NoMessageValues;
  cancel: NoMessageValues;
  copied: NoMessageValues;
  archived: NoMessageValues;
  deleted: NoMessageValues;
  groupToday: { count: string | number };
  groupThisWeek: { count: string | number };
  groupThisMonth: { count: string | number };
  groupOlder: { count: string | number };
  progress: { sent: string | number; total: string | number };
  sendDate: { date: string | number };
  template: { name: string | number };
  profile: { name: string | number };
  createdBy: { name: string | number; modifier: string | number; date: string | number };
  refusedList: { names: string | number };
}>({
  title: { id: 'whatsapp.newsletters.list.title', defaultMessage: 'WhatsApp-Newsletter' },
  intro: {
    id: 'whatsapp.newsletters.list.intro',
    defaultMessage:
      'Erstellen Sie Newsletter aus genehmigten Vorlagen, prüfen Sie sie vor dem Versand und verfolgen Sie den Fortschritt.',
  },
  create: { id: 'whatsapp.newsletters.list.create', defaultMessage: 'Neuer Newsletter' },
  loading: {
    id: 'whatsapp.newsletters.list.loading',
    defaultMessage: 'Die Newsletter werden geladen …',
  },
  loadFailed: {
    id: 'whatsapp.newsletters.list.loadFailed',
    defaultMessage: 'Die Newsletter konnten nicht geladen werden.',
  },
  empty: { id: 'whatsapp.newsletters.list.empty', defaultMessage: 'Keine Newsletter gefunden.' },
  sort: { id: 'whatsapp.newsletters.list.sort', defaultMessage: 'Sortieren nach' },
  sortName: { id: 'whatsapp.newsletters.list.sort.name', defaultMessage: 'Name' },
  sortStatus: { id: 'whatsapp.newsletters.list.sort.status', defaultMessage: 'Status' },
  sortCreatedAt: {
    id: 'whatsapp.newsletters.list.sort.createdAt',
    defaultMessage: 'Erstellungsdatum',
  },
  sortUpdatedAt: {
    id: 'whatsapp.newsletters.list.sort.updatedAt',
    defaultMessage: 'Änderungsdatum',
  },
  descending: { id: 'whatsapp.newsletters.list.descending', defaultMessage: 'Absteigend' },
  deletedUser: {
    id: 'whatsapp.newsletters.list.deletedUser',
    defaultMessage: 'Gelöschter Benutzer',
  },
  open: { id: 'whatsapp.newsletters.list.open', defaultMessage: 'Öffnen' },
  statistics: { id: 'whatsapp.newsletters.list.statistics', defaultMessage: 'Statistik' },
  copy: { id: 'whatsapp.newsletters.list.copy', defaultMessage: 'Kopieren' },
  archive: { id: 'whatsapp.newsletters.list.archive', defaultMessage: 'Archivieren' },
  delete: { id: 'whatsapp.newsletters.list.delete', defaultMessage: 'Löschen' },
  confirmArchiveTitle: {
    id: 'whatsapp.newsletters.list.confirmArchive.title',
    defaultMessage: 'Newsletter archivieren?',
  },
  confirmArchiveText: {
    id: 'whatsapp.newsletters.list.confirmArchive.text',
    defaultMessage: '„{name}“ wird archiviert. Das kann nicht rückgängig gemacht werden.',
  },
  confirmDeleteTitle: {
    id: 'whatsapp.newsletters.list.confirmDelete.title',
    defaultMessage: 'Newsletter löschen?',
  },
  confirmDeleteText: {
    id: 'whatsapp.newsletters.list.confirmDelete.text',
    defaultMessage: '„{name}“ wird endgültig gelöscht.',
  },
  confirm: { id: 'whatsapp.newsletters.list.confirm', defaultMessage: 'Ja, fortfahren' },
  cancel: { id: 'whatsapp.newsletters.list.cancel', defaultMessage: 'Abbrechen' },
  copied: {
    id: 'whatsapp.newsletters.list.done.copy',
    defaultMessage: 'Der Newsletter wurde kopiert.',
  },
  archived: {
    id: 'whatsapp.newsletters.list.done.archive',
    defaultMessage: 'Der Newsletter wurde archiviert.',
  },
  deleted: {
    id: 'whatsapp.newsletters.list.done.delete',
    defaultMessage: 'Der Newsletter wurde gelöscht.',
  },
  groupToday: { id: 'whatsapp.newsletters.list.group.today', defaultMessage: 'Heute ({count})' },
  groupThisWeek: {
    id: 'whatsapp.newsletters.list.group.thisWeek',
    defaultMessage: 'Diese Woche ({count})',
  },
  groupThisMonth: {
    id: 'whatsapp.newsletters.list.group.thisMonth',
    defaultMessage: 'Diesen Monat ({count})',
  },
  groupOlder: { id: 'whatsapp.newsletters.list.group.older', defaultMessage: 'Älter ({count})' },
  progress: {
    id: 'whatsapp.newsletters.list.progress',
    defaultMessage: '{sent} von {total} gesendet',
  },
  sendDate: { id: 'whatsapp.newsletters.list.sendDate', defaultMessage: 'Versand: {date}' },
  template: { id: 'whatsapp.newsletters.list.template', defaultMessage: 'Vorlage: {name}' },
  profile: { id: 'whatsapp.newsletters.list.profile', defaultMessage: 'Gruppe: {name}' },
  createdBy: {
    id: 'whatsapp.newsletters.list.createdBy',
    defaultMessage: 'Erstellt von {name}, geändert von {modifier} am {date}',
  },
  refusedList: { id: 'whatsapp.newsletters.list.refused', defaultMessage: 'Betroffen: {names}' },
});

/** Newsletter statuses (spec section 3), keyed by value (ids `whatsapp.newsletters.*`). */
export const statusMessages = defineMessages({
  status0: { id: 'whatsapp.newsletters.status.draft', defaultMessage: 'Entwurf' },
  status1: { id: 'whatsapp.newsletters.status.readyToSend', defaultMessage: 'Versandbereit' },
  status2: { id: 'whatsapp.newsletters.status.planned', defaultMessage: 'Geplant' },
  status3: { id: 'whatsapp.newsletters.status.active', defaultMessage: 'Wird gesendet' },
  status4: { id: 'whatsapp.newsletters.status.sent', defaultMessage: 'Gesendet' },
  status5: { id: 'whatsapp.newsletters.status.archive', defaultMessage: 'Archiviert' },
  status6: { id: 'whatsapp.newsletters.status.stopped', defaultMessage: 'Gestoppt' },
});

/** The newsletter editor (ids `whatsapp.newsletters.*`). */
export const editorMessages = defineMessages<{
  titleNew: NoMessageValues;
  titleEdit: NoMessageValues;
  back: NoMessageValues;
  loading: NoMessageValues;
  readOnly: NoMessageValues;
  accountDeactivated: NoMessageValues;
  sectionBasics: NoMessageValues;
  sectionSender: NoMessageValues;
  sectionRecipients: NoMessageValues;
  sectionPlaceholders: NoMessageValues;
  name: NoMessageValues;
  description: NoMessageValues;
  businessAccount: NoMessageValues;
  phoneNumber: NoMessageValues;
  template: NoMessageValues;
  profile: NoMessageValues;
  unknownDoi: NoMessageValues;
  otherLanguage: NoMessageValues;
  placeholderValue: { placeholder: string | number };
  noPlaceholders: NoMessageValues;
  unusable: { name: string | number };
  noTemplates: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  unsaved: NoMessageValues;
  statistics: NoMessageValues;
}>({
  titleNew: { id: 'whatsapp.newsletters.editor.titleNew', defaultMessage: 'Neuer Newsletter' },
  titleEdit: {
    id: 'whatsapp.newsletters.editor.titleEdit',
    defaultMessage: 'Newsletter bearbeiten',
  },
  back: { id: 'whatsapp.newsletters.editor.back', defaultMessage: 'Zur Übersicht' },
  loading: {
    id: 'whatsapp.newsletters.editor.loading',
    defaultMessage: 'Der Newsletter wird geladen …',
  },
  readOnly: {
    id: 'whatsapp.newsletters.editor.readOnly',
    defaultMessage:
      'Dieser Newsletter ist geplant, wird gesendet, ist gesendet oder archiviert und kann nicht mehr geändert werden.',
  },
  accountDeactivated: {
    id: 'whatsapp.newsletters.editor.accountDeactivated',
    defaultMessage:
      'Es gibt kein aktives WhatsApp-Business-Konto. Aktivieren oder verknüpfen Sie eines, um Newsletter zu erstellen.',
  },
  sectionBasics: { id: 'whatsapp.newsletters.editor.section.basics', defaultMessage: 'Allgemein' },
  sectionSender: {
    id: 'whatsapp.newsletters.editor.section.sender',
    defaultMessage: 'Absender und Vorlage',
  },
  sectionRecipients: {
    id: 'whatsapp.newsletters.editor.section.recipients',
    defaultMessage: 'Empfänger',
  },
  sectionPlaceholders: {
    id: 'whatsapp.newsletters.editor.section.placeholders',
    defaultMessage: 'Platzhalterwerte',
  },
  name: { id: 'whatsapp.newsletters.editor.name', defaultMessage: 'Name' },
  description: { id: 'whatsapp.newsletters.editor.description', defaultMessage: 'Beschreibung' },
  businessAccount: {
    id: 'whatsapp.newsletters.editor.businessAccount',
    defaultMessage: 'Business-Konto',
  },
  phoneNumber: { id: 'whatsapp.newsletters.editor.phoneNumber', defaultMessage: 'Telefonnummer' },
  template: { id: 'whatsapp.newsletters.editor.template', defaultMessage: 'Vorlage' },
  profile: { id: 'whatsapp.newsletters.editor.profile', defaultMessage: 'Empfängergruppe' },
  unknownDoi: {
    id: 'whatsapp.newsletters.editor.unknownDoi',
    defaultMessage: 'Auch an Abonnenten mit unbekanntem Double-Opt-in-Status senden',
  },
  otherLanguage: {
    id: 'whatsapp.newsletters.editor.otherLanguage',
    defaultMessage: 'Auch an Abonnenten mit anderer Sprache senden',
  },
  placeholderValue: {
    id: 'whatsapp.newsletters.editor.placeholderValue',
    defaultMessage: 'Ersatzwert für {placeholder}',
  },
  noPlaceholders: {
    id: 'whatsapp.newsletters.editor.noPlaceholders',
    defaultMessage: 'Die Vorlage hat keine Platzhalter.',
  },
  unusable: {
    id: 'whatsapp.newsletters.editor.unusable',
    defaultMessage: '{name} (nicht verwendbar)',
  },
  noTemplates: {
    id: 'whatsapp.newsletters.editor.noTemplates',
    defaultMessage: 'Dieses Business-Konto hat keine genehmigte Vorlage.',
  },
  save: { id: 'whatsapp.newsletters.editor.save', defaultMessage: 'Speichern' },
  saving: { id: 'whatsapp.newsletters.editor.saving', defaultMessage: 'Wird gespeichert …' },
  saved: {
    id: 'whatsapp.newsletters.editor.saved',
    defaultMessage: 'Der Newsletter wurde gespeichert.',
  },
  unsaved: {
    id: 'whatsapp.newsletters.editor.unsaved',
    defaultMessage: 'Es gibt ungespeicherte Änderungen: Prüfen speichert sie zuerst.',
  },
  statistics: { id: 'whatsapp.newsletters.editor.statistics', defaultMessage: 'Statistik ansehen' },
});

/** The recipients panel (ids `whatsapp.newsletters.*`). */
export const recipientMessages = defineMessages<{
  title: NoMessageValues;
  noGroup: NoMessageValues;
  counting: NoMessageValues;
  countFailed: NoMessageValues;
  retry: NoMessageValues;
  effective: { count: number };
  excluded: { count: number };
  atSendStart: NoMessageValues;
  atSendStartDetails: NoMessageValues;
  reasonCount: { reason: string | number; count: string | number };
  showEffective: NoMessageValues;
  showExcluded: NoMessageValues;
  hideDetails: NoMessageValues;
  detailsLoading: NoMessageValues;
  detailsFailed: NoMessageValues;
  columnTelnr: NoMessageValues;
  columnName: NoMessageValues;
  columnLanguage: NoMessageValues;
  columnReason: NoMessageValues;
  columnSelect: NoMessageValues;
  noNumber: NoMessageValues;
  detailsEmpty: NoMessageValues;
  selected: { count: number };
  selectRow: { name: string };
}>({
  atSendStart: {
    id: 'whatsapp.newsletters.recipients.atSendStart',
    defaultMessage:
      'Stand beim Versandstart; wer seitdem in die Gruppe kam oder sie verließ, zählt für diesen Newsletter nicht.',
  },
  atSendStartDetails: {
    id: 'whatsapp.newsletters.recipients.atSendStartDetails',
    defaultMessage: 'Empfänger und Ausgeschlossene in der Statistik ansehen',
  },
  title: {
    id: 'whatsapp.newsletters.recipients.title',
    defaultMessage: 'Wer den Newsletter erhält',
  },
  noGroup: {
    id: 'whatsapp.newsletters.recipients.noGroup',
    defaultMessage: 'Wählen Sie eine Empfängergruppe, um die Empfänger zu sehen.',
  },
  counting: {
    id: 'whatsapp.newsletters.recipients.counting',
    defaultMessage: 'Die Empfänger werden gezählt …',
  },
  countFailed: {
    id: 'whatsapp.newsletters.recipients.countFailed',
    defaultMessage: 'Die Empfänger konnten nicht gezählt werden.',
  },
  retry: { id: 'whatsapp.newsletters.recipients.retry', defaultMessage: 'Erneut zählen' },
  effective: {
    id: 'whatsapp.newsletters.recipients.effective',
    defaultMessage:
      '{count, plural, one {# Empfänger erhält} other {# Empfänger erhalten}} den Newsletter',
  },
  excluded: {
    id: 'whatsapp.newsletters.recipients.excluded',
    defaultMessage:
      '{count, plural, one {# Abonnent ist} other {# Abonnenten sind}} ausgeschlossen',
  },
  reasonCount: {
    id: 'whatsapp.newsletters.recipients.reasonCount',
    defaultMessage: '{reason}: {count}',
  },
  showEffective: {
    id: 'whatsapp.newsletters.recipients.showEffective',
    defaultMessage: 'Empfänger anzeigen',
  },
  showExcluded: {
    id: 'whatsapp.newsletters.recipients.showExcluded',
    defaultMessage: 'Ausgeschlossene anzeigen',
  },
  hideDetails: {
    id: 'whatsapp.newsletters.recipients.hideDetails',
    defaultMessage: 'Liste schließen',
  },
  detailsLoading: {
    id: 'whatsapp.newsletters.recipients.detailsLoading',
    defaultMessage: 'Die Liste wird geladen …',
  },
  detailsFailed: {
    id: 'whatsapp.newsletters.recipients.detailsFailed',
    defaultMessage: 'Die Liste konnte nicht geladen werden.',
  },
  columnTelnr: {
    id: 'whatsapp.newsletters.recipients.column.telnr',
    defaultMessage: 'Telefonnummer',
  },
  columnName: { id: 'whatsapp.newsletters.recipients.column.name', defaultMessage: 'Name' },
  columnLanguage: {
    id: 'whatsapp.newsletters.recipients.column.language',
    defaultMessage: 'Sprache',
  },
  columnReason: { id: 'whatsapp.newsletters.recipients.column.reason', defaultMessage: 'Grund' },
  noNumber: { id: 'whatsapp.newsletters.recipients.noNumber', defaultMessage: 'keine' },
  columnSelect: {
    id: 'whatsapp.newsletters.recipients.column.select',
    defaultMessage: 'Auswahl',
  },
  detailsEmpty: {
    id: 'whatsapp.newsletters.recipients.detailsEmpty',
    defaultMessage: 'Diese Liste ist leer.',
  },
  selected: {
    id: 'whatsapp.newsletters.recipients.selected',
    defaultMessage: '{count, plural, one {# Person ausgewählt} other {# Personen ausgewählt}}',
  },
  selectRow: {
    id: 'whatsapp.newsletters.recipients.selectRow',
    defaultMessage: '{name} auswählen',
  },
});

/** Exclusion reasons (spec section 3), keyed by reason (ids `whatsapp.newsletters.*`). */
export const reasonMessages = defineMessages({
  NoPhoneNumber: {
    id: 'whatsapp.newsletters.reason.noPhoneNumber',
    defaultMessage: 'Keine Telefonnummer',
  },
  InvalidPhoneNumber: {
    id: 'whatsapp.newsletters.reason.invalidPhoneNumber',
    defaultMessage: 'Ungültige Telefonnummer',
  },
  Deactivated: { id: 'whatsapp.newsletters.reason.deactivated', defaultMessage: 'Deaktiviert' },
  DOIStatus: {
    id: 'whatsapp.newsletters.reason.doiStatus',
    defaultMessage: 'Double-Opt-in-Status',
  },
  Culture: { id: 'whatsapp.newsletters.reason.culture', defaultMessage: 'Andere Sprache' },
  Duplicate: {
    id: 'whatsapp.newsletters.reason.duplicate',
    defaultMessage: 'Doppelte Telefonnummer',
  },
});

/** The pre-send check (ids `whatsapp.newsletters.*`). */
export const checkMessages = defineMessages<{
  title: NoMessageValues;
  run: NoMessageValues;
  running: NoMessageValues;
  noGroup: NoMessageValues;
  failed: NoMessageValues;
  passed: NoMessageValues;
  erred: NoMessageValues;
  resultSuccess: NoMessageValues;
  resultWarning: NoMessageValues;
  resultError: NoMessageValues;
  resultPrice: NoMessageValues;
  kindWaba: NoMessageValues;
  kindPhoneNumber: NoMessageValues;
  kindTemplate: NoMessageValues;
  kindDoiStatus: NoMessageValues;
  kindDifferentLanguage: NoMessageValues;
  kindMessageLimit: NoMessageValues;
  kindPersonalization: NoMessageValues;
  kindLink: NoMessageValues;
  kindExpectedPrice: NoMessageValues;
  success: NoMessageValues;
  accountInactiveKey: NoMessageValues;
  phoneNumberInactiveKey: NoMessageValues;
  templateMissing: NoMessageValues;
  templateStatusError: { state: string | number };
  templateQualityInfo: { state: string | number };
  noActiveDoi: NoMessageValues;
  optOutKeywordMissing: { keyword: string | number };
  doiUnknownExcluded: { count: number };
  doiUnknownIncluded: { count: number };
  otherLanguageExcluded: { count: number };
  otherLanguageIncluded: { count: number };
  personalizationEmpty: NoMessageValues;
  personalizationIncomplete: { percent: string | number };
  personalizationMissing: { percent: string | number };
  personalizationCleaned: { count: number };
  messageLimitEmpty: NoMessageValues;
  messageLimitUnknown: NoMessageValues;
  messageLimitExceeded: { effective: string | number; available: string | number };
  messageLimitExceedsFifty: { effective: string | number; available: string | number };
  messageLimitServiceWindow: { count: number };
  linkNone: NoMessageValues;
  linkSkipped: { url: string | number };
  linkHttp: { url: string | number };
  linkUnavailable: { url: string | number };
  linkInvalid: { url: string | number };
  linkOk: { url: string | number };
  price: { price: string | number };
  priceUnknown: NoMessageValues;
  priceCountry: {
    country: string | number;
    prefix: string | number;
    recipients: string | number;
    rate: string | number;
  };
}>({
  title: { id: 'whatsapp.newsletters.check.title', defaultMessage: 'Prüfung vor dem Versand' },
  run: { id: 'whatsapp.newsletters.check.run', defaultMessage: 'Prüfen' },
  running: { id: 'whatsapp.newsletters.check.running', defaultMessage: 'Wird geprüft …' },
  noGroup: {
    id: 'whatsapp.newsletters.check.noGroup',
    defaultMessage: 'Die Prüfung kann erst starten, wenn eine Empfängergruppe gewählt ist.',
  },
  failed: {
    id: 'whatsapp.newsletters.check.failed',
    defaultMessage: 'Die Prüfung konnte nicht durchgeführt werden.',
  },
  passed: {
    id: 'whatsapp.newsletters.check.passed',
    defaultMessage: 'Die Prüfung ist ohne Fehler durchgelaufen.',
  },
  erred: {
    id: 'whatsapp.newsletters.check.erred',
    defaultMessage: 'Die Prüfung hat Fehler gefunden: Beheben Sie sie vor dem Versand.',
  },
  resultSuccess: { id: 'whatsapp.newsletters.check.result.success', defaultMessage: 'In Ordnung' },
  resultWarning: { id: 'whatsapp.newsletters.check.result.warning', defaultMessage: 'Warnung' },
  resultError: { id: 'whatsapp.newsletters.check.result.error', defaultMessage: 'Fehler' },
  resultPrice: { id: 'whatsapp.newsletters.check.result.price', defaultMessage: 'Preis' },
  kindWaba: { id: 'whatsapp.newsletters.check.kind.waba', defaultMessage: 'Business-Konto' },
  kindPhoneNumber: {
    id: 'whatsapp.newsletters.check.kind.phoneNumber',
    defaultMessage: 'Telefonnummer',
  },
  kindTemplate: { id: 'whatsapp.newsletters.check.kind.template', defaultMessage: 'Vorlage' },
  kindDoiStatus: {
    id: 'whatsapp.newsletters.check.kind.doiStatus',
    defaultMessage: 'Double-Opt-in-Status',
  },
  kindDifferentLanguage: {
    id: 'whatsapp.newsletters.check.kind.differentLanguage',
    defaultMessage: 'Sprache',
  },
  kindMessageLimit: {
    id: 'whatsapp.newsletters.check.kind.messageLimit',
    defaultMessage: 'Sendevolumen',
  },
  kindPersonalization: {
    id: 'whatsapp.newsletters.check.kind.personalization',
    defaultMessage: 'Personalisierung',
  },
  kindLink: { id: 'whatsapp.newsletters.check.kind.link', defaultMessage: 'Links' },
  kindExpectedPrice: {
    id: 'whatsapp.newsletters.check.kind.expectedPrice',
    defaultMessage: 'Erwarteter Preis',
  },
  success: {
    id: 'whatsapp.newsletters.check.message.success',
    defaultMessage: 'Alles in Ordnung.',
  },
  accountInactiveKey: {
    id: 'whatsapp.newsletters.check.message.accountInactive',
    defaultMessage: 'Das Business-Konto ist inaktiv oder fehlt.',
  },
  phoneNumberInactiveKey: {
    id: 'whatsapp.newsletters.check.message.phoneNumberInactive',
    defaultMessage: 'Die Telefonnummer ist inaktiv, nicht verbunden oder fehlt.',
  },
  templateMissing: {
    id: 'whatsapp.newsletters.check.message.templateMissing',
    defaultMessage: 'Wählen Sie eine Vorlage dieses Business-Kontos.',
  },
  templateStatusError: {
    id: 'whatsapp.newsletters.check.message.templateStatus',
    defaultMessage: 'Die Vorlage ist nicht genehmigt (Status: {state}).',
  },
  templateQualityInfo: {
    id: 'whatsapp.newsletters.check.message.templateQuality',
    defaultMessage: 'Die Qualität der Vorlage ist {state}: Meta kann sie pausieren.',
  },
  noActiveDoi: {
    id: 'whatsapp.newsletters.check.message.noActiveDoi',
    defaultMessage: 'Es gibt keinen aktiven Double-Opt-in-Prozess.',
  },
  optOutKeywordMissing: {
    id: 'whatsapp.newsletters.check.message.optOutKeywordMissing',
    defaultMessage: 'Die Vorlage enthält das Abmelde-Schlüsselwort „{keyword}“ nicht.',
  },
  doiUnknownExcluded: {
    id: 'whatsapp.newsletters.check.message.doiUnknownExcluded',
    defaultMessage:
      '{count, plural, one {# Abonnent hat} other {# Abonnenten haben}} einen unbekannten Double-Opt-in-Status und {count, plural, one {erhält} other {erhalten}} den Newsletter nicht.',
  },
  doiUnknownIncluded: {
    id: 'whatsapp.newsletters.check.message.doiUnknownIncluded',
    defaultMessage:
      '{count, plural, one {# Abonnent} other {# Abonnenten}} mit unbekanntem Double-Opt-in-Status {count, plural, one {erhält} other {erhalten}} den Newsletter.',
  },
  otherLanguageExcluded: {
    id: 'whatsapp.newsletters.check.message.otherLanguageExcluded',
    defaultMessage:
      '{count, plural, one {# Abonnent spricht} other {# Abonnenten sprechen}} eine andere Sprache und {count, plural, one {erhält} other {erhalten}} den Newsletter nicht.',
  },
  otherLanguageIncluded: {
    id: 'whatsapp.newsletters.check.message.otherLanguageIncluded',
    defaultMessage:
      '{count, plural, one {# Abonnent} other {# Abonnenten}} einer anderen Sprache {count, plural, one {erhält} other {erhalten}} den Newsletter.',
  },
  personalizationEmpty: {
    id: 'whatsapp.newsletters.check.message.personalizationEmpty',
    defaultMessage: 'Die Empfängergruppe ist leer.',
  },
  personalizationIncomplete: {
    id: 'whatsapp.newsletters.check.message.personalizationIncomplete',
    defaultMessage:
      'Nur {percent} % der Empfänger haben Werte für alle Platzhalter; die übrigen erhalten die Ersatzwerte.',
  },
  personalizationMissing: {
    id: 'whatsapp.newsletters.check.message.personalizationMissing',
    defaultMessage:
      'Nur {percent} % der Empfänger haben Werte für alle Platzhalter: Mehr als 10 % fehlen.',
  },
  personalizationCleaned: {
    id: 'whatsapp.newsletters.check.message.personalizationCleaned',
    defaultMessage:
      '{count, plural, one {# Empfänger hat} other {# Empfänger haben}} in einem Platzhalterfeld Zeilenumbrüche, Tabulatoren oder mehr als vier Leerzeichen, die WhatsApp nicht annimmt: Sie werden beim Versand durch ein Leerzeichen ersetzt (ein danach leerer Wert erhält den Ersatzwert).',
  },
  messageLimitEmpty: {
    id: 'whatsapp.newsletters.check.message.messageLimitEmpty',
    defaultMessage: 'Es gibt keine Empfänger.',
  },
  messageLimitUnknown: {
    id: 'whatsapp.newsletters.check.message.messageLimitUnknown',
    defaultMessage: 'Das Sendelimit der Nummer ist unbekannt.',
  },
  messageLimitExceeded: {
    id: 'whatsapp.newsletters.check.message.messageLimitExceeded',
    defaultMessage:
      '{effective} Empfänger übersteigen das verfügbare Volumen von {available} in 24 Stunden.',
  },
  messageLimitExceedsFifty: {
    id: 'whatsapp.newsletters.check.message.messageLimitExceedsFifty',
    defaultMessage:
      '{effective} Empfänger nutzen mehr als die Hälfte des verfügbaren Volumens von {available} in 24 Stunden.',
  },
  messageLimitServiceWindow: {
    id: 'whatsapp.newsletters.check.message.messageLimitServiceWindow',
    defaultMessage:
      '{count, plural, one {# Empfänger hat} other {# Empfänger haben}} der Nummer in den letzten 24 Stunden geschrieben: Ihr Kundenservice-Fenster ist offen, sie zählen nicht zum Tageslimit (solange es beim Versand noch offen ist).',
  },
  linkNone: {
    id: 'whatsapp.newsletters.check.message.linkNone',
    defaultMessage: 'Die Vorlage enthält keine Links.',
  },
  linkSkipped: {
    id: 'whatsapp.newsletters.check.message.linkSkipped',
    defaultMessage: '{url}: übersprungen (persönlicher Link)',
  },
  linkHttp: {
    id: 'whatsapp.newsletters.check.message.linkHttp',
    defaultMessage: '{url}: unsicher (http statt https)',
  },
  linkUnavailable: {
    id: 'whatsapp.newsletters.check.message.linkUnavailable',
    defaultMessage: '{url}: nicht erreichbar',
  },
  linkInvalid: {
    id: 'whatsapp.newsletters.check.message.linkInvalid',
    defaultMessage: '{url}: keine gültige Adresse',
  },
  linkOk: { id: 'whatsapp.newsletters.check.message.linkOk', defaultMessage: '{url}: erreichbar' },
  price: {
    id: 'whatsapp.newsletters.check.price',
    defaultMessage: 'Voraussichtliche Kosten: {price}',
  },
  priceUnknown: {
    id: 'whatsapp.newsletters.check.priceUnknown',
    defaultMessage: 'nicht ermittelbar',
  },
  priceCountry: {
    id: 'whatsapp.newsletters.check.priceCountry',
    defaultMessage: '{country} (+{prefix}): {recipients} × {rate}',
  },
});

/** Sending, progress and stopping (ids `whatsapp.newsletters.*`). */
export const sendMessages = defineMessages<{
  title: NoMessageValues;
  checkFirst: NoMessageValues;
  sendNow: NoMessageValues;
  sendLater: NoMessageValues;
  sendDate: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmNow: { name: string | number; count: number; price: string | number };
  confirmLater: {
    name: string | number;
    date: string | number;
    count: number;
    price: string | number;
  };
  confirm: NoMessageValues;
  cancel: NoMessageValues;
  progress: { sent: string | number; total: string | number };
  progressLabel: NoMessageValues;
  planned: { date: string | number };
  sending: NoMessageValues;
  finished: { sent: string | number; total: string | number; failed: string | number };
  stopped: {
    sent: string | number;
    failed: string | number;
    removed: string | number;
    total: string | number;
  };
  pastDate: NoMessageValues;
  unschedule: NoMessageValues;
  confirmUnscheduleTitle: NoMessageValues;
  confirmUnscheduleText: NoMessageValues;
  confirmUnschedule: NoMessageValues;
  senderInfo: {
    name: string | number;
    date: string | number;
    effective: string | number;
    excluded: string | number;
  };
  stop: NoMessageValues;
  confirmStopTitle: NoMessageValues;
  confirmStopText: NoMessageValues;
  confirmStop: NoMessageValues;
}>({
  title: { id: 'whatsapp.newsletters.send.title', defaultMessage: 'Versand' },
  checkFirst: {
    id: 'whatsapp.newsletters.send.checkFirst',
    defaultMessage: 'Senden ist möglich, sobald die Prüfung ohne Fehler durchgelaufen ist.',
  },
  sendNow: { id: 'whatsapp.newsletters.send.now', defaultMessage: 'Jetzt senden' },
  sendLater: { id: 'whatsapp.newsletters.send.later', defaultMessage: 'Später senden' },
  sendDate: { id: 'whatsapp.newsletters.send.date', defaultMessage: 'Versandzeitpunkt' },
  confirmTitle: {
    id: 'whatsapp.newsletters.send.confirm.title',
    defaultMessage: 'Newsletter senden?',
  },
  confirmNow: {
    id: 'whatsapp.newsletters.send.confirm.now',
    defaultMessage:
      '„{name}“ geht jetzt an {count, plural, one {# Empfänger} other {# Empfänger}}. Voraussichtliche Kosten: {price}.',
  },
  confirmLater: {
    id: 'whatsapp.newsletters.send.confirm.later',
    defaultMessage:
      '„{name}“ geht am {date} an {count, plural, one {# Empfänger} other {# Empfänger}}. Voraussichtliche Kosten: {price}.',
  },
  confirm: { id: 'whatsapp.newsletters.send.confirm.yes', defaultMessage: 'Ja, senden' },
  cancel: { id: 'whatsapp.newsletters.send.cancel', defaultMessage: 'Abbrechen' },
  progress: {
    id: 'whatsapp.newsletters.send.progress',
    defaultMessage: '{sent} von {total} gesendet',
  },
  progressLabel: {
    id: 'whatsapp.newsletters.send.progressLabel',
    defaultMessage: 'Versandfortschritt',
  },
  planned: { id: 'whatsapp.newsletters.send.planned', defaultMessage: 'Geplant für {date}.' },
  sending: {
    id: 'whatsapp.newsletters.send.sending',
    defaultMessage: 'Der Newsletter wird gesendet.',
  },
  finished: {
    id: 'whatsapp.newsletters.send.finished',
    defaultMessage: 'Gesendet: {sent} von {total}, {failed} fehlgeschlagen.',
  },
  stopped: {
    id: 'whatsapp.newsletters.send.stopped',
    defaultMessage:
      'Gestoppt: {sent} gesendet, {failed} fehlgeschlagen, {removed} nicht mehr gesendet (von {total}).',
  },
  pastDate: {
    id: 'whatsapp.newsletters.send.pastDate',
    defaultMessage: 'Der Versandzeitpunkt liegt in der Vergangenheit. Wählen Sie einen späteren.',
  },
  unschedule: {
    id: 'whatsapp.newsletters.send.unschedule',
    defaultMessage: 'Aus der Planung nehmen',
  },
  confirmUnscheduleTitle: {
    id: 'whatsapp.newsletters.send.confirmUnschedule.title',
    defaultMessage: 'Aus der Planung nehmen?',
  },
  confirmUnscheduleText: {
    id: 'whatsapp.newsletters.send.confirmUnschedule.text',
    defaultMessage:
      'Der Newsletter wird nicht gesendet und wird wieder ein Entwurf, den Sie bearbeiten, prüfen und neu planen können.',
  },
  confirmUnschedule: {
    id: 'whatsapp.newsletters.send.confirmUnschedule.yes',
    defaultMessage: 'Ja, aus der Planung nehmen',
  },
  senderInfo: {
    id: 'whatsapp.newsletters.send.senderInfo',
    defaultMessage:
      'Gesendet von {name} am {date}; {effective} Empfänger, {excluded} ausgeschlossen.',
  },
  stop: { id: 'whatsapp.newsletters.send.stop', defaultMessage: 'Stoppen' },
  confirmStopTitle: {
    id: 'whatsapp.newsletters.send.confirmStop.title',
    defaultMessage: 'Versand stoppen?',
  },
  confirmStopText: {
    id: 'whatsapp.newsletters.send.confirmStop.text',
    defaultMessage:
      'Bereits gesendete Nachrichten bleiben; alle übrigen werden nicht mehr gesendet.',
  },
  confirmStop: { id: 'whatsapp.newsletters.send.confirmStop.yes', defaultMessage: 'Ja, stoppen' },
});

/** The personalised preview and the test send (ids `whatsapp.newsletters.*`). */
export const previewMessages = defineMessages<{
  title: NoMessageValues;
  needs: NoMessageValues;
  show: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  for: { name: string | number };
  nobody: NoMessageValues;
  failed: NoMessageValues;
  testSend: NoMessageValues;
  testSending: NoMessageValues;
  testSent: { to: string | number };
}>({
  title: { id: 'whatsapp.newsletters.preview.title', defaultMessage: 'Vorschau' },
  needs: {
    id: 'whatsapp.newsletters.preview.needs',
    defaultMessage: 'Wählen Sie eine Vorlage und eine Empfängergruppe für die Vorschau.',
  },
  show: { id: 'whatsapp.newsletters.preview.show', defaultMessage: 'Vorschau für einen Empfänger' },
  previous: { id: 'whatsapp.newsletters.preview.previous', defaultMessage: 'Vorheriger Empfänger' },
  next: { id: 'whatsapp.newsletters.preview.next', defaultMessage: 'Nächster Empfänger' },
  for: { id: 'whatsapp.newsletters.preview.for', defaultMessage: 'So liest es {name}:' },
  nobody: {
    id: 'whatsapp.newsletters.preview.nobody',
    defaultMessage: 'Die Gruppe hat keine Mitglieder.',
  },
  failed: {
    id: 'whatsapp.newsletters.preview.failed',
    defaultMessage: 'Die Vorschau konnte nicht geladen werden.',
  },
  testSend: { id: 'whatsapp.newsletters.preview.testSend', defaultMessage: 'Testnachricht senden' },
  testSending: {
    id: 'whatsapp.newsletters.preview.testSending',
    defaultMessage: 'Wird gesendet …',
  },
  testSent: {
    id: 'whatsapp.newsletters.preview.testSent',
    defaultMessage: 'Die Testnachricht ging an {to}.',
  },
});

/** Error keys of spec section 8 as texts (ids `whatsapp.newsletters.*`). */
export const errorMessages = defineMessages<{
  unknownError: NoMessageValues;
  notAllowed: NoMessageValues;
  notFound: NoMessageValues;
  forbidden: NoMessageValues;
  newsletterArchiveRefused: NoMessageValues;
  newsletterDeleteRefusedByStatus: NoMessageValues;
  newsletterDeleteAlreadySent: NoMessageValues;
  newsletterNotEditable: NoMessageValues;
  newsletterAccountDeactivated: NoMessageValues;
  nameDuplicate: NoMessageValues;
  templateUnusable: NoMessageValues;
  phoneNumberUnusable: NoMessageValues;
  validation: NoMessageValues;
  noTargetGroup: NoMessageValues;
  statusNotSendable: NoMessageValues;
  preSendCheckFailed: { checks: string | number };
  NoEffectiveSubscribers: NoMessageValues;
  stopNotPossible: NoMessageValues;
  sendDateInPast: NoMessageValues;
  unscheduleNotPossible: NoMessageValues;
  testSubscriberMissing: NoMessageValues;
  testSendFailed: NoMessageValues;
  accountInactiveKey: NoMessageValues;
  phoneNumberInactiveKey: NoMessageValues;
  groupNameDuplicate: NoMessageValues;
}>({
  unknownError: {
    id: 'whatsapp.newsletters.error.unknown',
    defaultMessage: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
  notAllowed: {
    id: 'whatsapp.newsletters.error.notAllowed',
    defaultMessage: 'Sie dürfen keine Newsletter anlegen.',
  },
  notFound: {
    id: 'whatsapp.newsletters.error.notFound',
    defaultMessage: 'Der Newsletter existiert nicht mehr.',
  },
  forbidden: {
    id: 'whatsapp.newsletters.error.forbidden',
    defaultMessage: 'Dafür fehlt Ihnen das Recht.',
  },
  newsletterArchiveRefused: {
    id: 'whatsapp.newsletters.error.archiveRefused',
    defaultMessage: 'Geplante oder laufende Newsletter können nicht archiviert werden.',
  },
  newsletterDeleteRefusedByStatus: {
    id: 'whatsapp.newsletters.error.deleteRefusedByStatus',
    defaultMessage: 'Geplante oder laufende Newsletter können nicht gelöscht werden.',
  },
  newsletterDeleteAlreadySent: {
    id: 'whatsapp.newsletters.error.deleteAlreadySent',
    defaultMessage: 'Gesendete Newsletter können nicht gelöscht werden; archivieren Sie sie.',
  },
  newsletterNotEditable: {
    id: 'whatsapp.newsletters.error.notEditable',
    defaultMessage: 'Der Newsletter kann nicht mehr geändert werden.',
  },
  newsletterAccountDeactivated: {
    id: 'whatsapp.newsletters.error.accountDeactivated',
    defaultMessage: 'Ohne aktives Business-Konto kann kein Newsletter angelegt werden.',
  },
  nameDuplicate: {
    id: 'whatsapp.newsletters.error.nameDuplicate',
    defaultMessage: 'Ein Newsletter mit diesem Namen existiert bereits.',
  },
  templateUnusable: {
    id: 'whatsapp.newsletters.error.templateUnusable',
    defaultMessage: 'Die Vorlage ist nicht genehmigt oder gehört nicht zum Business-Konto.',
  },
  phoneNumberUnusable: {
    id: 'whatsapp.newsletters.error.phoneNumberUnusable',
    defaultMessage: 'Die Telefonnummer ist nicht aktiv oder nicht verbunden.',
  },
  validation: {
    id: 'whatsapp.newsletters.error.validation',
    defaultMessage: 'Bitte prüfen Sie die markierten Felder.',
  },
  noTargetGroup: {
    id: 'whatsapp.newsletters.error.noTargetGroup',
    defaultMessage: 'Wählen Sie zuerst eine Empfängergruppe.',
  },
  statusNotSendable: {
    id: 'whatsapp.newsletters.error.statusNotSendable',
    defaultMessage: 'Der Newsletter wurde bereits gesendet oder wird gerade gesendet.',
  },
  preSendCheckFailed: {
    id: 'whatsapp.newsletters.error.preSendCheckFailed',
    defaultMessage: 'Die Prüfung vor dem Versand hat Fehler: {checks}.',
  },
  NoEffectiveSubscribers: {
    id: 'whatsapp.newsletters.error.noEffectiveSubscribers',
    defaultMessage: 'Die Gruppe hat keine Empfänger, die den Newsletter erhalten dürfen.',
  },
  sendDateInPast: {
    id: 'whatsapp.newsletters.error.sendDateInPast',
    defaultMessage: 'Der Versandzeitpunkt liegt in der Vergangenheit. Wählen Sie einen späteren.',
  },
  unscheduleNotPossible: {
    id: 'whatsapp.newsletters.error.unscheduleNotPossible',
    defaultMessage:
      'Der Newsletter ist nicht mehr geplant: Der Versand hat begonnen oder ist vorbei.',
  },
  stopNotPossible: {
    id: 'whatsapp.newsletters.error.stopNotPossible',
    defaultMessage: 'Der Versand ist bereits abgeschlossen und kann nicht mehr gestoppt werden.',
  },
  testSubscriberMissing: {
    id: 'whatsapp.newsletters.error.testSubscriberMissing',
    defaultMessage: 'Das Konto hat keinen Testabonnenten mit Telefonnummer.',
  },
  testSendFailed: {
    id: 'whatsapp.newsletters.error.testSendFailed',
    defaultMessage: 'Die Testnachricht wurde von WhatsApp abgelehnt.',
  },
  accountInactiveKey: {
    id: 'whatsapp.newsletters.error.accountInactive',
    defaultMessage: 'Das Business-Konto ist inaktiv.',
  },
  phoneNumberInactiveKey: {
    id: 'whatsapp.newsletters.error.phoneNumberInactive',
    defaultMessage: 'Die Telefonnummer ist inaktiv.',
  },
  groupNameDuplicate: {
    id: 'whatsapp.newsletters.error.groupNameDuplicate',
    defaultMessage: 'Eine Gruppe mit diesem Namen existiert bereits.',
  },
});
