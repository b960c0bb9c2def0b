import { defineMessages, type NoMessageValues } from 'react-intl';

export const dashboardMessages = defineMessages<{
  greeting: { name: string };
  greetingAnonymous: NoMessageValues;
  intro: { account: string };
  introWithoutAccount: NoMessageValues;
}>({
  greeting: { id: 'app.dashboard.greeting', defaultMessage: 'Hello, {name}' },
  greetingAnonymous: { id: 'app.dashboard.greetingAnonymous', defaultMessage: 'Hello' },
  intro: {
    id: 'app.dashboard.intro',
    defaultMessage: 'You are working in the account {account}.',
  },
  introWithoutAccount: {
    id: 'app.dashboard.introWithoutAccount',
    defaultMessage: 'Welcome to Relay.',
  },
});
