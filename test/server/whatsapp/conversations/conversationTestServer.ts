/** The server, people and calls the conversation server tests share. */
import { createHmac } from 'node:crypto';
import type {
  ConversationDetail,
  ConversationListQuery,
  ConversationMessagePage,
  ConversationSummary,
} from '../../../../src/common/conversations';
import type { TestServer } from '../../../support/testServer';
import { caller } from '../doubleOptIn/doiTestServer';
import { demoPhoneGraphId, waitFor } from '../newsletters/sendingFixtures';

export { demoPhoneGraphId, waitFor };

export interface InboundInput {
  type: 'text' | 'button' | 'interactive' | 'reaction' | 'image';
  text?: string;
  payload?: string;
  emoji?: string;
  /** The wamid answered or reacted to. */
  messageId?: string;
  name?: string;
  mimeType?: string;
}

/** A person sends a message to the demo number through the emulator; answers its wamid. */
export async function personSends(
  server: TestServer,
  person: string,
  input: InboundInput,
): Promise<string> {
  const response = await fetch(`${server.baseUrl}/_graph/_emulator/recipients/${person}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.config.whatsapp.emulator.controlKey}`,
    },
    body: JSON.stringify({ phoneNumberId: demoPhoneGraphId, ...input }),
  });
  if (response.status !== 201) throw new Error(`person could not write: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** Resolves once every stored webhook change is processed and the jobs queued by it ran. */
export async function settled(server: TestServer): Promise<void> {
  await waitFor(
    () =>
      server.db.query<{ open: number }>(
        'select count(*)::int as open from whatsapp_webhook_changes where processed_at is null',
      ),
    ([row]) => row.open === 0,
  );
  await server.app.jobs.drain(20_000);
}

/** The thread message row of `wamid` once the webhook carrying it is processed. */
export async function arrived(server: TestServer, wamid: string) {
  const [row] = await waitFor(
    () =>
      server.db.query<{ id: string; conversation_id: string }>(
        `select id::text, conversation_id::text from whatsapp_conversation_messages
         where wamid = $1`,
        [wamid],
      ),
    (rows) => rows.length === 1,
  );
  return row;
}

/** Posts the stored webhook delivery that carried `wamid` again, signed as Meta signs. */
export async function replayWebhookOf(server: TestServer, wamid: string): Promise<void> {
  const deliveries = (await (
    await fetch(`${server.baseUrl}/_graph/_emulator/webhooks`, {
      headers: { authorization: `Bearer ${server.config.whatsapp.emulator.controlKey}` },
    })
  ).json()) as { body: unknown }[];
  const delivery = deliveries.find((d) => JSON.stringify(d.body).includes(wamid));
  if (!delivery) throw new Error(`no webhook carried ${wamid}`);
  const raw = JSON.stringify(delivery.body);
  const signature = createHmac('sha256', server.app.cloudApi.credentials.appSecret)
    .update(raw)
    .digest('hex');
  const response = await fetch(`${server.baseUrl}/webhooks/whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    body: raw,
  });
  if (response.status !== 200) throw new Error(`replay answered ${response.status}`);
}

/** The inbox calls with a caller's token. */
export function inboxCalls(server: TestServer) {
  const call = caller(server);
  return {
    call,
    async list(token: string, query: Partial<ConversationListQuery> = {}) {
      const response = await call(token, '/WhatsAppApi/conversation/conversations', 'POST', {
        filter: 'all',
        searchTerm: '',
        take: 100,
        ...query,
      });
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      return (await response.json()) as {
        items: ConversationSummary[];
        total: number;
        nextAfter: string | null;
      };
    },
    async detail(token: string, id: string | number) {
      const response = await call(token, `/WhatsAppApi/conversation/${id}`);
      if (response.status !== 200) throw new Error(`detail answered ${response.status}`);
      return (await response.json()) as ConversationDetail;
    },
    async thread(token: string, id: string | number, query = '') {
      const response = await call(token, `/WhatsAppApi/conversation/${id}/messages${query}`);
      if (response.status !== 200) throw new Error(`messages answered ${response.status}`);
      return (await response.json()) as ConversationMessagePage;
    },
  };
}
