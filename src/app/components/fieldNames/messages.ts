import { defineMessages } from 'react-intl';

/** The standard subscriber fields named in words (ids `app.fields.*`). */
export const fieldNameMessages = defineMessages({
  firstname: { id: 'app.fields.firstname', defaultMessage: 'Vorname' },
  lastname: { id: 'app.fields.lastname', defaultMessage: 'Nachname' },
  email: { id: 'app.fields.email', defaultMessage: 'E-Mail' },
  telnr: { id: 'app.fields.telnr', defaultMessage: 'Telefonnummer' },
  culture: { id: 'app.fields.culture', defaultMessage: 'Sprache' },
});
