import { defineMessages } from 'react-intl';

export const rightsMessages = defineMessages({
  loading: { id: 'app.rights.loading', defaultMessage: 'Checking your rights …' },
  loadFailed: {
    id: 'app.rights.loadFailed',
    defaultMessage: 'Your rights could not be loaded.',
  },
});
