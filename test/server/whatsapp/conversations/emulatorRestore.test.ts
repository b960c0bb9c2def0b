/**
 * A restart in emulated mode (issue 25): the bundled emulator keeps what people sent in memory,
 * so after a restart it learns the last day's messages from the threads. A window the person
 * opened before the restart is still open at "Meta": a free text answer goes out instead of
 * failing with 131047, and opening the thread marks the person's message read there. A message
 * older than a day is not restored (its window is closed at Meta as at Relay).
 */
import { personStartsConversation } from '../../../support/conversationRows';
import { receivedMessages, sentMessages } from '../../../support/personSide';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { callAs, serviceNumber, signInAll, waitFor } from './conversationCalls';

const person = '4917000009101';
const earlier = '4917000009102';
let database: TestDatabase;
let server: TestServer;
let conversationId: number;
let oldConversationId: number;

const env = { EMULATOR_STATUS_DELAY_FACTOR: '0.01', EMULATOR_FAILURE_RATE: '0' };
const at = () => ({
  controlUrl: `${server.baseUrl}/_graph/_emulator`,
  key: server.config.whatsapp.emulator.controlKey,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const before = await startTestServer(env, undefined, undefined, database);
  conversationId = await personStartsConversation(before, serviceNumber, person, {
    text: 'Haben Sie noch Plätze frei?',
  });
  oldConversationId = await personStartsConversation(before, serviceNumber, earlier);
  await before.app.close();
  // The older person wrote two days ago: their message moves back in the thread.
  await database.db.query(
    `update whatsapp_conversation_messages set at = at - interval '2 days'
     where conversation_id = $1`,
    [oldConversationId],
  );
  await database.db.query(
    `update whatsapp_conversations set last_inbound_at = last_inbound_at - interval '2 days',
       last_message_at = last_message_at - interval '2 days' where id = $1`,
    [oldConversationId],
  );
  server = await startTestServer(env, undefined, undefined, database);
});
afterAll(() => server?.close());

it('knows the last day’s messages again after the restart, and no older ones', async () => {
  const received = await receivedMessages(at(), { phoneNumberId: serviceNumber });
  expect(received.filter((m) => m.from === person)).toEqual([
    expect.objectContaining({ type: 'text', text: 'Haben Sie noch Plätze frei?', readAt: null }),
  ]);
  expect(received.filter((m) => m.from === earlier)).toEqual([]);
});

it('sends a free text answer in the window opened before the restart', async () => {
  const { marketer } = await signInAll(server);
  const answer = await callAs(server, marketer, `${conversationId}/messages`, 'POST', {
    type: 'text',
    text: 'Ja, im Februar noch zwei.',
  });
  expect(answer.status).toBe(201);
  const sent = await waitFor(async () => {
    const records = await sentMessages(at(), { phoneNumberId: serviceNumber, to: person });
    return records.find((r) => r.request.type === 'text');
  }, 'the answer at the emulator');
  expect(sent.request).toMatchObject({ text: { body: 'Ja, im Februar noch zwei.' } });

  // Opening the thread marks the person's message read at the emulator.
  expect((await callAs(server, marketer, `${conversationId}/read`, 'POST')).status).toBe(204);
  await waitFor(async () => {
    const [message] = await receivedMessages(at(), { phoneNumberId: serviceNumber, from: person });
    return message?.readAt ?? undefined;
  }, 'the read receipt at the emulator');
});
