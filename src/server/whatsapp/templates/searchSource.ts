/** Templates in the global search: found by part of the name, shown with their status. */
import { namedItemSource } from '../../suite/search/namedItemSource';

export const templateSearchSource = namedItemSource(
  'whatsapp_templates',
  ['WhatsAppTemplates.View'],
  (id) => `/WhatsApp/Templates/Edit/${id}`,
);
