import { defineMessages, type NoMessageValues } from 'react-intl';

/** The offer to switch to the account that holds a deep link's item (issue 23 point 10). */
export const itemAccountMessages = defineMessages<{
  title: NoMessageValues;
  text: { kind: string; name: string };
  switchTo: { name: string };
  checking: NoMessageValues;
}>({
  title: { id: 'app.itemAccount.title', defaultMessage: 'In another account' },
  text: {
    id: 'app.itemAccount.text',
    defaultMessage:
      '{kind, select, whatsAppNewsletter {This newsletter} whatsAppTemplate {This template} ssoMapping {This mapping} mediaFolder {This folder} other {This item}} belongs to the account {name}. Switch to {name}?',
  },
  switchTo: { id: 'app.itemAccount.switchTo', defaultMessage: 'Switch to {name}' },
  checking: {
    id: 'app.itemAccount.checking',
    defaultMessage: 'Checking your other accounts …',
  },
});
