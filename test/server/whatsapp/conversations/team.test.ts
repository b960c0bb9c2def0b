/**
 * Work in a team on a conversation (issue 25): assign (to a user of the account who may read
 * the inbox, or to nobody), close, reopen and notes; each leaves its event or note in the thread
 * and an entry in the latest actions, an assignment tells the assignee; rights, account scope
 * and bad input.
 */
import { conversationErrors } from '../../../../src/common/conversations';
import { foreignConversation, personStartsConversation } from '../../../support/conversationRows';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { callAs, serviceNumber, signInAll, userIdOf, type Callers } from './conversationCalls';

let server: TestServer;
let as: Callers;
let marketerId: number;
let viewerId: number;
let nobodyId: number;

beforeAll(async () => {
  server = await startTestServer();
  as = await signInAll(server);
  [marketerId, viewerId, nobodyId] = await Promise.all(
    ['marketer', 'viewer', 'sso-demo'].map((name) => userIdOf(server, name)),
  );
});
afterAll(() => server?.close());

let nextPerson = 491708880000;
const conversation = (accountId = 1) => {
  const person = String(++nextPerson);
  return accountId === 1
    ? personStartsConversation(server, serviceNumber, person, { name: 'Jonas Muster' })
    : foreignConversation(server.db, accountId, serviceNumber, person);
};

interface ThreadRow {
  kind: string;
  direction: string;
  text: string;
  data: { event?: { type: string; assigneeId: number | null } };
  author_user_id: number | null;
}

const threadOf = (id: number) =>
  server.db.query<ThreadRow>(
    `select kind, direction, text, data, author_user_id from whatsapp_conversation_messages
     where conversation_id = $1 and direction = 'internal' order by id`,
    [id],
  );

const actionsOf = (id: number) =>
  server.db.query<{ caption: string; event: string; user_id: number; action_group: string }>(
    `select caption, details ->> 'event' as event, user_id, action_group from user_actions
     where action_group = 'WhatsAppConversation' and item_id = $1 order by id`,
    [String(id)],
  );

async function stateOf(id: number) {
  const [row] = await server.db.query<{ state: string; assigned_user_id: number | null }>(
    'select state, assigned_user_id from whatsapp_conversations where id = $1',
    [id],
  );
  return row;
}

const notificationsOf = (userId: number) =>
  server.db.query<{ text: string; link_url: string }>(
    'select text, link_url from notifications where user_id = $1 order by id',
    [userId],
  );

describe('assignment', () => {
  it('assigns to a colleague: event in the thread, latest action, their notification', async () => {
    const id = await conversation();
    const before = await notificationsOf(viewerId);
    const assigned = await callAs(server, as.marketer, `${id}/assign`, 'POST', {
      userId: viewerId,
    });
    expect(assigned.status).toBe(204);
    expect(await stateOf(id)).toMatchObject({ assigned_user_id: viewerId });
    expect(await threadOf(id)).toEqual([
      {
        kind: 'event',
        direction: 'internal',
        text: '',
        data: { event: { type: 'assigned', assigneeId: viewerId } },
        author_user_id: marketerId,
      },
    ]);
    expect(await actionsOf(id)).toEqual([
      {
        caption: 'Jonas Muster',
        event: 'conversationAssigned',
        user_id: marketerId,
        action_group: 'WhatsAppConversation',
      },
    ]);
    const after = await notificationsOf(viewerId);
    expect(after.slice(before.length)).toEqual([
      {
        text: expect.stringContaining('Jonas Muster'),
        link_url: `/WhatsApp/Conversations/${id}`,
      },
    ]);

    // The same assignment again changes nothing and writes nothing.
    expect(
      (await callAs(server, as.marketer, `${id}/assign`, 'POST', { userId: viewerId })).status,
    ).toBe(204);
    expect(await threadOf(id)).toHaveLength(1);

    const unassigned = await callAs(server, as.marketer, `${id}/assign`, 'POST', { userId: null });
    expect(unassigned.status).toBe(204);
    expect(await stateOf(id)).toMatchObject({ assigned_user_id: null });
    expect((await threadOf(id))[1].data).toEqual({
      event: { type: 'unassigned', assigneeId: null },
    });
    expect((await actionsOf(id)).map((a) => a.event)).toEqual([
      'conversationAssigned',
      'conversationUnassigned',
    ]);
  });

  it('taking a conversation oneself notifies nobody', async () => {
    const id = await conversation();
    const before = await notificationsOf(marketerId);
    const taken = await callAs(server, as.marketer, `${id}/assign`, 'POST', { userId: marketerId });
    expect(taken.status).toBe(204);
    expect(await notificationsOf(marketerId)).toEqual(before);
  });

  it.each([
    ['a user without the inbox right', () => nobodyId],
    ['an unknown user', () => 2_000_000],
  ])('to %s answers 400 AssigneeUnknown and changes nothing', async (_who, userId) => {
    const id = await conversation();
    const refused = await callAs(server, as.marketer, `${id}/assign`, 'POST', {
      userId: userId(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorKey).toBe(conversationErrors.assigneeUnknown);
    expect(await stateOf(id)).toMatchObject({ assigned_user_id: null });
    expect(await threadOf(id)).toEqual([]);
  });

  it('lists the users of the account who may read the inbox', async () => {
    for (const token of [as.marketer, as.viewer]) {
      const listed = await callAs(server, token, 'assignees');
      expect(listed.status).toBe(200);
      const ids = listed.body.map((a: { id: number }) => a.id);
      expect(ids).toEqual(expect.arrayContaining([marketerId, viewerId]));
      expect(ids).not.toContain(nobodyId);
      expect(listed.body.find((a: { id: number }) => a.id === marketerId).name).toEqual(
        expect.any(String),
      );
    }
    expect((await callAs(server, as.nobody, 'assignees')).status).toBe(403);
  });
});

describe('close, reopen and notes', () => {
  it('close and reopen write their events once each', async () => {
    const id = await conversation();
    expect((await callAs(server, as.marketer, `${id}/close`, 'POST')).status).toBe(204);
    expect((await callAs(server, as.marketer, `${id}/close`, 'POST')).status).toBe(204);
    expect(await stateOf(id)).toMatchObject({ state: 'closed' });
    expect((await callAs(server, as.marketer, `${id}/reopen`, 'POST')).status).toBe(204);
    expect(await stateOf(id)).toMatchObject({ state: 'open' });
    expect((await threadOf(id)).map((m) => m.data.event?.type)).toEqual(['closed', 'reopened']);
    expect((await actionsOf(id)).map((a) => a.event)).toEqual([
      'conversationClosed',
      'conversationReopened',
    ]);
  });

  it('a note is stored in the thread for colleagues and in the latest actions', async () => {
    const id = await conversation();
    const noted = await callAs(server, as.marketer, `${id}/notes`, 'POST', {
      text: 'Ruft morgen zurück.',
    });
    expect(noted.status).toBe(201);
    expect(noted.body).toMatchObject({
      kind: 'note',
      direction: 'internal',
      text: 'Ruft morgen zurück.',
      status: null,
      author: { id: marketerId },
    });
    expect((await actionsOf(id)).map((a) => a.event)).toEqual(['conversationNoteAdded']);
  });

  it.each([
    ['empty', { text: '' }],
    ['blank', { text: '  ' }],
    ['over 2,000 characters', { text: 'x'.repeat(2001) }],
    ['with a NUL character', { text: 'a\u0000b' }],
    ['missing', {}],
  ])('a note %s answers 400 and stores nothing', async (_what, body) => {
    const id = await conversation();
    expect((await callAs(server, as.marketer, `${id}/notes`, 'POST', body)).status).toBe(400);
    expect(await threadOf(id)).toEqual([]);
  });

  it.each([
    ['a text', { userId: 'viewer' }],
    ['a fraction', { userId: 1.5 }],
    ['zero', { userId: 0 }],
    ['missing', {}],
  ])('an assignee that is %s answers 400', async (_what, body) => {
    const id = await conversation();
    expect((await callAs(server, as.marketer, `${id}/assign`, 'POST', body)).status).toBe(400);
    expect(await threadOf(id)).toEqual([]);
  });
});

describe('rights and account scope', () => {
  const writes = (assignee: () => number) =>
    [
      ['assign', { userId: assignee() }],
      ['close', undefined],
      ['reopen', undefined],
      ['notes', { text: 'Notiz' }],
    ] as const;

  it.each([
    ['viewer', () => as.viewer],
    ['nobody', () => as.nobody],
  ])('%s may do none of the team actions (403)', async (_who, token) => {
    const id = await conversation();
    await server.db.query("update whatsapp_conversations set state = 'closed' where id = $1", [id]);
    for (const [path, body] of writes(() => viewerId)) {
      expect((await callAs(server, token(), `${id}/${path}`, 'POST', body)).status).toBe(403);
    }
    expect(await threadOf(id)).toEqual([]);
    expect(await actionsOf(id)).toEqual([]);
  });

  it('another account’s conversation is not found', async () => {
    const id = await conversation(2);
    for (const [path, body] of writes(() => viewerId)) {
      const answer = await callAs(server, as.marketer, `${id}/${path}`, 'POST', body);
      expect(answer.status).toBe(404);
      expect(answer.body.errorKey).toBe(conversationErrors.notFound);
    }
    expect(await threadOf(id)).toEqual([]);
  });
});
