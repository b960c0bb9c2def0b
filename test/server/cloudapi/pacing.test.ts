/**
 * The client's pacing against the emulator on real time: many concurrent sends through one
 * number of 80 messages/s without a single 130429. The rate itself is measured by the benchmark,
 * not asserted here.
 */
import { sendPaced } from '../../../src/server/cloudapi/pacedSend';
import { SendPacer } from '../../../src/server/cloudapi/pacer';
import { approvedTemplate, startEmulator, type EmulatorHarness } from '../../support/emulator';

let harness: EmulatorHarness;

beforeAll(async () => {
  harness = await startEmulator({ statusDelayFactor: 0 });
});
afterAll(() => harness.close());

it('keeps to 80 messages per second against the emulator without one 130429', async () => {
  const { wabaId, accessToken, phoneNumberIds } = harness.emulator.emulator.addWaba({
    messagingLimit: null,
    phoneNumbers: [{ throughput: 80 }],
  });
  await approvedTemplate(harness, accessToken, wabaId);
  const pacer = new SendPacer({ defaultRate: 80 });
  const target = { token: accessToken, phoneNumberId: phoneNumberIds[0], accountId: wabaId };
  const results = await Promise.allSettled(
    Array.from({ length: 200 }, (_, i) =>
      sendPaced(
        harness.client,
        pacer,
        target,
        {
          to: `4915100${String(i).padStart(5, '0')}`,
          name: 'spring_offer',
          language: 'de',
          components: [{ type: 'body', parameters: [{ type: 'text', text: `R${i}` }] }],
        },
        { maxThroughputRetries: 0 }, // a 130429 would fail the send instead of being retried
      ),
    ),
  );
  const failures = results.filter((r) => r.status === 'rejected');
  expect(failures).toEqual([]);
  expect(
    harness.emulator.emulator.sent.filter((m) => m.phoneNumberId === phoneNumberIds[0]),
  ).toHaveLength(200);
});

it('stops at the messaging limit instead of sending into a 131048', async () => {
  const { wabaId, accessToken, phoneNumberIds } = harness.emulator.emulator.addWaba({
    messagingLimit: 3,
  });
  await approvedTemplate(harness, accessToken, wabaId);
  const pacer = new SendPacer();
  pacer.setMessagingLimit(wabaId, 3);
  const target = { token: accessToken, phoneNumberId: phoneNumberIds[0], accountId: wabaId };
  const outcomes = [];
  for (let i = 0; i < 5; i++) {
    const result = await sendPaced(harness.client, pacer, target, {
      to: `4915200000${i}`,
      name: 'spring_offer',
      language: 'de',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
    });
    outcomes.push(result.ok ? 'sent' : result.reason);
  }
  expect(outcomes).toEqual(['sent', 'sent', 'sent', 'messagingLimit', 'messagingLimit']);
});

it('backs off and retries after a 130429 it did not cause', async () => {
  const { wabaId, accessToken, phoneNumberIds } = harness.emulator.emulator.addWaba();
  await approvedTemplate(harness, accessToken, wabaId);
  harness.emulator.emulator.forceErrors(phoneNumberIds[0], 130429, 1);
  const pacer = new SendPacer();
  const result = await sendPaced(
    harness.client,
    pacer,
    { token: accessToken, phoneNumberId: phoneNumberIds[0], accountId: wabaId },
    {
      to: '491530000001',
      name: 'spring_offer',
      language: 'de',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
    },
  );
  expect(result).toMatchObject({ ok: true, wamid: expect.stringMatching(/^wamid\./) });
});
