/** Template create, list, delete and review, pinned to the shared doc's shapes. */
import { createHmac } from 'node:crypto';
import type { TemplateDefinition } from '../../src/server/cloudapi/graphTypes';
import { appSecret, call, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({ name: 'Nordlicht' });
});
afterAll(() => harness.close());

const template = (overrides: Partial<TemplateDefinition> = {}): TemplateDefinition => ({
  name: 'welcome_message',
  language: 'de',
  category: 'MARKETING',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Willkommen' },
    {
      type: 'BODY',
      text: 'Hallo {{1}}, schön dass du da bist.',
      example: { body_text: [['Anna']] },
    },
    { type: 'FOOTER', text: 'Nordlicht Reisen' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Mehr' }] },
  ],
  ...overrides,
});

const statusUpdates = (id: string) =>
  harness.waitForWebhooks((received) =>
    received.some((w) => {
      const change = w.body.entry[0].changes[0];
      return (
        change.field === 'message_template_status_update' &&
        String(change.value.message_template_id) === id
      );
    }),
  );

function statusUpdateOf(id: string) {
  return harness.webhooks.find((w) => {
    const change = w.body.entry[0].changes[0];
    return (
      change.field === 'message_template_status_update' &&
      String(change.value.message_template_id) === id
    );
  })!;
}

it('creates a template as PENDING and approves it by a signed webhook', async () => {
  const created = await call(`${harness.base}/${waba.wabaId}/message_templates`, {
    token: waba.accessToken,
    body: template(),
  });
  expect(created.status).toBe(200);
  expect(created.body).toEqual({
    id: expect.stringMatching(/^\d+$/),
    status: 'PENDING',
    category: 'MARKETING',
  });

  await statusUpdates(created.body.id);
  const webhook = statusUpdateOf(created.body.id);
  expect(webhook.body).toEqual({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: waba.wabaId,
        time: expect.any(Number),
        changes: [
          {
            field: 'message_template_status_update',
            value: {
              event: 'APPROVED',
              message_template_id: Number(created.body.id),
              message_template_name: 'welcome_message',
              message_template_language: 'de',
              message_template_category: 'MARKETING',
              reason: 'NONE',
            },
          },
        ],
      },
    ],
  });
  const expected = `sha256=${createHmac('sha256', appSecret).update(webhook.raw).digest('hex')}`;
  expect(webhook.headers['x-hub-signature-256']).toBe(expected);
});

it('lists templates with data and paging, filtered by name', async () => {
  const listed = await call(
    `${harness.base}/${waba.wabaId}/message_templates?fields=name,status,language,category,components&limit=10&name=welcome_message`,
    { token: waba.accessToken },
  );
  expect(listed.status).toBe(200);
  expect(listed.body.data).toEqual([
    {
      id: expect.any(String),
      name: 'welcome_message',
      status: 'APPROVED',
      language: 'de',
      category: 'MARKETING',
      components: template().components,
    },
  ]);
  expect(listed.body.paging).toEqual({
    cursors: { before: expect.any(String), after: expect.any(String) },
  });
});

it('pages with limit and a next address', async () => {
  for (const name of ['page_a', 'page_b', 'page_c']) {
    await harness.client.createTemplate(waba.accessToken, waba.wabaId, template({ name }));
  }
  const first = await call(`${harness.base}/${waba.wabaId}/message_templates?limit=2`, {
    token: waba.accessToken,
  });
  expect(first.body.data).toHaveLength(2);
  expect(first.body.paging.next).toContain('after=');
  const all = await harness.client.listTemplates(waba.accessToken, waba.wabaId);
  expect(all.map((t) => t.name).sort()).toEqual(['page_a', 'page_b', 'page_c', 'welcome_message']);
});

it.each([
  ['name format', { name: 'Summer Sale!' }, /^Name format/],
  [
    'body length',
    { components: [{ type: 'BODY' as const, text: 'x'.repeat(1025) }] },
    /^Body length/,
  ],
  [
    'variable examples',
    {
      components: [
        {
          type: 'BODY' as const,
          text: 'Hallo {{1}} und {{2}}.',
          example: { body_text: [['Anna']] },
        },
      ],
    },
    /^Variable examples/,
  ],
  [
    'button limits',
    {
      components: [
        { type: 'BODY' as const, text: 'Hallo.' },
        {
          type: 'BUTTONS' as const,
          buttons: Array.from({ length: 11 }, (_, i) => ({
            type: 'QUICK_REPLY' as const,
            text: `B${i}`,
          })),
        },
      ],
    },
    /^Button limits/,
  ],
])('rejects a template by webhook with a reason: %s', async (_rule, overrides, description) => {
  const name = `rejected_${Object.keys(overrides).join('_')}_${harness.webhooks.length}`;
  const created = await harness.client.createTemplate(
    waba.accessToken,
    waba.wabaId,
    template({ name, ...overrides }),
  );
  expect(created.status).toBe('PENDING');
  await statusUpdates(created.id);
  const value = statusUpdateOf(created.id).body.entry[0].changes[0].value;
  expect(value).toMatchObject({
    event: 'REJECTED',
    reason: 'INVALID_FORMAT',
    rejection_info: {
      reason: expect.stringMatching(description),
      recommendation: expect.any(String),
    },
  });
  const [listed] = await harness.client.listTemplates(waba.accessToken, waba.wabaId, {
    name: template({ name, ...overrides }).name,
  });
  expect(listed).toMatchObject({ status: 'REJECTED', rejected_reason: 'INVALID_FORMAT' });
});

it('refuses a second template of the same name and language', async () => {
  const again = await call(`${harness.base}/${waba.wabaId}/message_templates`, {
    token: waba.accessToken,
    body: template(),
  });
  expect(again.status).toBe(400);
  expect(again.body.error).toMatchObject({
    code: 100,
    error_subcode: 2388024,
    type: 'OAuthException',
  });
});

it('deletes by name and blocks the name afterwards', async () => {
  const deleted = await call(
    `${harness.base}/${waba.wabaId}/message_templates?name=welcome_message`,
    { method: 'DELETE', token: waba.accessToken },
  );
  expect(deleted).toEqual({ status: 200, body: { success: true } });
  expect(
    await harness.client.listTemplates(waba.accessToken, waba.wabaId, { name: 'welcome_message' }),
  ).toEqual([]);
  const recreated = await call(`${harness.base}/${waba.wabaId}/message_templates`, {
    token: waba.accessToken,
    body: template(),
  });
  expect(recreated.body.error).toMatchObject({ code: 100, error_subcode: 2388023 });
  const missing = await call(`${harness.base}/${waba.wabaId}/message_templates?name=nothing_here`, {
    method: 'DELETE',
    token: waba.accessToken,
  });
  expect(missing.status).toBe(400);
  expect(missing.body.error.code).toBe(100);
});

it('deletes one language by hsm_id', async () => {
  const a = await harness.client.createTemplate(
    waba.accessToken,
    waba.wabaId,
    template({ name: 'two_langs' }),
  );
  await harness.client.createTemplate(
    waba.accessToken,
    waba.wabaId,
    template({ name: 'two_langs', language: 'en' }),
  );
  await harness.client.deleteTemplate(waba.accessToken, waba.wabaId, 'two_langs', a.id);
  const left = await harness.client.listTemplates(waba.accessToken, waba.wabaId, {
    name: 'two_langs',
  });
  expect(left.map((t) => t.language)).toEqual(['en']);
});

it('answers a missing field with a Graph error body', async () => {
  const response = await call(`${harness.base}/${waba.wabaId}/message_templates`, {
    token: waba.accessToken,
    body: { name: 'x', language: 'de' },
  });
  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    error: {
      message: 'Invalid parameter',
      type: 'OAuthException',
      code: 100,
      error_data: { messaging_product: 'whatsapp', details: expect.any(String) },
      fbtrace_id: expect.any(String),
    },
  });
});

it('reports pauses, the unpause and disabling with Meta’s other_info and disable_info', async () => {
  const name = 'paused_offer';
  const created = await harness.client.createTemplate(
    waba.accessToken,
    waba.wabaId,
    template({ name }),
  );
  await statusUpdates(created.id);
  const updatesOf = () =>
    harness.webhooks
      .map((w) => w.body.entry[0].changes[0])
      .filter(
        (change) =>
          change.field === 'message_template_status_update' &&
          String(change.value.message_template_id) === created.id,
      )
      .map((change) => change.value as Record<string, unknown>);
  const next = async (status: 'PAUSED' | 'APPROVED' | 'DISABLED') => {
    const before = updatesOf().length;
    harness.emulator.emulator.setTemplateStatus(created.id, status);
    await harness.waitForWebhooks(() => updatesOf().length > before);
    return updatesOf().at(-1);
  };
  const base = {
    message_template_id: Number(created.id),
    message_template_name: name,
    message_template_language: 'de',
    message_template_category: 'MARKETING',
    reason: 'NONE',
  };
  const now = Date.now();
  expect(await next('PAUSED')).toEqual({
    ...base,
    event: 'PAUSED',
    other_info: {
      title: 'FIRST_PAUSE',
      description: expect.stringMatching(
        /^Your WhatsApp message template has been paused for 3 hours until [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [AP]M UTC due to low quality\.$/,
      ),
    },
  });
  expect(await next('APPROVED')).toEqual({
    ...base,
    event: 'APPROVED',
    other_info: {
      title: 'UNPAUSE',
      description: 'Your WhatsApp message template has been unpaused.',
    },
  });
  expect(await next('PAUSED')).toMatchObject({
    event: 'PAUSED',
    other_info: {
      title: 'SECOND_PAUSE',
      description: expect.stringContaining('paused for 6 hours until'),
    },
  });
  const disabled = await next('DISABLED');
  expect(disabled).toEqual({
    ...base,
    event: 'DISABLED',
    disable_info: { disable_date: expect.any(Number) },
  });
  const { disable_date } = disabled!.disable_info as { disable_date: number };
  expect(Math.abs(disable_date - now / 1000)).toBeLessThan(60);
});
