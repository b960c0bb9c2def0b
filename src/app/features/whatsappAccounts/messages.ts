import { defineMessages } from 'react-intl';

/** The accounts screen's texts (ids scoped `whatsapp.accounts.*`). */
export const accountsMessages = defineMessages({
  title: { id: 'whatsapp.accounts.title', defaultMessage: 'WhatsApp-Konten' },
  intro: {
    id: 'whatsapp.accounts.intro',
    defaultMessage:
      'Verknüpfen Sie WhatsApp-Business-Konten und ihre Telefonnummern über die eingebettete Registrierung von Meta.',
  },
  loading: { id: 'whatsapp.accounts.loading', defaultMessage: 'WhatsApp-Konten werden geladen …' },
  loadFailed: {
    id: 'whatsapp.accounts.loadFailed',
    defaultMessage: 'Die WhatsApp-Konten konnten nicht geladen werden.',
  },
  empty: {
    id: 'whatsapp.accounts.empty',
    defaultMessage: 'Es ist noch kein WhatsApp-Business-Konto verknüpft.',
  },
  link: { id: 'whatsapp.accounts.link', defaultMessage: 'WhatsApp-Konto verknüpfen' },
  addPhone: { id: 'whatsapp.accounts.addPhone', defaultMessage: 'Telefonnummer hinzufügen' },
  signupRunning: {
    id: 'whatsapp.accounts.signup.running',
    defaultMessage: 'Die Registrierung läuft im Popup-Fenster …',
  },
  signupLinked: {
    id: 'whatsapp.accounts.signup.linked',
    defaultMessage: 'Das WhatsApp-Konto wurde verknüpft.',
  },
  inactive: { id: 'whatsapp.accounts.inactive', defaultMessage: 'Inaktiv' },
  active: { id: 'whatsapp.accounts.active', defaultMessage: 'Aktiv' },
  tierUnlimited: {
    id: 'whatsapp.accounts.tier.unlimited',
    defaultMessage: 'Unbegrenzt viele Kunden',
  },
  columnNumber: { id: 'whatsapp.accounts.column.number', defaultMessage: 'Telefonnummer' },
  columnName: { id: 'whatsapp.accounts.column.name', defaultMessage: 'Anzeigename' },
  columnState: { id: 'whatsapp.accounts.column.state', defaultMessage: 'Status' },
  columnQuality: { id: 'whatsapp.accounts.column.quality', defaultMessage: 'Qualität' },
  columnLimit: { id: 'whatsapp.accounts.column.limit', defaultMessage: 'Nachrichtenlimit' },
  columnActions: { id: 'whatsapp.accounts.column.actions', defaultMessage: 'Aktionen' },
  noPhones: {
    id: 'whatsapp.accounts.noPhones',
    defaultMessage: 'Dieses Konto hat keine Telefonnummer.',
  },
  activate: { id: 'whatsapp.accounts.activate', defaultMessage: 'Aktivieren' },
  deactivate: { id: 'whatsapp.accounts.deactivate', defaultMessage: 'Deaktivieren' },
  unlink: { id: 'whatsapp.accounts.unlink', defaultMessage: 'Verknüpfung lösen' },
  remove: { id: 'whatsapp.accounts.remove', defaultMessage: 'Entfernen' },
  confirmTitle: { id: 'whatsapp.accounts.confirm.title', defaultMessage: 'Bitte bestätigen' },
  confirmYes: { id: 'whatsapp.accounts.confirm.yes', defaultMessage: 'Ja' },
  confirmNo: { id: 'whatsapp.accounts.confirm.no', defaultMessage: 'Nein' },
  dismiss: { id: 'whatsapp.accounts.dismiss', defaultMessage: 'Schließen' },
});

/** Texts with values. */
export const accountsValueMessages = defineMessages<{
  linkedBy: { userName: string; linkedAt: Date };
  modifiedBy: { userName: string; modifiedAt: Date };
  verification: { value: string };
  phoneStatus: { value: string };
  quality: { value: string };
  tierLimited: { count: number };
  confirmAccountActive: { name: string; active: string };
  confirmPhoneActive: { name: string; active: string };
  confirmUnlink: { name: string; active: string };
  confirmRemove: { name: string; active: string };
}>({
  linkedBy: {
    id: 'whatsapp.accounts.linkedBy',
    defaultMessage: 'Verknüpft von {userName} am {linkedAt, date, medium}',
  },
  modifiedBy: {
    id: 'whatsapp.accounts.modifiedBy',
    defaultMessage: 'Zuletzt geändert von {userName} am {modifiedAt, date, medium}',
  },
  verification: {
    id: 'whatsapp.accounts.verification',
    defaultMessage:
      '{value, select, 1 {Verifizierung abgelaufen} 2 {Verifizierung fehlgeschlagen} 3 {Nicht verifizierbar} 4 {Nicht verifiziert} 5 {Verifizierung ausstehend} 6 {Verifizierung: weitere Angaben nötig} 7 {Verifizierung: Einreichung ausstehend} 8 {Verifizierung abgelehnt} 9 {Verifizierung widerrufen} 10 {Verifiziert} other {Verifizierung unbekannt}}',
  },
  phoneStatus: {
    id: 'whatsapp.accounts.phoneStatus',
    defaultMessage:
      '{value, select, 1 {Gesperrt} 2 {Verbunden} 3 {Gelöscht} 4 {Getrennt} 5 {Markiert} 6 {Migriert} 7 {Ausstehend} 8 {Ratenbegrenzt} 9 {Eingeschränkt} 10 {Nicht verifiziert} other {Status unbekannt}}',
  },
  quality: {
    id: 'whatsapp.accounts.quality',
    defaultMessage:
      '{value, select, 1 {Qualität: niedrig} 2 {Qualität: mittel} 3 {Qualität: hoch} other {Qualität: unbekannt}}',
  },
  tierLimited: {
    id: 'whatsapp.accounts.tier.limited',
    defaultMessage: '{count, number} Kunden pro 24 Stunden',
  },
  confirmAccountActive: {
    id: 'whatsapp.accounts.confirm.accountActive',
    defaultMessage:
      '{active, select, true {Das Konto „{name}“ aktivieren?} other {Das Konto „{name}“ deaktivieren? Es kann dann nicht mehr für Newsletter gewählt werden.}}',
  },
  confirmPhoneActive: {
    id: 'whatsapp.accounts.confirm.phoneActive',
    defaultMessage:
      '{active, select, true {Die Telefonnummer {name} aktivieren?} other {Die Telefonnummer {name} deaktivieren? Sie kann dann nicht mehr für Newsletter gewählt werden.}}',
  },
  confirmUnlink: {
    id: 'whatsapp.accounts.confirm.unlink',
    defaultMessage: 'Die Verknüpfung mit dem Konto „{name}“ und seinen Telefonnummern lösen?',
  },
  confirmRemove: {
    id: 'whatsapp.accounts.confirm.remove',
    defaultMessage: 'Die Telefonnummer {name} entfernen?',
  },
});

/** Error texts of spec section 8; those about blockers name them in `names`. */
export const accountsErrorMessages = defineMessages<{
  errorEmbeddedSignupInvalidMessage: { names: string };
  errorEmbeddedSignupInvalidCallback: { names: string };
  errorEmbeddedSignupUnknownError: { names: string };
  errorWabaAlreadyLinked: { names: string };
  errorWrongWabaForPhoneNumber: { names: string };
  errorEmbeddedSignupScriptsBlocked: { names: string };
  errorAccountStatusChangeInUse: { names: string };
  errorAccountUnlinkInUse: { names: string };
  errorPhoneNumberStatusChangeInUse: { names: string };
  errorPhoneNumberRemovalInUse: { names: string };
  errorUnknown: { names: string };
}>({
  errorEmbeddedSignupInvalidMessage: {
    id: 'whatsapp.accounts.error.embeddedSignupInvalidMessage',
    defaultMessage: 'Die Antwort der Registrierung war ungültig. Bitte versuchen Sie es erneut.',
  },
  errorEmbeddedSignupInvalidCallback: {
    id: 'whatsapp.accounts.error.embeddedSignupInvalidCallback',
    defaultMessage:
      'Die Registrierung wurde nicht bestätigt (ungültige Rückmeldung). Bitte starten Sie sie erneut.',
  },
  errorEmbeddedSignupUnknownError: {
    id: 'whatsapp.accounts.error.embeddedSignupUnknownError',
    defaultMessage: 'Bei der Registrierung ist ein unbekannter Fehler aufgetreten.',
  },
  errorWabaAlreadyLinked: {
    id: 'whatsapp.accounts.error.wabaAlreadyLinked',
    defaultMessage: 'Dieses WhatsApp-Business-Konto ist bereits verknüpft.',
  },
  errorWrongWabaForPhoneNumber: {
    id: 'whatsapp.accounts.error.wrongWabaForPhoneNumber',
    defaultMessage: 'Die Telefonnummer gehört zu einem anderen WhatsApp-Business-Konto.',
  },
  errorEmbeddedSignupScriptsBlocked: {
    id: 'whatsapp.accounts.error.embeddedSignupScriptsBlocked',
    defaultMessage:
      'Die Registrierung konnte nicht geöffnet werden: Skripte oder Popups werden blockiert. Bitte deaktivieren Sie Werbeblocker und laden Sie die Seite neu.',
  },
  errorAccountStatusChangeInUse: {
    id: 'whatsapp.accounts.error.accountStatusChangeInUse',
    defaultMessage:
      'Der Status des Kontos kann nicht geändert werden, solange es verwendet wird von: {names}.',
  },
  errorAccountUnlinkInUse: {
    id: 'whatsapp.accounts.error.accountUnlinkInUse',
    defaultMessage:
      'Die Verknüpfung kann nicht gelöst werden, solange das Konto verwendet wird von: {names}.',
  },
  errorPhoneNumberStatusChangeInUse: {
    id: 'whatsapp.accounts.error.phoneNumberStatusChangeInUse',
    defaultMessage:
      'Der Status der Telefonnummer kann nicht geändert werden, solange sie verwendet wird von: {names}.',
  },
  errorPhoneNumberRemovalInUse: {
    id: 'whatsapp.accounts.error.phoneNumberRemovalInUse',
    defaultMessage:
      'Die Telefonnummer kann nicht entfernt werden, solange sie verwendet wird von: {names}.',
  },
  errorUnknown: {
    id: 'whatsapp.accounts.error.unknown',
    defaultMessage: 'Die Änderung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
});
