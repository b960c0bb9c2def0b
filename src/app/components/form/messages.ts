import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * One text per reason key of src/common/validation (`validation.<reason>`), plus the refused
 * paste. `invalid` is the fallback for a reason the SPA has no text for.
 */
export const validationMessages = defineMessages<{
  required: NoMessageValues;
  noHtml: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  date: NoMessageValues;
  numberTooLarge: { max: number };
  numberTooSmall: { min: number };
  noDecimals: NoMessageValues;
  tooManyDecimals: { decimals: number };
  notANumber: NoMessageValues;
  tooLong: { max: number };
  invalid: NoMessageValues;
  nameDuplicate: NoMessageValues;
  directoryGroupMapped: { name: string };
  missingContact: NoMessageValues;
  duplicate: NoMessageValues;
  keywordsIdentical: NoMessageValues;
  keywordReused: NoMessageValues;
  waitTime: NoMessageValues;
  noPhoneNumber: NoMessageValues;
  phoneInactive: NoMessageValues;
  templateNameOnlySpecial: NoMessageValues;
  templateNameEmoji: NoMessageValues;
  templateNameForbidden: NoMessageValues;
  templateMinWords: { placeholders: number; words: number };
  templateImageExtension: { allowed: string };
  templateNoAccountAvailable: NoMessageValues;
  url: NoMessageValues;
  phoneE164: NoMessageValues;
  templateTooManyButtons: { max: number };
  templateTooManyPhoneButtons: { max: number };
  templateTooManyCallToActionButtons: { max: number };
  fileNotFound: NoMessageValues;
  invalidCharacters: NoMessageValues;
  pasteTooLong: { max: number };
}>({
  required: { id: 'validation.required', defaultMessage: 'Bitte füllen Sie dieses Feld aus.' },
  noHtml: { id: 'validation.noHtml', defaultMessage: 'HTML-Code ist hier nicht erlaubt.' },
  email: {
    id: 'validation.email',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  phone: {
    id: 'validation.phone',
    defaultMessage:
      'Bitte geben Sie die Telefonnummer im internationalen Format mit Ländervorwahl ein, z. B. +49 30 1234567.',
  },
  date: { id: 'validation.date', defaultMessage: 'Bitte geben Sie ein gültiges Datum ein.' },
  numberTooLarge: {
    id: 'validation.numberTooLarge',
    defaultMessage: 'Der Wert darf höchstens {max, number} betragen.',
  },
  numberTooSmall: {
    id: 'validation.numberTooSmall',
    defaultMessage: 'Der Wert muss mindestens {min, number} betragen.',
  },
  noDecimals: {
    id: 'validation.noDecimals',
    defaultMessage: 'Bitte geben Sie eine ganze Zahl ohne Nachkommastellen ein.',
  },
  tooManyDecimals: {
    id: 'validation.tooManyDecimals',
    defaultMessage:
      'Bitte geben Sie höchstens {decimals, plural, one {eine Nachkommastelle} other {# Nachkommastellen}} ein.',
  },
  notANumber: { id: 'validation.notANumber', defaultMessage: 'Bitte geben Sie eine Zahl ein.' },
  tooLong: {
    id: 'validation.tooLong',
    defaultMessage: 'Der Text ist zu lang (höchstens {max} Zeichen).',
  },
  invalid: { id: 'validation.invalid', defaultMessage: 'Dieser Wert ist ungültig.' },
  /** A name the server found in use (errorKey nameDuplicate). */
  nameDuplicate: {
    id: 'validation.nameDuplicate',
    defaultMessage: 'Dieser Name ist bereits vergeben.',
  },
  /** A directory group another SSO mapping of the account maps (errorKey directoryGroupMapped). */
  directoryGroupMapped: {
    id: 'validation.directoryGroupMapped',
    defaultMessage: 'Diese Verzeichnisgruppe ist schon zugeordnet: „{name}“.',
  },
  /** A subscriber needs an email address or a phone number. */
  missingContact: {
    id: 'validation.missingContact',
    defaultMessage: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an.',
  },
  /** Another subscriber of the account has this value (errorKey subscriberDuplicate). */
  duplicate: {
    id: 'validation.duplicate',
    defaultMessage: 'Ein anderer Abonnent hat diesen Wert bereits.',
  },
  /** Double opt-in: opt-in and opt-out keyword are the same (spec: identical keywords). */
  keywordsIdentical: {
    id: 'validation.keywordsIdentical',
    defaultMessage: 'An- und Abmelde-Schlüsselwort müssen sich unterscheiden.',
  },
  /** Double opt-in: an earlier version used the keyword for the opposite purpose. */
  keywordReused: {
    id: 'validation.keywordReused',
    defaultMessage:
      'Dieses Schlüsselwort wurde in einer früheren Version für den anderen Zweck verwendet.',
  },
  /** Double opt-in: days to wait out of range; the range is not shown (spec section 5). */
  waitTime: {
    id: 'validation.waitTime',
    defaultMessage: 'Diese Wartezeit ist ungültig.',
  },
  /** Double opt-in: the account has no active phone number (spec: no account available). */
  noPhoneNumber: {
    id: 'validation.noPhoneNumber',
    defaultMessage: 'Es ist keine aktive WhatsApp-Telefonnummer verfügbar.',
  },
  phoneInactive: {
    id: 'validation.phoneInactive',
    defaultMessage: 'Diese Telefonnummer ist nicht aktiv.',
  },
  /** Templates (spec section 5). */
  templateNameOnlySpecial: {
    id: 'validation.templateNameOnlySpecial',
    defaultMessage: 'Der Name darf nicht nur aus Sonderzeichen bestehen.',
  },
  templateNameEmoji: {
    id: 'validation.templateNameEmoji',
    defaultMessage: 'Der Name darf keine Emojis enthalten.',
  },
  templateNameForbidden: {
    id: 'validation.templateNameForbidden',
    defaultMessage:
      'Der Name darf keinen Unterstrich, kein Sternchen und keine geschweiften Klammern enthalten.',
  },
  templateMinWords: {
    id: 'validation.templateMinWords',
    defaultMessage:
      'Der Text verwendet {placeholders} Platzhalter, geben Sie mindestens {words} Wörter ein.',
  },
  templateImageExtension: {
    id: 'validation.templateImageExtension',
    defaultMessage: 'Erlaubt sind nur Bilder dieser Typen: {allowed}.',
  },
  templateNoAccountAvailable: {
    id: 'validation.templateNoAccountAvailable',
    defaultMessage:
      'Es ist kein WhatsApp-Konto verfügbar. Verknüpfen Sie zuerst eines unter WhatsApp → Konten.',
  },
  url: {
    id: 'validation.url',
    defaultMessage: 'Bitte geben Sie einen gültigen Link ein (https://…).',
  },
  phoneE164: {
    id: 'validation.phoneE164',
    defaultMessage:
      'Bitte geben Sie die Nummer international mit Ländervorwahl und ohne Leerzeichen ein, z. B. +4940123456.',
  },
  templateTooManyButtons: {
    id: 'validation.templateTooManyButtons',
    defaultMessage: 'Höchstens {max} Schaltflächen sind erlaubt.',
  },
  templateTooManyPhoneButtons: {
    id: 'validation.templateTooManyPhoneButtons',
    defaultMessage: 'Höchstens {max} Telefonnummer-Schaltfläche ist erlaubt.',
  },
  templateTooManyCallToActionButtons: {
    id: 'validation.templateTooManyCallToActionButtons',
    defaultMessage: 'Höchstens {max} Link-Schaltflächen sind erlaubt.',
  },
  invalidCharacters: {
    id: 'validation.invalidCharacters',
    defaultMessage: 'Dieser Text enthält Zeichen, die nicht gespeichert werden können.',
  },
  fileNotFound: {
    id: 'validation.fileNotFound',
    defaultMessage: 'Diese Datei gibt es in der Mediendatenbank nicht.',
  },
  pasteTooLong: {
    id: 'validation.pasteTooLong',
    defaultMessage: 'Der eingefügte Text ist zu lang (höchstens {max} Zeichen).',
  },
});

export const formMessages = defineMessages<{
  characterCount: { count: number; max: number };
  errorSummaryEntry: { field: string; error: string };
  errorSummaryTitle: { count: number };
  requiredMark: NoMessageValues;
}>({
  characterCount: {
    id: 'components.form.characterCount',
    defaultMessage: '{count} von {max} Zeichen',
  },
  errorSummaryEntry: {
    id: 'components.form.errorSummary.entry',
    defaultMessage: '{field}: {error}',
  },
  errorSummaryTitle: {
    id: 'components.form.errorSummary.title',
    defaultMessage:
      '{count, plural, one {Bitte korrigieren Sie eine Angabe:} other {Bitte korrigieren Sie # Angaben:}}',
  },
  requiredMark: { id: 'components.form.requiredMark', defaultMessage: 'Pflichtfeld' },
});
