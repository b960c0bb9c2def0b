import { defineMessages, type NoMessageValues } from 'react-intl';

export const uiLanguageMessages = defineMessages<{
  switchLabel: { code: string; language: string };
  menuLabel: NoMessageValues;
}>({
  switchLabel: {
    id: 'app.uiLanguage.switchLabel',
    defaultMessage: '{code} – Language: {language}. Change language',
  },
  menuLabel: { id: 'app.uiLanguage.menuLabel', defaultMessage: 'Languages' },
});
