/** Newsletters in the global search: found by part of the name, shown with their status. */
import { newsletterPath, type NewsletterStatus } from '../../../common/newsletters';
import { namedItemSource } from '../../suite/search/namedItemSource';

export const newsletterSearchSource = namedItemSource(
  'whatsapp_newsletters',
  ['WhatsAppCampaigns.View'],
  (id, status) => newsletterPath(id, status as NewsletterStatus),
);
