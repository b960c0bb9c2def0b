import { defineMessages } from 'react-intl';

export const statusMessages = defineMessages({
  loading: { id: 'app.status.loading', defaultMessage: 'Loading …' },
  preparingSignIn: { id: 'app.status.preparingSignIn', defaultMessage: 'Preparing sign-in …' },
  completingSignIn: { id: 'app.status.completingSignIn', defaultMessage: 'Completing sign-in …' },
  signingOut: { id: 'app.status.signingOut', defaultMessage: 'Signing out …' },
  retry: { id: 'app.status.retry', defaultMessage: 'Try again' },
});
