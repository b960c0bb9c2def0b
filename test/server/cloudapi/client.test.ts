/** Every typed call of the client against the emulator: the embedded signup's and templates'. */
import {
  appId,
  approvedTemplate,
  startEmulator,
  type EmulatorHarness,
} from '../../support/emulator';

let harness: EmulatorHarness;

beforeAll(async () => {
  harness = await startEmulator();
});
afterAll(() => harness.close());

it('walks the embedded signup: code exchange, subscribe, list, register', async () => {
  const { wabaId, code, phoneNumberIds } = harness.emulator.emulator.addWaba({
    subscribed: false,
    phoneNumbers: [{ registered: false }],
  });
  const { accessToken } = await harness.client.exchangeCode(code);
  await harness.client.subscribeApp(accessToken, wabaId);
  const [phone] = await harness.client.listPhoneNumbers(accessToken, wabaId);
  expect(phone).toMatchObject({ id: phoneNumberIds[0], status: 'PENDING' });
  await harness.client.registerPhoneNumber(accessToken, phone.id, '246810');
  expect(await harness.client.getPhoneNumber(accessToken, phone.id)).toMatchObject({
    status: 'CONNECTED',
    quality_rating: 'GREEN',
    throughput: { level: 'STANDARD' },
    whatsapp_business_manager_messaging_limit: 'TIER_250',
  });
  expect(appId).toBeTruthy();
});

it('creates, lists, sends and deletes a template', async () => {
  const { wabaId, accessToken, phoneNumberIds } = harness.emulator.emulator.addWaba();
  const created = await approvedTemplate(harness, accessToken, wabaId, 'autumn_news');
  const [listed] = await harness.client.listTemplates(accessToken, wabaId, { name: 'autumn_news' });
  expect(listed).toMatchObject({ id: created.id, status: 'APPROVED', language: 'de' });

  const sent = await harness.client.sendTemplate(accessToken, phoneNumberIds[0], {
    to: '+491510000042',
    name: 'autumn_news',
    language: 'de',
    components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
    bizOpaqueCallbackData: 'row-42',
  });
  expect(sent).toEqual({ wamid: expect.stringMatching(/^wamid\./), waId: '491510000042' });
  expect(harness.emulator.emulator.sentMessage(sent.wamid)?.request).toMatchObject({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '+491510000042',
    type: 'template',
    biz_opaque_callback_data: 'row-42',
  });

  await harness.client.deleteTemplate(accessToken, wabaId, 'autumn_news');
  expect(await harness.client.listTemplates(accessToken, wabaId)).toEqual([]);
});
