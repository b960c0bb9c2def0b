/**
 * Our newsletters in the threads (issue 25): a newsletter sent to a person who has a
 * conversation joins that thread as it is sent (the send path's own statement); a person who
 * answers a newsletter starts a conversation that holds the newsletter they answered.
 */
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith, insertNewsletter } from '../newsletters/newsletterFixtures';
import {
  approveTemplate,
  demoSender,
  emulatorSends,
  waitFor,
} from '../newsletters/sendingFixtures';
import { arrived, inboxCalls, personSends, settled } from './conversationTestServer';

let server: TestServer;
let marketer: string;

beforeAll(async () => {
  server = await startTestServer({
    EMULATOR_REVIEW_DELAY_MS: '10',
    EMULATOR_STATUS_DELAY_FACTOR: '0.01',
    EMULATOR_FAILURE_RATE: '0',
    NEWSLETTER_LEASE_SECONDS: '2',
    NEWSLETTER_SETTLE_SECONDS: '4',
  });
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  await approveTemplate(server);
});
afterAll(() => server?.close());

it('a sent newsletter joins the thread of a person who wrote; an answer to it starts one', async () => {
  const calls = inboxCalls(server);
  const accountId = await accountIdOf(server.db);
  const sender = await demoSender(server);
  const ruth = '+4915144400001';
  const sven = '+4915144400002';
  const first = await personSends(server, ruth.slice(1), {
    type: 'text',
    text: 'Ich bin interessiert',
    name: 'Ruth',
  });
  const { conversation_id: ruthsId } = await arrived(server, first);
  await settled(server);

  const group = await groupWith(server.db, accountId, 'Gesprächspartner', [
    { key: 'ruth', telnr: ruth, firstname: 'Ruth' },
    { key: 'sven', telnr: sven, firstname: 'Sven' },
  ]);
  const id = await insertNewsletter(server.db, {
    accountId,
    name: 'Herbstreisen',
    profileId: group.id,
    phoneNumberId: sender.phone,
  });
  const started = await caller(server)(marketer, '/WhatsAppApi/newsletter/startSending', 'POST', {
    newsletterId: id,
    templateId: 1,
    businessAccountId: sender.waba,
  });
  expect(started.status).toBe(200);
  const rows = await waitFor(
    () =>
      server.db.query<{ telnr: string; wamid: string; state: string }>(
        `select telnr, wamid, state from whatsapp_newsletter_recipients
         where newsletter_id = $1 order by telnr`,
        [id],
      ),
    (list) => list.length === 2 && list.every((row) => row.state === 'sent'),
  );
  await settled(server);

  // Ruth's thread holds the newsletter as ours, with its delivery state; her conversation's last
  // message is it.
  const ruthsThread = await calls.thread(marketer, ruthsId);
  const sent = ruthsThread.items.find((m) => m.kind === 'newsletter');
  expect(sent).toMatchObject({
    direction: 'out',
    newsletter: { id, name: 'Herbstreisen' },
    status: expect.stringMatching(/sent|delivered|read/),
  });
  const [ruthsSummary] = (await calls.list(marketer, { searchTerm: ruth })).items;
  expect(ruthsSummary).toMatchObject({
    lastMessageKind: 'newsletter',
    lastMessageDirection: 'out',
  });
  // Sven never wrote: no conversation for him, however many newsletters he gets.
  expect((await calls.list(marketer, { searchTerm: sven })).total).toBe(0);

  // Sven answers the newsletter: his new conversation starts with it.
  const svensNewsletter = rows.find((row) => row.telnr === sven)!;
  expect((await emulatorSends(server, sven.slice(1))).map((m) => m.wamid)).toContain(
    svensNewsletter.wamid,
  );
  const answer = await personSends(server, sven.slice(1), {
    type: 'text',
    text: 'Gibt es auch Termine im Februar?',
    messageId: svensNewsletter.wamid,
    name: 'Sven',
  });
  const { conversation_id: svensId } = await arrived(server, answer);
  await settled(server);
  const { items } = await calls.thread(marketer, svensId);
  const person = items.filter((m) => m.kind !== 'doubleOptIn');
  expect(person.map((m) => [m.direction, m.kind])).toEqual([
    ['out', 'newsletter'],
    ['in', 'text'],
  ]);
  expect(person[0].newsletter).toEqual({ id, name: 'Herbstreisen' });
  expect(person[1].replyTo).toBe(person[0].id);
  const detail = await calls.detail(marketer, svensId);
  expect(detail).toMatchObject({
    name: 'Sven Last sven',
    newsletter: { id, name: 'Herbstreisen' },
    unreadCount: 1,
  });
});
