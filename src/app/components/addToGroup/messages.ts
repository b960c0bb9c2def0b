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

/** Why adding failed, by the server's error key (spec section 8); others: the general text. */
export const addToGroupErrorMessages = defineMessages({
  nameDuplicate: {
    id: 'app.addToGroup.error.nameDuplicate',
    defaultMessage: 'Eine Gruppe mit diesem Namen existiert bereits.',
  },
  noRecipientsToAdd: {
    id: 'app.addToGroup.error.noRecipientsToAdd',
    defaultMessage: 'Es gibt keine Empfänger zum Hinzufügen.',
  },
  systemProfile: {
    id: 'app.addToGroup.error.systemProfile',
    defaultMessage: 'In eine Systemgruppe kann niemand übernommen werden.',
  },
  targetMissing: {
    id: 'app.addToGroup.error.targetMissing',
    defaultMessage: 'Geben Sie einen Gruppennamen ein oder wählen Sie eine Gruppe.',
  },
  validation: {
    id: 'app.addToGroup.error.validation',
    defaultMessage: 'Der Gruppenname ist ungültig: höchstens 100 Zeichen.',
  },
  unknownError: {
    id: 'app.addToGroup.error.unknown',
    defaultMessage: 'Bitte versuchen Sie es erneut.',
  },
});
