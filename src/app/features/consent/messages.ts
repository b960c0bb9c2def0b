import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  title: {
    id: 'consent.whatsApp.title',
    defaultMessage: 'Consent to the use of third-party software',
  },
  body: {
    id: 'consent.whatsApp.body',
    defaultMessage:
      'The WhatsApp function sends your messages through the WhatsApp Business Platform of Meta Platforms. Your subscribers’ phone numbers and the content of your messages are passed to Meta for that. Please confirm on behalf of your account that you agree to this use of third-party software.',
  },
  agree: { id: 'consent.whatsApp.agree', defaultMessage: 'Agree and continue' },
  saving: { id: 'consent.whatsApp.saving', defaultMessage: 'Saving …' },
  checking: { id: 'consent.whatsApp.checking', defaultMessage: 'Checking the consent …' },
  checkFailed: {
    id: 'consent.whatsApp.checkFailed',
    defaultMessage: 'The consent could not be checked.',
  },
  giveFailed: {
    id: 'consent.whatsApp.giveFailed',
    defaultMessage: 'The consent could not be saved. Please try again.',
  },
  retry: { id: 'consent.whatsApp.retry', defaultMessage: 'Try again' },
});

/** The AI consent in front of the send-time optimisation. */
export const aiConsentMessages = defineMessages({
  body: {
    id: 'consent.ai.body',
    defaultMessage:
      'Die Versandzeitoptimierung ist eine KI: Sie lernt aus Ihren Versänden den besten Zeitpunkt für jeden Empfänger. Bevor sie lernen darf, muss Ihr Konto der Nutzung von KI zustimmen.',
  },
  agree: { id: 'consent.ai.agree', defaultMessage: 'Der Nutzung von KI zustimmen' },
  saving: { id: 'consent.ai.saving', defaultMessage: 'Wird gespeichert …' },
  askSomeone: {
    id: 'consent.ai.askSomeone',
    defaultMessage:
      'Bitten Sie eine Person mit dem Recht für den KI-Assistenten, der Nutzung von KI zuzustimmen.',
  },
  checkFailed: {
    id: 'consent.ai.checkFailed',
    defaultMessage: 'Die Zustimmung zur Nutzung von KI konnte nicht geprüft werden.',
  },
  giveFailed: {
    id: 'consent.ai.giveFailed',
    defaultMessage:
      'Die Zustimmung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
  retry: { id: 'consent.ai.retry', defaultMessage: 'Erneut versuchen' },
});
