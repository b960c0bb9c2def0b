import { defineMessages, type NoMessageValues } from 'react-intl';

export const accountSwitchMessages = defineMessages<{
  title: NoMessageValues;
  listLabel: NoMessageValues;
  current: NoMessageValues;
  switching: { name: string };
  close: NoMessageValues;
  noAccounts: NoMessageValues;
  loading: NoMessageValues;
  accountUnknown: NoMessageValues;
  accountNotAllowed: NoMessageValues;
  accountLocked: NoMessageValues;
  unknownError: NoMessageValues;
}>({
  title: { id: 'app.accountSwitch.title', defaultMessage: 'Choose an account' },
  listLabel: { id: 'app.accountSwitch.listLabel', defaultMessage: 'Accounts' },
  current: { id: 'app.accountSwitch.current', defaultMessage: 'Current account' },
  switching: { id: 'app.accountSwitch.switching', defaultMessage: 'Switching to {name} …' },
  close: { id: 'app.accountSwitch.close', defaultMessage: 'Close' },
  noAccounts: { id: 'app.accountSwitch.noAccounts', defaultMessage: 'No accounts available.' },
  loading: { id: 'app.accountSwitch.loading', defaultMessage: 'Loading accounts …' },
  accountUnknown: {
    id: 'app.accountSwitch.error.accountUnknown',
    defaultMessage: 'This account no longer exists. You keep working in your current account.',
  },
  accountNotAllowed: {
    id: 'app.accountSwitch.error.accountNotAllowed',
    defaultMessage:
      'You are not allowed to work for this account. You keep working in your current account.',
  },
  accountLocked: {
    id: 'app.accountSwitch.error.accountLocked',
    defaultMessage: 'This account is locked. You keep working in your current account.',
  },
  unknownError: {
    id: 'app.accountSwitch.error.unknownError',
    defaultMessage:
      'The account could not be switched. You keep working in your current account; please try again.',
  },
});
