/** Replies, quick-reply clicks and reactions of simulated recipients, as webhooks. */
import type { InboundMessage, MessagesValue } from '../../src/server/cloudapi/graphTypes';
import { call, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
let waba: { wabaId: string; phoneNumberIds: string[] };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({
    phoneNumbers: [{ displayPhoneNumber: '+49 40 7654321' }],
  });
});
afterAll(() => harness.close());

async function inbound(body: Record<string, unknown>): Promise<MessagesValue> {
  const before = harness.webhooks.length;
  const response = await call(`${harness.graphUrl}/_emulator/recipients/491700000001/messages`, {
    token: harness.controlKey,
    body: { phoneNumberId: waba.phoneNumberIds[0], name: 'Anna', ...body },
  });
  expect(response.status).toBe(201);
  const received = await harness.waitForWebhooks((all) => all.length > before);
  const envelope = received[before].body;
  expect(envelope.object).toBe('whatsapp_business_account');
  expect(envelope.entry[0].id).toBe(waba.wabaId);
  expect(envelope.entry[0].changes[0].field).toBe('messages');
  return envelope.entry[0].changes[0].value as MessagesValue;
}

const common = (value: MessagesValue): InboundMessage => {
  expect(value).toMatchObject({
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '49407654321', phone_number_id: waba.phoneNumberIds[0] },
    contacts: [{ profile: { name: 'Anna' }, wa_id: '491700000001' }],
  });
  const [message] = value.messages!;
  expect(message).toMatchObject({
    from: '491700000001',
    id: expect.stringMatching(/^wamid\./),
    timestamp: expect.stringMatching(/^\d+$/),
  });
  return message;
};

it('reports a text reply with its context', async () => {
  const message = common(await inbound({ type: 'text', text: 'Danke!', messageId: 'wamid.X' }));
  expect(message).toMatchObject({
    type: 'text',
    text: { body: 'Danke!' },
    context: { from: '49407654321', id: 'wamid.X' },
  });
});

it('reports a quick-reply click on a template as a button message', async () => {
  const message = common(
    await inbound({ type: 'button', text: 'Stop', payload: 'STOP_PROMOS', messageId: 'wamid.Y' }),
  );
  expect(message).toMatchObject({
    type: 'button',
    button: { text: 'Stop', payload: 'STOP_PROMOS' },
    context: { id: 'wamid.Y' },
  });
});

it('reports an interactive button reply', async () => {
  const message = common(await inbound({ type: 'interactive', text: 'Ja', payload: 'yes' }));
  expect(message.interactive).toEqual({
    type: 'button_reply',
    button_reply: { id: 'yes', title: 'Ja' },
  });
});

it('reports an emoji reaction to a message', async () => {
  const message = common(await inbound({ type: 'reaction', emoji: '❤️', messageId: 'wamid.Z' }));
  expect(message).toMatchObject({
    type: 'reaction',
    reaction: { message_id: 'wamid.Z', emoji: '❤️' },
  });
});
