/** Sends, their error bodies and their status webhooks, pinned to the shared doc's shapes. */
import { createHmac } from 'node:crypto';
import type { MessageStatus, MessagesValue } from '../../src/server/cloudapi/graphTypes';
import {
  appSecret,
  approvedTemplate,
  call,
  startEmulator,
  type EmulatorHarness,
  type ReceivedWebhook,
} from '../support/emulator';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({
    name: 'Nordlicht',
    messagingLimit: 3,
    phoneNumbers: [{ displayPhoneNumber: '+49 40 1234567' }],
  });
  await approvedTemplate(harness, waba.accessToken, waba.wabaId);
});
afterAll(() => harness.close());

const send = (to: string, extra: Record<string, unknown> = {}, phone = waba.phoneNumberIds[0]) =>
  call(`${harness.base}/${phone}/messages`, {
    token: waba.accessToken,
    body: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: 'spring_offer',
        language: { code: 'de' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
      },
      ...extra,
    },
  });

const statusesOf = (received: Pick<ReceivedWebhook, 'body'>[], wamid: string): MessageStatus[] =>
  received.flatMap((w) =>
    w.body.entry.flatMap((entry) =>
      entry.changes.flatMap((change) =>
        change.field === 'messages'
          ? (change.value.statuses ?? []).filter((s) => s.id === wamid)
          : [],
      ),
    ),
  );

it('answers a send with contacts and a wamid, and reports sent → delivered → read', async () => {
  const response = await send('+49 151 0000001'.replace(/\s/g, ''), {
    biz_opaque_callback_data: 'recipient-row-17',
  });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    messaging_product: 'whatsapp',
    contacts: [{ input: '+491510000001', wa_id: '491510000001' }],
    messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
  });
  const wamid = response.body.messages[0].id;
  const received = await harness.waitForWebhooks((all) => statusesOf(all, wamid).length === 3);
  expect(statusesOf(received, wamid).map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);

  const webhook = received.find((w) => statusesOf([w], wamid)[0]?.status === 'delivered')!;
  expect(webhook.headers['x-hub-signature-256']).toBe(
    `sha256=${createHmac('sha256', appSecret).update(webhook.raw).digest('hex')}`,
  );
  expect(webhook.body).toEqual({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: waba.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '49401234567',
                phone_number_id: waba.phoneNumberIds[0],
              },
              statuses: [
                {
                  id: wamid,
                  status: 'delivered',
                  timestamp: expect.stringMatching(/^\d+$/),
                  recipient_id: '491510000001',
                  biz_opaque_callback_data: 'recipient-row-17',
                  pricing: {
                    billable: true,
                    pricing_model: 'PMP',
                    type: 'regular',
                    category: 'marketing',
                  },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  expect(harness.emulator.emulator.sentMessage(wamid)).toMatchObject({ to: '491510000001' });
});

it('answers an unknown template with 132001 in Meta error shape', async () => {
  const response = await send('491510000002', {
    template: { name: 'nothing_like_it', language: { code: 'de' } },
  });
  expect(response.status).toBe(404);
  expect(response.body).toEqual({
    error: {
      message: expect.stringContaining('132001'),
      type: 'OAuthException',
      code: 132001,
      error_data: { messaging_product: 'whatsapp', details: expect.any(String) },
      fbtrace_id: expect.any(String),
    },
  });
});

it('answers a parameter count mismatch with 132000', async () => {
  const response = await send('491510000002', {
    template: { name: 'spring_offer', language: { code: 'de' } },
  });
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe(132000);
});

it('asks for the suffix of a link button with a variable (131008), and takes it', async () => {
  const created = await harness.client.createTemplate(waba.accessToken, waba.wabaId, {
    name: 'link_offer',
    language: 'de',
    category: 'MARKETING',
    components: [
      { type: 'BODY', text: 'Unser Angebot wartet.' },
      {
        type: 'BUTTONS',
        buttons: [
          {
            type: 'URL',
            text: 'Ansehen',
            url: 'https://relay.example/r/{{1}}',
            example: ['https://relay.example/r/example'],
          },
        ],
      },
    ],
  });
  harness.emulator.emulator.setTemplateStatus(created.id, 'APPROVED');
  const template = (components: object[]) => ({
    template: { name: 'link_offer', language: { code: 'de' }, components },
  });
  const missing = await send('491510000001', template([]));
  expect(missing.status).toBe(400);
  expect(missing.body.error.code).toBe(131008);
  const given = await send(
    '491510000001',
    template([
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: 'a-b-c' }],
      },
    ]),
  );
  expect(given.status).toBe(200);
});

it('fails an undeliverable recipient with 131026, by webhook or at once', async () => {
  harness.emulator.emulator.setRecipient('491510000003', { failCode: 131026 });
  const accepted = await send('491510000003');
  expect(accepted.status).toBe(200);
  const wamid = accepted.body.messages[0].id;
  const received = await harness.waitForWebhooks((all) => statusesOf(all, wamid).length === 1);
  expect(statusesOf(received, wamid)[0]).toMatchObject({
    status: 'failed',
    recipient_id: '491510000003',
    errors: [
      {
        code: 131026,
        title: expect.any(String),
        message: expect.any(String),
        error_data: { details: expect.any(String) },
      },
    ],
  });

  harness.emulator.emulator.setRecipient('491510000003', { failCode: 131026, failAtOnce: true });
  const refused = await send('491510000003');
  expect(refused.status).toBe(400);
  expect(refused.body.error.code).toBe(131026);
});

it('answers 130429 (HTTP 429) when the number sends faster than its throughput', async () => {
  // One message per second: the second, sent right after the first, is over the limit.
  const phone = harness.emulator.emulator.addPhone(waba.wabaId, { throughput: 1 });
  const answers = [];
  for (let i = 0; i < 2; i++) answers.push(await send('491510000001', {}, phone));
  expect(answers.map((a) => a.status)).toEqual([200, 429]);
  expect(answers[1].body.error).toMatchObject({ code: 130429, type: 'OAuthException' });
});

it('refuses a new recipient beyond the messaging limit of unique recipients per 24 h', async () => {
  // The limit is 3; 491510000001 and 491510000003 are counted already (failed sends still count).
  expect((await send('491510000004')).status).toBe(200);
  const beyond = await send('491510000005');
  expect(beyond.status).toBe(400);
  expect(beyond.body.error.code).toBe(131048);
  expect((await send('491510000004')).status).toBe(200);
});

it('answers a wrong or missing token with 190 (HTTP 401)', async () => {
  const response = await call(`${harness.base}/${waba.phoneNumberIds[0]}/messages`, {
    token: 'EAAGnot-a-token',
    body: {},
  });
  expect(response.status).toBe(401);
  expect(response.body.error).toMatchObject({ code: 190, type: 'OAuthException' });
});

it('sends duplicates and read before delivered when asked to', async () => {
  const noisy = await startEmulator({ duplicateRate: 1, reorderRate: 1, seed: 11 });
  try {
    const account = noisy.emulator.emulator.addWaba({ messagingLimit: null });
    await approvedTemplate(noisy, account.accessToken, account.wabaId);
    const sent = await noisy.client.sendTemplate(account.accessToken, account.phoneNumberIds[0], {
      to: '491520000001',
      name: 'spring_offer',
      language: 'de',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ben' }] }],
    });
    const received = await noisy.waitForWebhooks((all) => statusesOf(all, sent.wamid).length === 6);
    // Each status twice; their posts run concurrently, so they may arrive in any order.
    expect(
      statusesOf(received, sent.wamid)
        .map((s) => s.status)
        .sort(),
    ).toEqual(['delivered', 'delivered', 'read', 'read', 'sent', 'sent']);
    // What the emulator sent, in the order it sent it (fixed by the seed): read before delivered.
    const emitted = statusesOf(noisy.emulator.emulator.webhooks.log, sent.wamid);
    expect(emitted.map((s) => s.status)).toEqual([
      'sent',
      'sent',
      'read',
      'read',
      'delivered',
      'delivered',
    ]);
  } finally {
    await noisy.close();
  }
});

it('is deterministic with a seed', async () => {
  const ids = async () => {
    const h = await startEmulator({ seed: 42 });
    try {
      return h.emulator.emulator.addWaba();
    } finally {
      await h.close();
    }
  };
  expect(await ids()).toEqual(await ids());
});

export type { MessagesValue };
