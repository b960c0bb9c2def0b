/**
 * Webhook bodies as Meta sends them: non-ASCII as \uXXXX escapes, signed over those bytes; a
 * service message priced free_customer_service.
 */
import { createHmac } from 'node:crypto';
import type { MessagesValue } from '../../src/server/cloudapi/graphTypes';
import { appSecret, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
beforeAll(async () => {
  harness = await startEmulator();
});
afterAll(() => harness.close());

it('escapes umlauts and emoji and signs the escaped bytes', async () => {
  const waba = harness.emulator.emulator.addWaba();
  const text = 'Grüße aus Köln 👋';
  harness.emulator.emulator.inbound({
    phoneNumberId: waba.phoneNumberIds[0],
    from: '491510001234',
    name: 'Jürgen',
    type: 'text',
    text,
  });
  const [hook] = await harness.waitForWebhooks((r) => r.some((w) => w.raw.includes('Gr\\u00fc')));
  expect(hook.raw).toContain('Gr\\u00fc\\u00dfe aus K\\u00f6ln \\ud83d\\udc4b');
  expect(/[\u0080-\uffff]/.test(hook.raw)).toBe(false);
  const signature = createHmac('sha256', appSecret).update(hook.raw).digest('hex');
  expect(hook.headers['x-hub-signature-256']).toBe(`sha256=${signature}`);
  const value = hook.body.entry[0].changes[0].value as MessagesValue;
  expect(value.messages?.[0].text?.body).toBe(text);
  expect(value.contacts?.[0].profile.name).toBe('Jürgen');
});

it('prices a service message in the window as free_customer_service', async () => {
  const waba = harness.emulator.emulator.addWaba();
  harness.emulator.emulator.inbound({
    phoneNumberId: waba.phoneNumberIds[0],
    from: '491510005678',
    type: 'text',
    text: 'Hallo',
  });
  const sent = await harness.client.sendSessionMessage(waba.accessToken, waba.phoneNumberIds[0], {
    to: '491510005678',
    body: 'Danke für Ihre Nachricht!',
  });
  const [hook] = (
    await harness.waitForWebhooks((r) => r.some((w) => w.raw.includes(sent.wamid)))
  ).filter((w) => w.raw.includes(sent.wamid));
  const value = hook.body.entry[0].changes[0].value as MessagesValue;
  expect(value.statuses?.[0].pricing).toEqual({
    billable: false,
    pricing_model: 'PMP',
    type: 'free_customer_service',
    category: 'service',
  });
});
