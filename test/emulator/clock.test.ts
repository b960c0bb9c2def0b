/**
 * The emulator's clock: the control API moves it on, and the service window, webhook timestamps,
 * read times and scheduled work follow it, so "24 hours later" is tried offline. Meta refuses a
 * free-form message once the person's last message is 24 hours old (131047,
 * https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes)
 * and still takes a template.
 */
import type { MessagesValue } from '../../src/server/cloudapi/graphTypes';
import { EmulatorClock } from '../../src/emulator/clock';
import { CloudApiError } from '../../src/server/cloudapi/errors';
import { approvedTemplate, call, startEmulator, type EmulatorHarness } from '../support/emulator';
import {
  advanceEmulatorClock,
  controlOfHarness,
  emulatorClock,
  hours,
  personAnswers,
  receivedMessages,
  type Person,
} from '../support/personSide';

describe('EmulatorClock', () => {
  it('runs work that falls due in the order of its time, and only that', () => {
    let real = 1_000_000;
    const clock = new EmulatorClock(() => real);
    const ran: string[] = [];
    clock.later(hours(3), () => ran.push('third'));
    clock.later(hours(1), () => ran.push('first'));
    clock.later(hours(2), () => ran.push('second'));
    clock.advance(hours(2) + 1);
    expect(ran).toEqual(['first', 'second']);
    expect(clock.now()).toBe(real + hours(2) + 1);
    real += hours(1);
    clock.advance(0);
    expect(ran).toEqual(['first', 'second', 'third']);
    clock.advance(hours(5));
    expect(ran).toHaveLength(3);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(clock.offsetMs).toBe(hours(7) + 1);
    clock.close();
  });
});

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba();
});
afterAll(() => harness.close());

const at = () => controlOfHarness(harness);
const text = (to: string) =>
  harness.client.sendSessionMessage(waba.accessToken, waba.phoneNumberIds[0], {
    to,
    body: 'Ja, am 12. Februar.',
  });

it('starts at the real time, moved on by nothing', async () => {
  const before = Date.now();
  const clock = await emulatorClock(at());
  expect(clock.offsetMs).toBe(0);
  expect(clock.nowMs).toBeGreaterThanOrEqual(before);
  expect(clock.nowMs).toBeLessThanOrEqual(Date.now());
  expect(new Date(clock.now).getTime()).toBe(clock.nowMs);
});

it('refuses bad moves with a clear error and leaves the clock where it was', async () => {
  for (const body of [
    {},
    { advanceMs: -1 },
    { advanceMs: 'soon' },
    { advanceMs: 1.5 },
    { advanceMs: 1e12 },
  ]) {
    const response = await call(`${harness.graphUrl}/_emulator/clock`, {
      token: harness.controlKey,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(100);
  }
  const noKey = await call(`${harness.graphUrl}/_emulator/clock`, { body: { advanceMs: 1 } });
  expect(noKey.status).toBe(401);
  expect((await emulatorClock(at())).offsetMs).toBe(0);
});

it('closes the service window 24 hours on: free text is refused with 131047, a template goes', async () => {
  const person: Person = { phoneNumberId: waba.phoneNumberIds[0], from: '491700000401' };
  const template = await approvedTemplate(harness, waba.accessToken, waba.wabaId, 'window_test');
  expect(template.id).toMatch(/^\d+$/);
  await personAnswers(at(), person, 'Gibt es auch Termine im Februar?');
  expect((await text(person.from)).wamid).toMatch(/^wamid\./);

  await advanceEmulatorClock(at(), hours(23));
  expect((await text(person.from)).wamid).toMatch(/^wamid\./);

  const moved = await advanceEmulatorClock(at(), hours(1) + 1000);
  expect(moved.offsetMs).toBe(hours(24) + 1000);
  const refused = await text(person.from).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(CloudApiError);
  expect((refused as CloudApiError).code).toBe(131047);
  const sent = await harness.client.sendTemplate(waba.accessToken, waba.phoneNumberIds[0], {
    to: person.from,
    name: 'window_test',
    language: 'de',
    components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
  });
  expect(sent.wamid).toMatch(/^wamid\./);

  // The person writes again: the window opens anew.
  await personAnswers(at(), person, 'Und im März?');
  expect((await text(person.from)).wamid).toMatch(/^wamid\./);
});

it('stamps webhooks and read times with the moved clock', async () => {
  const offset = (await emulatorClock(at())).offsetMs;
  expect(offset).toBeGreaterThan(hours(24));
  const person: Person = { phoneNumberId: waba.phoneNumberIds[0], from: '491700000402' };
  const before = Date.now();
  const message = await personAnswers(at(), person, 'Hallo');
  expect(Number(message.timestamp)).toBeGreaterThanOrEqual(Math.floor((before + offset) / 1000));
  await harness.waitForWebhooks((all) =>
    all.some((w) =>
      (w.body.entry[0].changes[0].value as MessagesValue).messages?.some(
        (m) => m.id === message.id,
      ),
    ),
  );
  await harness.client.markRead(waba.accessToken, person.phoneNumberId, message.id);
  const [listed] = await receivedMessages(at(), { from: person.from });
  expect(listed.at).toBeGreaterThanOrEqual(before + offset);
  expect(listed.readAt).toBeGreaterThanOrEqual(listed.at);
});

it('runs work that falls due when the clock passes it: a review an hour away', async () => {
  const slow = await startEmulator({ reviewDelayMs: hours(1) });
  try {
    const own = slow.emulator.emulator.addWaba();
    const created = await slow.client.createTemplate(own.accessToken, own.wabaId, {
      name: 'slow_review',
      language: 'de',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Hallo, unser Angebot wartet auf Sie.' }],
    });
    expect((await slow.client.getTemplate(own.accessToken, created.id)).status).toBe('PENDING');
    const before = Date.now();
    await advanceEmulatorClock(controlOfHarness(slow), hours(1));
    expect((await slow.client.getTemplate(own.accessToken, created.id)).status).toBe('APPROVED');
    const [hook] = await slow.waitForWebhooks((all) =>
      all.some((w) => w.body.entry[0].changes[0].field === 'message_template_status_update'),
    );
    expect(hook.body.entry[0].time).toBeGreaterThanOrEqual(Math.floor((before + hours(1)) / 1000));
  } finally {
    await slow.close();
  }
});
