/**
 * Valid bodies for the routes whose OpenAPI schema does not describe their body (they check it
 * with the yup rules of src/common instead) and that check it before they look the id up: without
 * one, a probe is refused for its body (400), which proves nothing about the id. The cross-account
 * suite fails on such a 400 until the route describes its body or an example is added here.
 */
import { api } from '../../support/signIn';
import type { ProbeServer } from './probeServer';

type Example = (server: ProbeServer) => Promise<unknown>;

const activePatch = async () => [{ op: 'replace', path: '/active', value: true }];

export const exampleBodies: Record<string, Example> = {
  'PUT /SubscriberGroupsApi/Groups/{uniqueId}': async () => ({ name: 'Umbenannt' }),
  'PATCH /WhatsAppApi/account/{wabaId}': activePatch,
  'PATCH /WhatsAppApi/account/phoneNumber/{id}': activePatch,
  'POST /WhatsAppApi/template': async (server) => {
    const [row] = await server.db.query<{ id: number }>(
      'select id from whatsapp_templates where account_id = 1 order by id limit 1',
    );
    const response = await api(
      server.baseUrl,
      server.tokens.owner,
      `/WhatsAppApi/template/${row.id}`,
    );
    const { template } = (await response.json()) as { template: Record<string, unknown> };
    const { name, description, businessAccountId, language, components } = template;
    return { name: `Probe ${name}`, description, businessAccountId, language, components };
  },
};
