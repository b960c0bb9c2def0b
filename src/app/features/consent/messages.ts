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
