/**
 * The person's read state: what people sent, listed by the control API with `readAt`, set when
 * the business marks a message read; marking one marks the person's earlier ones to that number
 * read too (Meta's mark-as-read guide), and leaves later ones and other people's unread.
 */
import { call, startEmulator, type EmulatorHarness } from '../support/emulator';
import {
  controlOfHarness,
  personAnswers,
  personSendsImage,
  receivedMessages,
  waitUntilRead,
  type Person,
} from '../support/personSide';

let harness: EmulatorHarness;
let waba: { wabaId: string; accessToken: string; phoneNumberIds: string[] };

beforeAll(async () => {
  harness = await startEmulator();
  waba = harness.emulator.emulator.addWaba({ phoneNumbers: [{}, {}] });
});
afterAll(() => harness.close());

const at = () => controlOfHarness(harness);
const markRead = (phoneNumberId: string, wamid: string) =>
  harness.client.markRead(waba.accessToken, phoneNumberId, wamid);

it('lists what a person sent, oldest first, unread until the business reads it', async () => {
  const person: Person = { phoneNumberId: waba.phoneNumberIds[0], from: '+49 170 0000301' };
  const first = await personAnswers(at(), person, 'Gibt es auch Termine im Februar?');
  const second = await personSendsImage(at(), person, { caption: 'So sieht es aus' });
  const listed = await receivedMessages(at(), {
    phoneNumberId: person.phoneNumberId,
    from: person.from,
  });
  expect(listed).toEqual([
    {
      id: first.id,
      phoneNumberId: person.phoneNumberId,
      from: '491700000301',
      type: 'text',
      at: expect.any(Number),
      text: 'Gibt es auch Termine im Februar?',
      readAt: null,
    },
    expect.objectContaining({
      id: second.id,
      type: 'image',
      text: 'So sieht es aus',
      mediaId: second.image!.id,
      readAt: null,
    }),
  ]);
  // The webhook's timestamp is the same moment, in seconds.
  expect(Math.floor(listed[0].at / 1000)).toBe(Number(first.timestamp));
});

it('marks the message and the earlier ones read, not the later ones or other threads', async () => {
  const anna: Person = { phoneNumberId: waba.phoneNumberIds[0], from: '491700000302' };
  const ben: Person = { phoneNumberId: waba.phoneNumberIds[0], from: '491700000303' };
  const annaOnOther: Person = { ...anna, phoneNumberId: waba.phoneNumberIds[1] };
  const one = await personAnswers(at(), anna, 'Eins');
  const two = await personAnswers(at(), anna, 'Zwei');
  const three = await personAnswers(at(), anna, 'Drei');
  const bens = await personAnswers(at(), ben, 'Hallo');
  const elsewhere = await personAnswers(at(), annaOnOther, 'Andere Nummer');

  const before = Date.now();
  await markRead(anna.phoneNumberId, two.id);
  const readAt = (person: Person) =>
    receivedMessages(at(), { phoneNumberId: person.phoneNumberId, from: person.from }).then(
      (messages) => Object.fromEntries(messages.map((m) => [m.id, m.readAt])),
    );
  const annas = await readAt(anna);
  expect(annas[one.id]).toBeGreaterThanOrEqual(before);
  expect(annas[two.id]).toBe(annas[one.id]);
  expect(annas[three.id]).toBeNull();
  expect((await readAt(ben))[bens.id]).toBeNull();
  expect((await readAt(annaOnOther))[elsewhere.id]).toBeNull();

  await markRead(anna.phoneNumberId, three.id);
  const later = await readAt(anna);
  expect(later[three.id]).toBeGreaterThanOrEqual(annas[two.id]!);
  expect(later[one.id]).toBe(annas[one.id]); // the first time stays
  expect((await waitUntilRead(at(), anna, three.id)).readAt).toBe(later[three.id]);
});

it("refuses to mark another number's message read, and leaves it unread", async () => {
  const person: Person = { phoneNumberId: waba.phoneNumberIds[0], from: '491700000304' };
  const message = await personAnswers(at(), person, 'Hallo');
  await expect(markRead(waba.phoneNumberIds[1], message.id)).rejects.toMatchObject({ code: 100 });
  const [listed] = await receivedMessages(at(), { from: person.from });
  expect(listed.readAt).toBeNull();
});

it('filters by number alone, and checks its query', async () => {
  const listed = await receivedMessages(at(), { phoneNumberId: waba.phoneNumberIds[1] });
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((m) => m.phoneNumberId === waba.phoneNumberIds[1])).toBe(true);
  expect(await receivedMessages(at(), { from: 'niemand' })).toEqual([]);
  const tooLong = await call(`${harness.graphUrl}/_emulator/received?from=${'1'.repeat(65)}`, {
    token: harness.controlKey,
  });
  expect(tooLong.status).toBe(400);
  const noKey = await call(`${harness.graphUrl}/_emulator/received`);
  expect(noKey.status).toBe(401);
});
