/** The in-process emulator's template and sends, for the sending engine's server tests. */
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import type { TestServer } from '../../../support/testServer';

export const demoPhoneGraphId = demoWaba.phoneNumbers[0].phoneNumberId;

/** The demo WABA's business token, as the server keeps it sealed. */
export async function demoToken(server: TestServer): Promise<string> {
  const [row] = await server.db.query<{ business_token: string }>(
    'select business_token from whatsapp_accounts where waba_id = $1',
    [demoWaba.wabaId],
  );
  return server.app.cloudApi.tokens.decrypt(row.business_token);
}

export async function demoSender(server: TestServer) {
  const [row] = await server.db.query<{ phone: number; waba: number }>(
    `select p.id as phone, p.whatsapp_account_id as waba from whatsapp_phone_numbers p
     where p.phone_number_id = $1`,
    [demoPhoneGraphId],
  );
  return row;
}

/** Creates `spring_offer` (body `Hallo {{1}}, …`) on the demo WABA and waits for approval. */
export async function approveTemplate(server: TestServer, name = 'spring_offer'): Promise<void> {
  const token = await demoToken(server);
  const created = await server.app.cloudApi.client.createTemplate(token, demoWaba.wabaId, {
    name,
    language: 'de',
    category: 'MARKETING',
    components: [
      {
        type: 'BODY',
        text: 'Hallo {{1}}, unser Angebot wartet.',
        example: { body_text: [['Anna']] },
      },
    ],
  });
  for (let i = 0; i < 200; i++) {
    const [template] = await server.app.cloudApi.client.listTemplates(token, demoWaba.wabaId, {
      name,
    });
    if (template?.status === 'APPROVED') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`template ${created.id} was not approved`);
}

export interface EmulatedSend {
  wamid: string;
  to: string;
  request: { template: { components?: { parameters: { text?: string }[] }[] } };
}

export async function emulatorSends(server: TestServer, to?: string): Promise<EmulatedSend[]> {
  const query = new URLSearchParams({ phoneNumberId: demoPhoneGraphId, ...(to && { to }) });
  const response = await fetch(`${server.baseUrl}/_graph/_emulator/messages?${query}`, {
    headers: { authorization: `Bearer ${server.config.whatsapp.emulator.controlKey}` },
  });
  return response.json();
}

export async function emulatorControl(
  server: TestServer,
  path: string,
  method: string,
  body: unknown,
) {
  const response = await fetch(`${server.baseUrl}/_graph/_emulator${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.config.whatsapp.emulator.controlKey}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

export async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
