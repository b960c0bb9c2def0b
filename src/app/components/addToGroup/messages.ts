import { defineMessages, type NoMessageValues } from 'react-intl';

/** The "put these people into a group" form of the newsletter recipients and the statistics. */
export const addToGroupMessages = defineMessages<{
  title: NoMessageValues;
  newName: NoMessageValues;
  existing: NoMessageValues;
  button: NoMessageValues;
  done: { added: number; name: string | number };
  failed: NoMessageValues;
}>({
  title: { id: 'app.addToGroup.title', defaultMessage: 'Diese Personen in eine Gruppe übernehmen' },
  newName: { id: 'app.addToGroup.newName', defaultMessage: 'Neue Gruppe' },
  existing: { id: 'app.addToGroup.existing', defaultMessage: 'oder bestehende Gruppe' },
  button: { id: 'app.addToGroup.button', defaultMessage: 'Übernehmen' },
  done: {
    id: 'app.addToGroup.done',
    defaultMessage: '{added, plural, one {# Person} other {# Personen}} in „{name}“ übernommen.',
  },
  failed: {
    id: 'app.addToGroup.failed',
    defaultMessage: 'Die Personen konnten nicht übernommen werden.',
  },
});
