/**
 * The inbox's read calls (issue 25): filters, search by name or number, keyset paging of the
 * inbox and the thread, marking read, rights, account scope and bad input. The conversations
 * are started by people writing through the emulator, as in the product.
 */
import { startTestServer, type TestServer } from '../../../support/testServer';
import { accessTokenOf } from '../../../support/signIn';
import { giveWhatsAppConsent } from '../../../support/whatsAppConsent';
import { waitUntilRead } from '../../../support/personSide';
import {
  arrived,
  demoPhoneGraphId,
  inboxCalls,
  personSends,
  settled,
} from './conversationTestServer';

let server: TestServer;
let calls: ReturnType<typeof inboxCalls>;
const tokens = { marketer: '', viewer: '', nobody: '', foreign: '' };
/** Conversation ids by person. */
const ids: Record<string, string> = {};
const people = {
  anna: '4915200000001',
  bernd: '4915200000002',
  clara: '4915200000003',
  dieter: '4915200000004',
};
const names: Record<keyof typeof people, string> = {
  anna: 'Anna Ahorn',
  bernd: 'Bernd Birke',
  clara: 'Clara Ceder',
  dieter: 'Dieter Douglasie',
};

beforeAll(async () => {
  server = await startTestServer({
    EMULATOR_STATUS_DELAY_FACTOR: '0.01',
    EMULATOR_FAILURE_RATE: '0',
    RATE_LIMIT_API_PER_TOKEN: '0',
  });
  calls = inboxCalls(server);
  const signIn = (user: string, password: string) => accessTokenOf(server.baseUrl, user, password);
  tokens.marketer = await signIn('marketer', 'relay-marketer');
  tokens.viewer = await signIn('viewer', 'relay-viewer');
  tokens.nobody = await signIn('sso-demo', 'relay-sso');
  await server.db.query(
    `update users set current_account_id = (select id from accounts where name = 'Stadtwerke Sonnenfeld')
     where username = 'admin'`,
  );
  tokens.foreign = await signIn('admin', 'relay-admin');
  await giveWhatsAppConsent(server.baseUrl, tokens.foreign);
  // One after another, so the inbox order is known: dieter wrote last.
  for (const [key, person] of Object.entries(people) as [keyof typeof people, string][]) {
    const wamid = await personSends(server, person, {
      type: 'text',
      text: `Frage von ${names[key]}`,
      name: names[key],
    });
    ids[key] = (await arrived(server, wamid)).conversation_id;
    await settled(server);
  }
}, 120_000);
afterAll(() => server?.close());

const listed = async (query: Parameters<typeof calls.list>[1], token = tokens.marketer) =>
  (await calls.list(token, query)).items.map((item) => item.name);

describe('the inbox', () => {
  it('lists newest first and pages by key, with the total', async () => {
    const first = await calls.list(tokens.marketer, { take: 3 });
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.name)).toEqual([names.dieter, names.clara, names.bernd]);
    expect(first.nextAfter).toEqual(expect.any(String));
    const second = await calls.list(tokens.marketer, { take: 3, after: first.nextAfter });
    expect(second.items.map((item) => item.name)).toEqual([names.anna]);
    expect(second.nextAfter).toBeNull();
    expect(second.total).toBe(4);
  });

  it('filters open, closed, mine and unassigned', async () => {
    const [marketer] = await server.db.query<{ id: number }>(
      `select id from users where username = 'marketer'`,
    );
    await server.db.query(`update whatsapp_conversations set state = 'closed' where id = $1`, [
      ids.anna,
    ]);
    await server.db.query('update whatsapp_conversations set assigned_user_id = $2 where id = $1', [
      ids.bernd,
      marketer.id,
    ]);
    expect(await listed({ filter: 'open' })).toEqual([names.dieter, names.clara, names.bernd]);
    expect(await listed({ filter: 'closed' })).toEqual([names.anna]);
    expect(await listed({ filter: 'mine' })).toEqual([names.bernd]);
    expect(await listed({ filter: 'unassigned' })).toEqual([names.dieter, names.clara]);
    expect(await listed({ filter: 'all' })).toHaveLength(4);
    // "Mine" is the caller's: the viewer has none.
    expect(await listed({ filter: 'mine' }, tokens.viewer)).toEqual([]);
  });

  it('searches by name and by number, however the number is typed', async () => {
    expect(await listed({ searchTerm: 'CLARA' })).toEqual([names.clara]);
    expect(await listed({ searchTerm: 'birke' })).toEqual([names.bernd]);
    expect(await listed({ searchTerm: '+49 152 0000 0004' })).toEqual([names.dieter]);
    expect(await listed({ searchTerm: '00000' })).toHaveLength(4);
    // Wildcards are taken literally.
    expect(await listed({ searchTerm: '%' })).toEqual([]);
    expect(await listed({ searchTerm: '_' })).toEqual([]);
  });

  it('refuses bad input with 400 and a field', async () => {
    const post = (body: unknown) =>
      calls.call(tokens.marketer, '/WhatsAppApi/conversation/conversations', 'POST', body);
    const base = { filter: 'all', searchTerm: '', take: 10 };
    for (const body of [
      { ...base, filter: 'everything' },
      { ...base, take: 0 },
      { ...base, take: 101 },
      { ...base, take: 'ten' },
      { ...base, searchTerm: 'a\u0000b' },
      { ...base, searchTerm: 'x'.repeat(101) },
      { ...base, after: 'not a key!' },
      { ...base, after: Buffer.from('["soon", 1]').toString('base64url') },
      { ...base, after: Buffer.from('[1]').toString('base64url') },
      { searchTerm: '', take: 10 },
    ]) {
      const response = await post(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
  });
});

describe('one conversation', () => {
  it('answers its detail with what the caller may do', async () => {
    expect(await calls.detail(tokens.marketer, ids.clara)).toMatchObject({
      id: Number(ids.clara),
      name: names.clara,
      waId: people.clara,
      canReply: true,
      canSendText: true,
    });
    expect(await calls.detail(tokens.viewer, ids.clara)).toMatchObject({
      canReply: false,
      canSendText: true,
    });
  });

  it('pages its thread from the newest end, and polls what came after', async () => {
    // Four more messages: the thread holds the first, the DOI answer, then these. Each is let
    // arrive before the next is written, as a person types: Meta's timestamps are whole seconds
    // and its webhooks come in no promised order, so two sent at once have no order to keep.
    for (let i = 1; i <= 4; i++) {
      const wamid = await personSends(server, people.clara, {
        type: 'text',
        text: `Nachtrag ${i}`,
        name: names.clara,
      });
      await arrived(server, wamid);
    }
    await settled(server);
    const whole = await calls.thread(tokens.viewer, ids.clara, '?take=100');
    expect(whole.nextBefore).toBeNull();
    const texts = whole.items.map((m) => m.text);
    // The double opt-in's answers are between them; the person's texts are in their order.
    expect(whole.items.filter((m) => m.direction === 'in').map((m) => m.text)).toEqual([
      `Frage von ${names.clara}`,
      'Nachtrag 1',
      'Nachtrag 2',
      'Nachtrag 3',
      'Nachtrag 4',
    ]);
    const newest = await calls.thread(tokens.viewer, ids.clara, '?take=3');
    expect(newest.items.map((m) => m.text)).toEqual(texts.slice(-3));
    expect(newest.nextBefore).toBe(newest.items[0].id);
    const older = await calls.thread(
      tokens.viewer,
      ids.clara,
      `?take=3&before=${newest.nextBefore}`,
    );
    expect(older.items.map((m) => m.text)).toEqual(texts.slice(-6, -3));
    const polled = await calls.thread(
      tokens.viewer,
      ids.clara,
      `?after=${whole.items[whole.items.length - 3].id}`,
    );
    expect(polled.items.map((m) => m.text)).toEqual(texts.slice(-2));
    const nothingNew = await calls.thread(
      tokens.viewer,
      ids.clara,
      `?after=${whole.items[whole.items.length - 1].id}`,
    );
    expect(nothingNew.items).toEqual([]);
  });

  it('refuses bad thread input with 400', async () => {
    const [other] = (await calls.thread(tokens.marketer, ids.anna)).items;
    for (const query of [
      '?take=0',
      '?take=101',
      '?before=abc',
      '?after=-1',
      `?before=${other.id}`,
      '?before=1&after=2',
      '?after=99999999999999999999',
    ]) {
      const response = await calls.call(
        tokens.marketer,
        `/WhatsAppApi/conversation/${ids.clara}/messages${query}`,
      );
      expect([query, response.status]).toEqual([query, 400]);
    }
    const badId = await calls.call(tokens.marketer, '/WhatsAppApi/conversation/abc');
    expect(badId.status).toBe(400);
  });

  it('marking read sets unread to 0 and asks Meta to mark the newest message read', async () => {
    const [before] = (await calls.list(tokens.marketer, { searchTerm: people.dieter })).items;
    expect(before.unreadCount).toBe(1);
    // The viewer reads but never writes.
    const refused = await calls.call(
      tokens.viewer,
      `/WhatsAppApi/conversation/${ids.dieter}/read`,
      'POST',
    );
    expect(refused.status).toBe(403);
    const read = await calls.call(
      tokens.marketer,
      `/WhatsAppApi/conversation/${ids.dieter}/read`,
      'POST',
    );
    expect(read.status).toBe(204);
    const [after] = (await calls.list(tokens.marketer, { searchTerm: people.dieter })).items;
    expect(after.unreadCount).toBe(0);
    const [newest] = await server.db.query<{ wamid: string }>(
      `select wamid from whatsapp_conversation_messages
        where conversation_id = $1 and direction = 'in' order by at desc, id desc limit 1`,
      [ids.dieter],
    );
    // The person's side (the emulator) sees their newest message read.
    const control = {
      controlUrl: `${server.baseUrl}/_graph/_emulator`,
      key: server.config.whatsapp.emulator.controlKey,
    };
    const person = { phoneNumberId: demoPhoneGraphId, from: people.dieter };
    await waitUntilRead(control, person, newest.wamid);
    await settled(server);
  });
});

describe('rights and account scope', () => {
  it('refuses callers without the view right', async () => {
    const list = await calls.call(
      tokens.nobody,
      '/WhatsAppApi/conversation/conversations',
      'POST',
      {
        filter: 'all',
        searchTerm: '',
        take: 10,
      },
    );
    expect(list.status).toBe(403);
    for (const path of [`/${ids.anna}`, `/${ids.anna}/messages`]) {
      const response = await calls.call(tokens.nobody, `/WhatsAppApi/conversation${path}`);
      expect([path, response.status]).toEqual([path, 403]);
    }
  });

  it("answers 404 for another account's conversation and changes nothing", async () => {
    for (const [path, method] of [
      [`/${ids.clara}`, 'GET'],
      [`/${ids.clara}/messages`, 'GET'],
      [`/${ids.clara}/read`, 'POST'],
    ]) {
      const response = await calls.call(tokens.foreign, `/WhatsAppApi/conversation${path}`, method);
      expect([path, response.status]).toEqual([path, 404]);
      expect((await response.json()).errorKey).toBe('WhatsAppConversations.NotFound');
    }
    expect((await calls.list(tokens.foreign)).items).toEqual([]);
    const [clara] = (await calls.list(tokens.marketer, { searchTerm: people.clara })).items;
    expect(clara.unreadCount).toBeGreaterThan(0);
  });
});
