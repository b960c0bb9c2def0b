/**
 * Session messages (text and reply buttons) through the client to the emulator: Meta's shapes,
 * its limits, and the 24-hour window a person's message opens.
 */
import { CloudApiError } from '../../src/server/cloudapi/errors';
import { personWrites, startEmulator, type EmulatorHarness } from '../support/emulator';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba();
});
afterAll(() => harness.close());

const writes = (person: string) => personWrites(harness, waba.phoneNumberIds[0], person);

const send = (to: string, input: Record<string, unknown>) =>
  harness.client.sendSessionMessage(waba.accessToken, waba.phoneNumberIds[0], {
    to,
    body: 'Danke!',
    ...input,
  });

async function refusal(promise: Promise<unknown>): Promise<CloudApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CloudApiError);
  return error as CloudApiError;
}

it("sends a text answering the person, in Meta's request shape", async () => {
  const inbound = await writes('491700000101');
  const sent = await send('+491700000101', { replyTo: inbound });
  expect(sent.wamid).toMatch(/^wamid\./);
  expect(harness.emulator.emulator.sentMessage(sent.wamid)?.request).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '+491700000101',
    type: 'text',
    text: { body: 'Danke!' },
    context: { message_id: inbound },
  });
});

it('sends reply buttons as an interactive button message', async () => {
  await writes('491700000102');
  const sent = await send('491700000102', {
    buttons: [
      { id: 'yes', title: 'Anmelden' },
      { id: 'no', title: 'Stop' },
    ],
  });
  expect(harness.emulator.emulator.sentMessage(sent.wamid)?.request).toMatchObject({
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: 'Danke!' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'yes', title: 'Anmelden' } },
          { type: 'reply', reply: { id: 'no', title: 'Stop' } },
        ],
      },
    },
  });
});

it('refuses a session message to someone who never wrote: 131047, not retried', async () => {
  const error = await refusal(send('491700000103', {}));
  expect(error.code).toBe(131047);
  expect(error.action).toBe('giveUp');
});

it('refuses what Meta refuses: an empty text, long titles, more than three buttons', async () => {
  await writes('491700000104');
  expect((await refusal(send('491700000104', { body: '' }))).code).toBe(131008);
  const long = { buttons: [{ id: 'a', title: 'x'.repeat(21) }] };
  expect((await refusal(send('491700000104', long))).code).toBe(131009);
  const four = { buttons: ['a', 'b', 'c', 'd'].map((id) => ({ id, title: id })) };
  expect((await refusal(send('491700000104', four))).code).toBe(131009);
  const twice = { buttons: ['a', 'a'].map((id) => ({ id, title: id })) };
  expect((await refusal(send('491700000104', twice))).code).toBe(131009);
});
