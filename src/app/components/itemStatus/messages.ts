import { defineMessages } from 'react-intl';

/** Spec section 4's label sets, one text per set (`label` is the set's key). */
export const itemStatusMessages = defineMessages<{
  common: { label: string };
  emailCampaign: { label: string };
  event: { label: string };
}>({
  common: {
    id: 'app.itemStatus.common',
    defaultMessage:
      '{label, select, draft {Entwurf} online {Online} archive {Archiviert} sent {Gesendet} other {{label}}}',
  },
  emailCampaign: {
    id: 'app.itemStatus.emailCampaign',
    defaultMessage:
      '{label, select, active {Aktiv} sendingPlanned {Versand geplant} readyToSend {Versandbereit} readyToCheck {Zur Prüfung bereit} other {{label}}}',
  },
  event: {
    id: 'app.itemStatus.event',
    defaultMessage:
      '{label, select, draft {In Planung} inProgress {Läuft} archive {Abgeschlossen} other {{label}}}',
  },
});
