import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: { id: 'help.popup.title', defaultMessage: 'Help and support' },
  partnerTitle: { id: 'help.popup.partnerTitle', defaultMessage: 'Your contact' },
  partnerPhone: { id: 'help.popup.partnerPhone', defaultMessage: 'Phone' },
  partnerEmail: { id: 'help.popup.partnerEmail', defaultMessage: 'Email' },
  noPartner: {
    id: 'help.popup.noPartner',
    defaultMessage: 'No contact is stored for this account.',
  },
  valuesFailed: {
    id: 'help.popup.valuesFailed',
    defaultMessage: 'The contact details could not be loaded.',
  },
  whitepapersTitle: { id: 'help.popup.whitepapersTitle', defaultMessage: 'Whitepapers' },
  whitepapersFailed: {
    id: 'help.popup.whitepapersFailed',
    defaultMessage: 'The whitepapers could not be loaded.',
  },
  noWhitepapers: { id: 'help.popup.noWhitepapers', defaultMessage: 'No whitepapers available.' },
  requestTitle: { id: 'help.popup.requestTitle', defaultMessage: 'Send a support request' },
  requestLabel: { id: 'help.popup.requestLabel', defaultMessage: 'How can we help?' },
  send: { id: 'help.popup.send', defaultMessage: 'Send request' },
  sent: { id: 'help.popup.sent', defaultMessage: 'Your support request has been sent.' },
  failed: {
    id: 'help.popup.failed',
    defaultMessage: 'Your support request could not be sent. Please try again.',
  },
  close: { id: 'help.popup.close', defaultMessage: 'Close' },
  supportLog: { id: 'help.popup.supportLog', defaultMessage: 'Download support log' },
  loading: { id: 'help.popup.loading', defaultMessage: 'Loading …' },
});
