import fastify, { type FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { buildEmulator, type EmulatorApp, type EmulatorOptions } from '../../src/emulator';
import { CloudApiClient } from '../../src/server/cloudapi/client';
import type { WebhookEnvelope } from '../../src/server/cloudapi/graphTypes';

export const appId = '1234567890123456';
export const appSecret = 'emulator-test-secret';
export const apiVersion = 'v23.0';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  body: WebhookEnvelope;
}

export interface EmulatorHarness {
  emulator: EmulatorApp;
  /** Opens the control API: `call(url, { token: controlKey })`. */
  controlKey: string;
  graphUrl: string;
  /** `{graphUrl}/v23.0` */
  base: string;
  client: CloudApiClient;
  webhooks: ReceivedWebhook[];
  /** Resolves once `predicate` holds for the webhooks received so far (polls every 10 ms). */
  waitForWebhooks(predicate: (received: ReceivedWebhook[]) => boolean): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/**
 * The emulator on a free loopback port with fast, deterministic behaviour (no random failures,
 * duplicates or reordering unless asked), and a webhook receiver that records every delivery.
 */
export async function startEmulator(
  options: Partial<EmulatorOptions> = {},
): Promise<EmulatorHarness> {
  const webhooks: ReceivedWebhook[] = [];
  const receiver: FastifyInstance = fastify();
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  receiver.post('/webhooks/whatsapp', async (request) => {
    const raw = request.body as string;
    webhooks.push({ headers: request.headers, raw, body: JSON.parse(raw) });
    return 'ok';
  });
  await receiver.listen({ port: 0, host: '127.0.0.1' });
  const receiverUrl = `http://127.0.0.1:${(receiver.server.address() as { port: number }).port}`;

  const emulator = await buildEmulator({
    appId,
    appSecret,
    webhookUrl: `${receiverUrl}/webhooks/whatsapp`,
    seed: 7,
    reviewDelayMs: 5,
    statusDelayFactor: 0.01,
    failureRate: 0,
    duplicateRate: 0,
    reorderRate: 0,
    readRate: 1,
    webhookRetries: 0,
    ...options,
  });
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  const graphUrl = `http://127.0.0.1:${(emulator.server.address() as { port: number }).port}`;
  // Generous: a loaded CI machine once stalled one answer past 5 s; these tests check what the
  // emulator answers, not how fast (errors.test.ts checks the timeout itself).
  const client = new CloudApiClient({ graphUrl, apiVersion, appId, appSecret, timeoutMs: 30_000 });

  return {
    emulator,
    controlKey: emulator.controlKey,
    graphUrl,
    base: `${graphUrl}/${apiVersion}`,
    client,
    webhooks,
    async waitForWebhooks(predicate) {
      while (!predicate(webhooks)) await new Promise((resolve) => setTimeout(resolve, 10));
      return webhooks;
    },
    async close() {
      await emulator.close();
      await receiver.close();
    },
  };
}

/** A JSON call to the emulator; answers the status and the parsed body. */
export async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read Graph bodies freely
): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * A person writes a text to the number through the control API (opening their service window);
 * answers the message's id.
 */
export async function personWrites(
  harness: EmulatorHarness,
  phoneNumberId: string,
  person: string,
  text = 'Hallo',
): Promise<string> {
  const response = await call(`${harness.graphUrl}/_emulator/recipients/${person}/messages`, {
    token: harness.controlKey,
    body: { phoneNumberId, type: 'text', text },
  });
  if (response.status !== 201) throw new Error(`person could not write: ${response.status}`);
  return response.body.id as string;
}

/** An approved template with one body variable, created through the Graph API. */
export async function approvedTemplate(
  harness: EmulatorHarness,
  token: string,
  wabaId: string,
  name = 'spring_offer',
) {
  const created = await harness.client.createTemplate(token, wabaId, {
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
  await harness.waitForWebhooks((received) =>
    received.some(
      (w) =>
        w.body.entry[0].changes[0].field === 'message_template_status_update' &&
        (w.body.entry[0].changes[0].value as { message_template_id: number })
          .message_template_id === Number(created.id),
    ),
  );
  return created;
}

/**
 * The embedded-signup popup's Finish at the product's emulator, as the signed-in opener (`token`)
 * clicks it: the code and ids the SPA then posts to `/WhatsAppApi/account/EmbeddedSignup`.
 */
export async function finishEmbeddedSignup(
  baseUrl: string,
  token: string,
  input: { name?: string; displayPhoneNumber?: string; wabaId?: string } = {},
) {
  const result = await call(`${baseUrl}/_graph/_emulator/embedded-signup`, { token, body: input });
  if (result.status !== 201) throw new Error(`embedded signup answered ${result.status}`);
  return {
    code: result.body.code as string,
    wabaId: result.body.wabaId as string,
    phoneNumberId: result.body.phoneNumberIds[0] as string,
  };
}
