/**
 * Meta's limits per https://developers.facebook.com/docs/whatsapp/throughput and
 * https://developers.facebook.com/docs/whatsapp/messaging-limits: the pair rate limit (131056
 * after a burst of 45 to one person), the daily limit used up only outside a customer service
 * window, and inbound messages taking throughput.
 */
import { approvedTemplate, call, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
beforeAll(async () => {
  harness = await startEmulator();
});
afterAll(() => harness.close());

async function account(input: Parameters<EmulatorHarness['emulator']['emulator']['addWaba']>[0]) {
  const waba = harness.emulator.emulator.addWaba(input);
  await approvedTemplate(harness, waba.accessToken, waba.wabaId);
  const send = (to: string) =>
    call(`${harness.base}/${waba.phoneNumberIds[0]}/messages`, {
      token: waba.accessToken,
      body: {
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: {
          name: 'spring_offer',
          language: { code: 'de' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
        },
      },
    });
  return { ...waba, send };
}

it("answers 131056 with Meta's body after a burst of 45 to one person, others unaffected", async () => {
  const waba = await account({ messagingLimit: null });
  const statuses: number[] = [];
  for (let i = 0; i < 46; i++) statuses.push((await waba.send('491510000777')).status);
  expect(statuses.slice(0, 45).every((s) => s === 200)).toBe(true);
  const refused = await waba.send('491510000777');
  expect(refused).toMatchObject({
    status: 400,
    body: {
      error: {
        message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
        code: 131056,
        error_data: {
          messaging_product: 'whatsapp',
          details: expect.stringContaining('same phone number in a short period of time'),
        },
      },
    },
  });
  expect((await waba.send('491510000778')).status).toBe(200);
});

it('does not use up the daily limit for a person whose service window is open', async () => {
  const waba = await account({ messagingLimit: 1 });
  harness.emulator.emulator.inbound({
    phoneNumberId: waba.phoneNumberIds[0],
    from: '491510000801',
    type: 'text',
    text: 'Hallo',
  });
  expect((await waba.send('491510000801')).status).toBe(200);
  expect((await waba.send('491510000802')).status).toBe(200);
  expect((await waba.send('491510000803')).body.error.code).toBe(131048);
});

it('counts inbound messages toward the number’s throughput', async () => {
  const waba = await account({ messagingLimit: null, phoneNumbers: [{ throughput: 2 }] });
  for (const from of ['491510000901', '491510000902']) {
    harness.emulator.emulator.inbound({
      phoneNumberId: waba.phoneNumberIds[0],
      from,
      type: 'text',
      text: 'Hi',
    });
  }
  expect((await waba.send('491510000903')).body.error.code).toBe(130429);
});
