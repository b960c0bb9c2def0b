/**
 * Answering a conversation (issue 25) through the whole server and its bundled emulator: free
 * text only inside the customer service window, templates anytime (an opted-out person only
 * inside a window they opened), the answer sent through the paced client and delivered at the
 * emulator, Meta's 131047 closing the window, rights, account scope and bad input.
 */
import { conversationErrors } from '../../../../src/common/conversations';
import { readThreadMessage } from '../../../../src/server/whatsapp/conversations/answersThread';
import {
  conversationAged,
  foreignConversation,
  personStartsConversation,
} from '../../../support/conversationRows';
import { call as emulatorCall } from '../../../support/emulator';
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  callAs,
  control,
  sentTo,
  serviceNumber,
  signInAll,
  userIdOf,
  waitFor,
  type Callers,
} from './conversationCalls';

let server: TestServer;
let as: Callers;
let autumnTrips: number;
let notApproved: number;

beforeAll(async () => {
  server = await startTestServer({ EMULATOR_STATUS_DELAY_FACTOR: '0.01' });
  as = await signInAll(server);
  const templates = await server.db.query<{ id: number; name: string }>(
    `select id, name from whatsapp_templates where account_id = 1
     and name in ('Autumn trips 2026', 'Winterzauber Lappland')`,
  );
  autumnTrips = templates.find((t) => t.name === 'Autumn trips 2026')!.id;
  notApproved = templates.find((t) => t.name === 'Winterzauber Lappland')!.id;
});
afterAll(() => server?.close());

/** A conversation whose person just wrote to us (through the emulator: Meta's window is open too). */
const openConversation = (person: string) =>
  personStartsConversation(server, serviceNumber, person);

/** A conversation whose person last wrote 25 hours ago by our clock. */
async function closedConversation(person: string) {
  const id = await openConversation(person);
  await conversationAged(server.db, id, { lastInboundHoursAgo: 25 });
  return id;
}

async function messageRows(conversationId: number) {
  return server.db.query<{ id: string; kind: string; send_state: string | null }>(
    `select id::text, kind, send_state from whatsapp_conversation_messages
     where conversation_id = $1 and direction <> 'in' order by id`,
    [conversationId],
  );
}

async function conversationState(id: number) {
  const [row] = await server.db.query<{
    last_message_direction: string;
    last_message_kind: string;
    last_message_preview: string;
    unread_count: number;
    window_closed_at: Date | null;
  }>(
    `select last_message_direction, last_message_kind, last_message_preview, unread_count,
       window_closed_at from whatsapp_conversations where id = $1`,
    [id],
  );
  return row;
}

/** Waits until the answer's job settled it (sent or failed). */
const settled = (id: string) =>
  waitFor(async () => {
    const message = await readThreadMessage(server.db, Number(id));
    return message.status === 'queued' ? undefined : message;
  }, `answer ${id} settled`);

describe('free text', () => {
  it('inside the window is stored, sent on the number and delivered at the emulator', async () => {
    const person = '491709990001';
    const id = await openConversation(person);
    await server.db.query('update whatsapp_conversations set unread_count = 2 where id = $1', [id]);
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Ja, im Februar gibt es drei Termine.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      direction: 'out',
      kind: 'text',
      text: 'Ja, im Februar gibt es drei Termine.',
      status: 'queued',
      author: { id: await userIdOf(server, 'marketer') },
      errorKey: null,
    });
    expect(await conversationState(id)).toMatchObject({
      last_message_direction: 'out',
      last_message_kind: 'text',
      last_message_preview: 'Ja, im Februar gibt es drei Termine.',
      unread_count: 2,
    });
    const [sent] = await waitFor(async () => {
      const all = await sentTo(server, person);
      return all.length > 0 ? all : undefined;
    }, 'the answer at the emulator');
    expect(sent.request).toMatchObject({
      type: 'text',
      text: { body: 'Ja, im Februar gibt es drei Termine.' },
    });
    const delivered = await waitFor(async () => {
      const message = await readThreadMessage(server.db, Number(answer.body.id));
      return message.status === 'delivered' || message.status === 'read' ? message : undefined;
    }, 'the delivered status');
    const [row] = await server.db.query<{ wamid: string; send_state: string }>(
      'select wamid, send_state from whatsapp_conversation_messages where id = $1',
      [answer.body.id],
    );
    expect(row).toEqual({ wamid: sent.wamid, send_state: 'sent' });
    expect(delivered.errorKey).toBeNull();
  });

  it('outside the window is refused with its own key, and nothing is stored', async () => {
    const id = await closedConversation('491709990002');
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Hallo?',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errorKey).toBe(conversationErrors.windowClosed);
    expect(await messageRows(id)).toEqual([]);
  });

  it('is refused once Meta closed the window after the person last wrote', async () => {
    const id = await openConversation('491709990003');
    await conversationAged(server.db, id, { lastInboundHoursAgo: 2, windowClosedHoursAgo: 1 });
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Hallo?',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.errorKey).toBe(conversationErrors.windowClosed);
  });

  it('Meta’s 131047 fails the answer with its reason and closes the window', async () => {
    const person = '491709990004';
    const id = await openConversation(person);
    const { url, token } = control(server);
    const forced = await emulatorCall(`${url}/phone_numbers/${serviceNumber}/errors`, {
      token,
      body: { code: 131047 },
    });
    expect(forced.status).toBe(204);
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Noch da?',
    });
    expect(answer.status).toBe(201);
    expect(await settled(answer.body.id)).toMatchObject({
      status: 'failed',
      errorCode: 131047,
      errorKey: 'WhatsAppConversations.SendError.WindowClosed',
    });
    expect((await conversationState(id)).window_closed_at).not.toBeNull();
    const again = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Noch da?',
    });
    expect(again.status).toBe(409);
    expect(again.body.errorKey).toBe(conversationErrors.windowClosed);
  });

  it('Meta’s 131047 in the answer’s status webhook closes the window until the person writes again', async () => {
    const person = '491709990005';
    const id = await openConversation(person);
    const { url, token } = control(server);
    const behaviour = await emulatorCall(`${url}/recipients/${person}`, {
      method: 'PUT',
      token,
      body: { failCode: 131047 },
    });
    expect(behaviour.status).toBe(204);
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Noch da?',
    });
    expect(answer.status).toBe(201);
    const failed = await waitFor(async () => {
      const message = await readThreadMessage(server.db, Number(answer.body.id));
      return message.status === 'failed' ? message : undefined;
    }, 'the failed status');
    expect(failed).toMatchObject({
      errorCode: 131047,
      errorKey: 'WhatsAppConversations.SendError.WindowClosed',
    });
    const again = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Noch da?',
    });
    expect(again.status).toBe(409);
    expect(again.body.errorKey).toBe(conversationErrors.windowClosed);
    // The person writes again: a new window, free text again.
    await openConversation(person);
    const reopened = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Schön, dass Sie schreiben.',
    });
    expect(reopened.status).toBe(201);
  });
});

describe('the number’s send lease', () => {
  it('while another process sends from the number, the answer waits for its lease', async () => {
    const person = '491709990006';
    const id = await openConversation(person);
    const [phone] = await server.db.query<{ id: number }>(
      'select id from whatsapp_phone_numbers where phone_number_id = $1',
      [serviceNumber],
    );
    await server.db.query(
      `insert into whatsapp_send_leases (phone_number_id, owner, until)
       values ($1, 'another-process', now() + interval '10 minutes')`,
      [phone.id],
    );
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Einen Moment bitte.',
    });
    expect(answer.status).toBe(201);
    // The job looked, found the number taken and came back later: nothing went out.
    await server.app.jobs.drain(20_000);
    expect((await readThreadMessage(server.db, Number(answer.body.id))).status).toBe('queued');
    expect(await sentTo(server, person)).toEqual([]);
    await server.db.query('delete from whatsapp_send_leases where phone_number_id = $1', [
      phone.id,
    ]);
    expect((await settled(answer.body.id)).status).not.toBe('failed');
    expect(await sentTo(server, person)).toHaveLength(1);
  });
});

describe('templates', () => {
  it('lists the approved templates of the number’s business account with their placeholders', async () => {
    const id = await closedConversation('491709990010');
    const listed = await callAs(server, as.marketer, `${id}/templates`);
    expect(listed.status).toBe(200);
    const names = listed.body.map((t: { name: string }) => t.name);
    expect(names).toContain('Autumn trips 2026');
    expect(names).not.toContain('Winterzauber Lappland');
    expect(names).not.toContain('Kundenumfrage');
    expect(listed.body.find((t: { id: number }) => t.id === autumnTrips)).toEqual({
      id: autumnTrips,
      name: 'Autumn trips 2026',
      language: 'en',
      body: expect.stringContaining('Hello {{firstname}}'),
      placeholders: [{ name: 'firstname', label: 'firstname', defaultValue: 'traveller' }],
    });
  });

  it('outside the window is sent, filled with the typed value', async () => {
    const person = '491709990011';
    const id = await closedConversation(person);
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: autumnTrips,
      parameters: { firstname: 'Anna' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      kind: 'template',
      direction: 'out',
      text: expect.stringMatching(/^Hello Anna, our autumn trips/),
      template: { id: autumnTrips, name: 'Autumn trips 2026', language: 'en' },
    });
    expect((await settled(answer.body.id)).status).not.toBe('failed');
    const [sent] = await sentTo(server, person);
    expect(sent.request.type).toBe('template');
    expect(sent.request.template).toMatchObject({ language: { code: 'en' } });
    const body = sent.request.template!.components!.find((c) => c.type === 'body');
    expect(body!.parameters).toEqual([{ type: 'text', text: 'Anna' }]);
  });

  it('fills an empty placeholder like a newsletter: the subscriber’s field, else the fallback', async () => {
    const id = await closedConversation('491709990012');
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: autumnTrips,
      parameters: { firstname: ' ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.text).toMatch(/^Hello traveller, /);
  });

  it('a tracked link button leads to its URL and counts in no statistics', async () => {
    const person = '491709990016';
    const id = await closedConversation(person);
    const [herbst] = await server.db.query<{ id: number }>(
      "select id from whatsapp_templates where account_id = 1 and name = 'Herbstreisen 2026'",
    );
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: herbst.id,
      parameters: { firstname: 'Erika' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.text).toMatch(/^Hallo Erika, /);
    expect((await settled(answer.body.id)).status).not.toBe('failed');
    const [sent] = await sentTo(server, person);
    const button = sent.request.template!.components!.find((c) => c.type === 'button');
    const token = button!.parameters[0].text!;
    const reactions = () =>
      server.db.query<{ count: number }>(
        'select count(*)::int as count from whatsapp_newsletter_reactions',
      );
    const [before] = await reactions();
    const click = await fetch(`${server.baseUrl}/r/${token}`, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://nordlicht.example/herbst');
    expect(await reactions()).toEqual([before]);
  });

  it('refuses a template that is not approved, and an unknown one', async () => {
    const id = await closedConversation('491709990013');
    for (const templateId of [notApproved, 999_999]) {
      const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
        type: 'template',
        templateId,
        parameters: {},
      });
      expect(answer.status).toBe(409);
      expect(answer.body.errorKey).toBe(conversationErrors.templateNotApproved);
    }
    expect(await messageRows(id)).toEqual([]);
  });

  it('Meta’s 131050 (stopped marketing messages) opts the subscriber out, as a newsletter does', async () => {
    const [subscriber] = await server.db.query<{ id: string; telnr: string }>(
      `update subscribers set doi_status = 'confirmed'
       where id = (select id from subscribers where account_id = 1 and telnr ~ '^\\+[0-9]+$'
                     order by id desc limit 1)
       returning id::text, telnr`,
    );
    const id = await closedConversation(subscriber.telnr.slice(1));
    const { url, token } = control(server);
    await emulatorCall(`${url}/phone_numbers/${serviceNumber}/errors`, {
      token,
      body: { code: 131050 },
    });
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: autumnTrips,
      parameters: {},
    });
    expect(answer.status).toBe(201);
    expect(await settled(answer.body.id)).toMatchObject({
      status: 'failed',
      errorCode: 131050,
      errorKey: 'WhatsAppConversations.SendError.StoppedMarketing',
    });
    const [after] = await server.db.query<{ doi_status: string; events: number }>(
      `select doi_status, (select count(*)::int from subscriber_consent_events e
                           where e.subscriber_id = s.id and e.event = 'optedOut') as events
       from subscribers s where id = $1`,
      [subscriber.id],
    );
    expect(after).toEqual({ doi_status: 'optedOut', events: 1 });
  });

  it('to an opted-out person only inside a window they opened', async () => {
    const [subscriber] = await server.db.query<{ id: string; telnr: string; firstname: string }>(
      `update subscribers set doi_status = 'optedOut'
       where id = (select id from subscribers where account_id = 1 and telnr ~ '^\\+[0-9]+$'
                     and trim(coalesce(firstname, '')) <> '' order by id limit 1)
       returning id::text, telnr, firstname`,
    );
    const person = subscriber.telnr.slice(1);
    const id = await openConversation(person);
    const [linked] = await server.db.query<{ subscriber_id: string }>(
      'select subscriber_id::text from whatsapp_conversations where id = $1',
      [id],
    );
    expect(linked.subscriber_id).toBe(subscriber.id);
    await conversationAged(server.db, id, { lastInboundHoursAgo: 25 });
    const refused = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: autumnTrips,
      parameters: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorKey).toBe(conversationErrors.optedOut);
    expect(await messageRows(id)).toEqual([]);

    // They write again: inside the window they opened, the template goes, filled from their field.
    await openConversation(person);
    const answered = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: autumnTrips,
      parameters: {},
    });
    expect(answered.status).toBe(201);
    expect(answered.body.text).toMatch(new RegExp(`^Hello ${subscriber.firstname.trim()}, `));
  });
});

describe('rights, account scope and input', () => {
  let id: number;
  beforeAll(async () => {
    id = await openConversation('491709990020');
  });

  it.each([
    ['viewer', () => as.viewer],
    ['nobody', () => as.nobody],
  ])('%s may neither answer nor list the templates (403)', async (_who, token) => {
    const answer = await callAs(server, token(), `${id}/messages`, 'POST', {
      type: 'text',
      text: 'Hallo',
    });
    expect(answer.status).toBe(403);
    expect((await callAs(server, token(), `${id}/templates`)).status).toBe(403);
    expect(await messageRows(id)).toEqual([]);
  });

  it('another account’s conversation is not found', async () => {
    const other = await foreignConversation(server.db, 2, serviceNumber, '491709990021');
    const answer = await callAs(server, as.marketer, `${other}/messages`, 'POST', {
      type: 'text',
      text: 'Hallo',
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errorKey).toBe(conversationErrors.notFound);
    const templates = await callAs(server, as.marketer, `${other}/templates`);
    expect(templates.status).toBe(404);
    expect(await messageRows(other)).toEqual([]);
  });

  it.each([
    ['an empty text', { type: 'text', text: '' }],
    ['a blank text', { type: 'text', text: '   ' }],
    ['a text over Meta’s 4,096 characters', { type: 'text', text: 'x'.repeat(4097) }],
    ['a NUL character', { type: 'text', text: 'a\u0000b' }],
    ['no text', { type: 'text' }],
    ['an unknown type', { type: 'image', text: 'x' }],
    ['a template without its id', { type: 'template', parameters: {} }],
    ['a template id of 0', { type: 'template', templateId: 0 }],
    ['a template id beyond integers', { type: 'template', templateId: 1e12 }],
    [
      'a parameter that is no text',
      { type: 'template', templateId: 1, parameters: { a: { b: 'c' } } },
    ],
    [
      'a parameter over 1,024 characters',
      { type: 'template', templateId: 1, parameters: { a: 'x'.repeat(1025) } },
    ],
    ['a body that is no object', 'null'],
  ])('%s answers 400 and stores nothing', async (_what, body) => {
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', body);
    expect(answer.status).toBe(400);
    expect(await messageRows(id)).toEqual([]);
  });

  it('an unknown placeholder answers 400 naming it', async () => {
    const answer = await callAs(server, as.marketer, `${id}/messages`, 'POST', {
      type: 'template',
      templateId: autumnTrips,
      parameters: { city: 'Bergen' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([
      { field: 'parameters.city', reason: 'unknownPlaceholder' },
    ]);
  });

  it.each(['0', 'abc', '99999999999999999999'])('conversation id %s answers 400', async (bad) => {
    const answer = await callAs(server, as.marketer, `${bad}/messages`, 'POST', {
      type: 'text',
      text: 'Hallo',
    });
    expect(answer.status).toBe(400);
  });
});
