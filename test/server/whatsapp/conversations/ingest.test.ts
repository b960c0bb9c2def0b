/**
 * People's messages become conversations (issue 25): a person writes, taps, reacts and sends an
 * image to the demo number through the emulator's control API; the emulator's signed webhooks
 * reach the server, processing files each message into the person's thread once, and the inbox
 * calls show it. Replays add nothing; a closed conversation reopens on a new message.
 */
import { encodePng } from '../../../../src/server/media/pngEncoder';
import { personSendsDocument, personSendsImage } from '../../../support/personSide';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { tokenOf } from '../doubleOptIn/doiTestServer';
import {
  arrived,
  demoPhoneGraphId,
  inboxCalls,
  personSends,
  replayWebhookOf,
  settled,
} from './conversationTestServer';

let server: TestServer;
let marketer: string;
let calls: ReturnType<typeof inboxCalls>;

beforeAll(async () => {
  server = await startTestServer({
    EMULATOR_STATUS_DELAY_FACTOR: '0.01',
    EMULATOR_FAILURE_RATE: '0',
  });
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  calls = inboxCalls(server);
});
afterAll(() => server?.close());

const lena = '4917011110001';

describe('one person writes', () => {
  let conversationId = '';
  let question = '';

  it('a text starts an unread conversation named by their WhatsApp profile', async () => {
    question = await personSends(server, lena, {
      type: 'text',
      text: 'Gibt es auch Termine im Februar?',
      name: 'Lena Sommer',
    });
    conversationId = (await arrived(server, question)).conversation_id;
    await settled(server);
    const { items } = await calls.list(marketer);
    const summary = items.find((item) => item.waId === lena);
    expect(summary).toMatchObject({
      id: Number(conversationId),
      name: 'Lena Sommer',
      subscriberId: null,
      state: 'open',
      assignee: null,
      unreadCount: 1,
      // The demo number's double opt-in answers every text (its "reply message"): the last
      // message is that answer, ours.
      lastMessagePreview: expect.stringContaining('„Stop“'),
      lastMessageKind: 'doubleOptIn',
      lastMessageDirection: 'out',
      newsletter: null,
      optedOut: false,
    });
    // The window is open for 24 hours from the person's message.
    const [written] = (await calls.thread(marketer, conversationId)).items;
    expect(Date.parse(summary!.windowClosesAt!) - Date.parse(written.at)).toBe(24 * 3600_000);
    expect(await calls.detail(marketer, conversationId)).toMatchObject({
      canReply: true,
      canSendText: true,
    });
    const thread = await calls.thread(marketer, conversationId);
    expect(thread.nextBefore).toBeNull();
    expect(thread.items.map((m) => [m.direction, m.kind])).toEqual([
      ['in', 'text'],
      ['out', 'doubleOptIn'],
    ]);
    expect(thread.items.slice(0, 1)).toEqual([
      expect.objectContaining({
        direction: 'in',
        kind: 'text',
        text: 'Gibt es auch Termine im Februar?',
        status: null,
        replyTo: null,
        media: null,
      }),
    ]);
  });

  it('a tap, a reaction and an image join the same thread; the reaction names its target', async () => {
    const tap = await personSends(server, lena, {
      type: 'interactive',
      text: 'Ja, gerne',
      payload: 'offer-yes',
      name: 'Lena Sommer',
    });
    await personSends(server, lena, {
      type: 'reaction',
      emoji: '👍',
      messageId: question,
      name: 'Lena Sommer',
    });
    const image = await personSends(server, lena, {
      type: 'image',
      text: 'Unser Hund',
      mimeType: 'image/png',
      name: 'Lena Sommer',
    });
    expect((await arrived(server, image)).conversation_id).toBe(conversationId);
    expect((await arrived(server, tap)).conversation_id).toBe(conversationId);
    await settled(server);
    const { items: all } = await calls.thread(marketer, conversationId);
    // The demo number's double opt-in answered the first text; that answer is in the thread
    // too, as ours, with its delivery state from Meta's status webhooks.
    const answers = all.filter((m) => m.kind === 'doubleOptIn');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ direction: 'out', status: 'read' });
    expect(answers[0].text).toContain('„Stop“');
    const items = all.filter((m) => m.kind !== 'doubleOptIn');
    expect(items.map((m) => [m.direction, m.kind, m.text])).toEqual([
      ['in', 'text', 'Gibt es auch Termine im Februar?'],
      ['in', 'button', 'Ja, gerne'],
      ['in', 'reaction', '👍'],
      ['in', 'media', 'Unser Hund'],
    ]);
    expect(items[2].replyTo).toBe(items[0].id);
    const { items: inbox } = await calls.list(marketer, { searchTerm: lena });
    expect(inbox).toEqual([
      expect.objectContaining({
        unreadCount: 4,
        lastMessageKind: 'media',
        lastMessagePreview: 'Unser Hund',
      }),
    ]);
  });

  it('a replayed webhook adds nothing', async () => {
    const before = await calls.thread(marketer, conversationId);
    await replayWebhookOf(server, question);
    await replayWebhookOf(server, question);
    await settled(server);
    expect(await calls.thread(marketer, conversationId)).toEqual(before);
    const { items } = await calls.list(marketer, { searchTerm: lena });
    expect(items[0].unreadCount).toBe(4);
  });

  it('a closed conversation reopens on a new message, and says so in the thread', async () => {
    // Closing is the answer side's call (conv-answers); here the state is set as it leaves it.
    await server.db.query(`update whatsapp_conversations set state = 'closed' where id = $1`, [
      conversationId,
    ]);
    expect((await calls.list(marketer, { filter: 'closed', searchTerm: lena })).total).toBe(1);
    await personSends(server, lena, { type: 'text', text: 'Noch eine Frage', name: 'Lena Sommer' });
    await waitForState('open');
    await settled(server);
    const { items: all } = await calls.thread(marketer, conversationId);
    const items = all.filter((m) => m.kind !== 'doubleOptIn');
    expect(items.slice(-2).map((m) => [m.direction, m.kind, m.text, m.event?.type])).toEqual([
      ['in', 'text', 'Noch eine Frage', undefined],
      ['internal', 'event', '', 'reopened'],
    ]);
    expect((await calls.list(marketer, { filter: 'closed', searchTerm: lena })).total).toBe(0);
    expect((await calls.list(marketer, { filter: 'open', searchTerm: lena })).total).toBe(1);
  });

  async function waitForState(state: string) {
    for (let i = 0; i < 400; i++) {
      const [row] = await server.db.query<{ state: string }>(
        'select state from whatsapp_conversations where id = $1',
        [conversationId],
      );
      if (row.state === state) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the conversation did not become ${state}`);
  }
});

it('a known subscriber is named by the subscriber list, and a message notifies the assignee', async () => {
  const telnr = '+4917011110002';
  const [{ id: accountId }] = await server.db.query<{ id: number }>(
    `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
  );
  await server.db.query(
    `insert into subscribers (account_id, firstname, lastname, telnr, doi_status)
     values ($1, 'Jonas', 'Winter', $2, 'optedOut')`,
    [accountId, telnr],
  );
  const first = await personSends(server, telnr.slice(1), { type: 'text', text: 'Hallo' });
  const { conversation_id: id } = await arrived(server, first);
  await settled(server);
  expect(await calls.detail(marketer, id)).toMatchObject({
    name: 'Jonas Winter',
    optedOut: true,
    // Opted out of newsletters, yet inside the window they opened an answer is allowed.
    canSendText: true,
  });
  const [marketerRow] = await server.db.query<{ id: number }>(
    `select id from users where username = 'marketer'`,
  );
  // Assigning is the answer side's call; here the conversation is assigned as it leaves it.
  await server.db.query('update whatsapp_conversations set assigned_user_id = $2 where id = $1', [
    id,
    marketerRow.id,
  ]);
  const second = await personSends(server, telnr.slice(1), { type: 'text', text: 'Bitte melden' });
  await arrived(server, second);
  await settled(server);
  const notifications = await server.db.query<{ text: string; link_url: string }>(
    `select text, link_url from notifications where user_id = $1 and account_id = $2
       and link_url = $3`,
    [marketerRow.id, accountId, `/WhatsApp/Conversations/${id}`],
  );
  expect(notifications).toEqual([
    {
      text: 'Neue Nachricht von Jonas Winter in einer Ihnen zugewiesenen Unterhaltung.',
      link_url: `/WhatsApp/Conversations/${id}`,
    },
  ]);
  const { items } = await calls.list(marketer, { filter: 'mine' });
  expect(items.map((item) => item.id)).toEqual([Number(id)]);
  expect(items[0].assignee).toEqual({ id: marketerRow.id, name: 'Max Marketing' });
});

describe('media a person sends', () => {
  const person = { phoneNumberId: demoPhoneGraphId, from: '4917011110003', name: 'Mia Maler' };
  const at = () => ({
    controlUrl: `${server.baseUrl}/_graph/_emulator`,
    key: server.config.whatsapp.emulator.controlKey,
  });

  /** The thread message of `wamid` once its media is kept. */
  async function kept(wamid: string) {
    const { conversation_id: id } = await arrived(server, wamid);
    await settled(server);
    const { items } = await calls.thread(marketer, id);
    return items.find((m) => m.kind === 'media' && m.media !== null)!;
  }

  it('an image is fetched from Meta by a job, kept in the media storage and shown from there', async () => {
    const png = encodePng(4, 4, () => [200, 40, 40]);
    const sent = await personSendsImage(at(), person, {
      caption: 'So sieht es aus',
      bytes: png,
      mimeType: 'image/png',
    });
    const message = await kept(sent.id);
    expect(message).toMatchObject({
      direction: 'in',
      kind: 'media',
      text: 'So sieht es aus',
      media: { mimeType: 'image/png', fileName: null, url: expect.stringMatching(/\.png$/) },
    });
    const file = await fetch(`${server.baseUrl}${message.media!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a document keeps its file name', async () => {
    const sent = await personSendsDocument(at(), person, {
      bytes: Buffer.from('%PDF-1.4 Anmeldung'),
      mimeType: 'application/pdf',
      filename: 'Anmeldung.pdf',
    });
    const { conversation_id: id } = await arrived(server, sent.id);
    await settled(server);
    const { items } = await calls.thread(marketer, id);
    const document = items.find((m) => m.media?.fileName === 'Anmeldung.pdf')!;
    expect(document.media!.mimeType).toBe('application/pdf');
    const file = await fetch(`${server.baseUrl}${document.media!.url}`);
    expect(await file.text()).toBe('%PDF-1.4 Anmeldung');
  });

  it('a file that is not kept answers 404', async () => {
    const response = await fetch(
      `${server.baseUrl}/ConversationMedia/1/00000000-0000-0000-0000-000000000000.png`,
    );
    expect(response.status).toBe(404);
    expect((await fetch(`${server.baseUrl}/ConversationMedia/1/..%2F..%2Fx.png`)).status).toBe(404);
  });
});
