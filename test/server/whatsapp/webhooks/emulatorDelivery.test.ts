/**
 * End to end: a message sent through the Cloud API client to the emulator, whose signed status
 * webhooks (each sent twice, read before delivered) reach the server's endpoint over HTTP; the
 * status ends at read. And the emulator mounted in the server (the default) is heard too.
 */
import {
  appId,
  appSecret,
  approvedTemplate,
  call,
  startEmulator,
  type EmulatorHarness,
} from '../../../support/emulator';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let harness: EmulatorHarness;

beforeAll(async () => {
  server = await startTestServer({
    WHATSAPP_APP_ID: appId,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: 'emulator-verify-token',
  });
  harness = await startEmulator({ duplicateRate: 1, reorderRate: 1 });
});
afterAll(async () => {
  await harness?.close();
  await server?.close();
});

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the webhooks');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('records the statuses the emulator reports for a sent message, ending at read', async () => {
  const { wabaId, accessToken, phoneNumberIds } = harness.emulator.emulator.addWaba();
  await approvedTemplate(harness, accessToken, wabaId, 'winter_news');
  // From now on the emulator's webhooks go to the server.
  harness.emulator.emulator.options.webhookUrl = `${server.baseUrl}/webhooks/whatsapp`;

  const sent = await harness.client.sendTemplate(accessToken, phoneNumberIds[0], {
    to: '+491510000077',
    name: 'winter_news',
    language: 'de',
    components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
    bizOpaqueCallbackData: 'recipient-77',
  });

  const row = await waitFor(async () => {
    const [found] = await server.db.query<Record<string, unknown>>(
      `select status, phone_number_id, recipient_wa_id, biz_opaque_callback_data,
              sent_at is not null as sent, delivered_at is not null as delivered, read_at is not null as read
         from whatsapp_message_statuses where wamid = $1`,
      [sent.wamid],
    );
    return found?.status === 'read' && found.delivered ? found : undefined;
  });
  expect(row).toEqual({
    status: 'read',
    phone_number_id: phoneNumberIds[0],
    recipient_wa_id: '491510000077',
    biz_opaque_callback_data: 'recipient-77',
    sent: true,
    delivered: true,
    read: true,
  });
  // Every delivery (three statuses, each twice) is answered 200; the repetitions change nothing.
  const deliveries = () =>
    harness.emulator.emulator.webhooks.log.filter((d) =>
      JSON.stringify(d.body).includes(sent.wamid),
    );
  await waitFor(async () =>
    deliveries().length === 6 && deliveries().every((d) => d.status === 200) ? true : undefined,
  );
  await server.app.jobs.drain();
  const [after] = await server.db.query(
    `select status, sent_at is not null as sent, delivered_at is not null as delivered,
            read_at is not null as read
       from whatsapp_message_statuses where wamid = $1`,
    [sent.wamid],
  );
  expect(after).toEqual({ status: 'read', sent: true, delivered: true, read: true });
});

it('accepts the webhooks of the emulator mounted in the server (template review)', async () => {
  const bundled = await startTestServer({ EMULATOR_REVIEW_DELAY_MS: '0' });
  try {
    const { client } = bundled.app.cloudApi;
    const created = await call(`${bundled.baseUrl}/_graph/_emulator/wabas`, {
      token: bundled.config.whatsapp.emulator.controlKey,
      body: {},
    });
    const { accessToken } = await client.exchangeCode(created.body.code);
    await client.createTemplate(accessToken, created.body.wabaId, {
      name: 'spring_news',
      language: 'de',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Hallo {{1}}!', example: { body_text: [['Anna']] } }],
    });
    const stored = await waitFor(async () => {
      const rows = await bundled.db.query(
        `select waba_id, value ->> 'event' as event from whatsapp_webhook_changes
          where field = 'message_template_status_update'`,
      );
      return rows.length > 0 ? rows : undefined;
    });
    expect(stored).toEqual([{ waba_id: created.body.wabaId, event: 'APPROVED' }]);
  } finally {
    await bundled.close();
  }
});
