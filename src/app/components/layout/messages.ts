import { defineMessages, type NoMessageValues } from 'react-intl';

export const layoutMessages = defineMessages<{
  brand: NoMessageValues;
  homeLink: NoMessageValues;
  account: NoMessageValues;
  switchAccount: { name: string };
  accountLoading: NoMessageValues;
  accountDataFault: NoMessageValues;
  signedInAs: NoMessageValues;
  logout: NoMessageValues;
  skipToContent: NoMessageValues;
  notifications: { count: number };
  help: NoMessageValues;
  search: NoMessageValues;
}>({
  brand: { id: 'app.header.brand', defaultMessage: 'Relay' },
  homeLink: { id: 'app.header.homeLink', defaultMessage: 'Relay – go to the start page' },
  account: { id: 'app.header.account', defaultMessage: 'Account' },
  switchAccount: {
    id: 'app.header.switchAccount',
    defaultMessage: 'Account {name} – switch account',
  },
  accountLoading: { id: 'app.header.accountLoading', defaultMessage: 'Loading account …' },
  accountDataFault: {
    id: 'app.header.accountDataFault',
    defaultMessage: 'Your user data could not be loaded.',
  },
  signedInAs: { id: 'app.header.signedInAs', defaultMessage: 'Signed in as' },
  logout: { id: 'app.header.logout', defaultMessage: 'Sign out' },
  skipToContent: { id: 'app.header.skipToContent', defaultMessage: 'Skip to content' },
  notifications: {
    id: 'app.header.notifications',
    defaultMessage: 'Notifications, {count} unread',
  },
  help: { id: 'app.header.help', defaultMessage: 'Help' },
  search: { id: 'app.header.search', defaultMessage: 'Search' },
});
