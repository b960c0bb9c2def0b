import { defineMessages, type NoMessageValues } from 'react-intl';

export const errorPageMessages = defineMessages<{
  notFoundTitle: NoMessageValues;
  notFoundText: NoMessageValues;
  forbiddenTitle: NoMessageValues;
  forbiddenText: NoMessageValues;
  noRightsTitle: NoMessageValues;
  noRightsText: NoMessageValues;
  unexpectedTitle: NoMessageValues;
  unexpectedText: NoMessageValues;
  backHome: NoMessageValues;
  code: { code: number };
}>({
  notFoundTitle: { id: 'app.error.notFound.title', defaultMessage: 'Page not found' },
  notFoundText: {
    id: 'app.error.notFound.text',
    defaultMessage: 'The page you asked for does not exist or has moved.',
  },
  forbiddenTitle: { id: 'app.error.forbidden.title', defaultMessage: 'Access not allowed' },
  forbiddenText: {
    id: 'app.error.forbidden.text',
    defaultMessage:
      'You do not have the rights for this page in the current account. Ask your administrator if you need them.',
  },
  noRightsTitle: { id: 'app.error.noRights.title', defaultMessage: 'No rights in this account' },
  noRightsText: {
    id: 'app.error.noRights.text',
    defaultMessage:
      'You are signed in, but you have no rights in the current account. Switch to another account above, or ask your administrator to add you to a permission group.',
  },
  unexpectedTitle: {
    id: 'app.error.unexpected.title',
    defaultMessage: 'An unexpected error occurred',
  },
  unexpectedText: {
    id: 'app.error.unexpected.text',
    defaultMessage: 'We are sorry. Please try again or go back to the start page.',
  },
  backHome: { id: 'app.error.backHome', defaultMessage: 'Go to the start page' },
  code: { id: 'app.error.code', defaultMessage: 'Error {code}' },
});
