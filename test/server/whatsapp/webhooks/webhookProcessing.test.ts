/**
 * What processing makes of `messages` changes: message statuses that never move backwards, and
 * replies, quick-reply clicks and reactions stored once each.
 */
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  inboundEnvelope,
  newWamid,
  phoneNumberId,
  postWebhook,
  status,
  statusEnvelope,
} from './webhookPayloads';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function deliver(...bodies: unknown[]) {
  const secret = server.app.cloudApi.credentials.appSecret;
  for (const body of bodies) {
    expect((await postWebhook(server.baseUrl, secret, body)).status).toBe(200);
  }
  await server.app.jobs.drain();
}

const statusOf = async (wamid: string) =>
  (
    await server.db.query(
      `select status, sent_at, delivered_at, read_at, failed_at, error_code, error_title,
              phone_number_id, recipient_wa_id
         from whatsapp_message_statuses where wamid = $1`,
      [wamid],
    )
  )[0];

const t0 = 1_700_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe('message statuses', () => {
  it('moves forward sent → delivered → read with a timestamp each', async () => {
    const wamid = newWamid();
    await deliver(
      statusEnvelope([status(wamid, 'sent', t0)]),
      statusEnvelope([status(wamid, 'delivered', t0 + 2)]),
      statusEnvelope([status(wamid, 'read', t0 + 9)]),
    );
    expect(await statusOf(wamid)).toEqual({
      status: 'read',
      sent_at: at(t0),
      delivered_at: at(t0 + 2),
      read_at: at(t0 + 9),
      failed_at: null,
      error_code: null,
      error_title: null,
      phone_number_id: phoneNumberId,
      recipient_wa_id: '4915198765432',
    });
  });

  it('ends as read when read arrives before delivered, and still fills delivered', async () => {
    const wamid = newWamid();
    await deliver(statusEnvelope([status(wamid, 'read', t0 + 9)]));
    expect(await statusOf(wamid)).toMatchObject({ status: 'read', delivered_at: null });
    await deliver(
      statusEnvelope([status(wamid, 'delivered', t0 + 2)]),
      statusEnvelope([status(wamid, 'sent', t0)]),
    );
    expect(await statusOf(wamid)).toMatchObject({
      status: 'read',
      sent_at: at(t0),
      delivered_at: at(t0 + 2),
      read_at: at(t0 + 9),
    });
  });

  it('merges statuses of one message that are processed together, in any order', async () => {
    const wamid = newWamid();
    await deliver(
      statusEnvelope([
        status(wamid, 'read', t0 + 9),
        status(wamid, 'sent', t0),
        status(wamid, 'delivered', t0 + 2),
        status(wamid, 'sent', t0),
      ]),
    );
    expect(await statusOf(wamid)).toMatchObject({
      status: 'read',
      sent_at: at(t0),
      delivered_at: at(t0 + 2),
      read_at: at(t0 + 9),
    });
  });

  it('records a failure with its error, and a late sent does not hide it', async () => {
    const wamid = newWamid();
    const failed = status(wamid, 'failed', t0 + 3, {
      errors: [
        {
          code: 131049,
          title: 'This message was not delivered to maintain healthy ecosystem engagement.',
          message: 'x',
          error_data: { details: 'x' },
        },
      ],
    });
    await deliver(statusEnvelope([failed]), statusEnvelope([status(wamid, 'sent', t0)]));
    expect(await statusOf(wamid)).toMatchObject({
      status: 'failed',
      sent_at: at(t0),
      failed_at: at(t0 + 3),
      error_code: 131049,
      error_title: expect.stringContaining('not delivered'),
    });
  });

  it('lets a delivery receipt win over a failure report, keeping the error', async () => {
    const wamid = newWamid();
    const failed = status(wamid, 'failed', t0 + 3, {
      errors: [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'x',
          error_data: { details: 'x' },
        },
      ],
    });
    await deliver(statusEnvelope([failed]), statusEnvelope([status(wamid, 'delivered', t0 + 4)]));
    expect(await statusOf(wamid)).toMatchObject({ status: 'delivered', error_code: 131026 });
  });

  it('skips statuses it does not know without failing the change', async () => {
    const wamid = newWamid();
    await deliver(
      statusEnvelope([
        { ...status(wamid, 'sent', t0), status: 'deleted' as 'sent' },
        status(wamid, 'sent', t0),
      ]),
    );
    expect(await statusOf(wamid)).toMatchObject({ status: 'sent' });
    const unprocessed = await server.db.query(
      'select id from whatsapp_webhook_changes where processed_at is null',
    );
    expect(unprocessed).toEqual([]);
  });
});

describe('inbound messages', () => {
  const from = '4915198765432';
  const ours = newWamid();

  it('stores a text reply with its sender and the message it answers, once', async () => {
    const id = newWamid();
    const reply = inboundEnvelope({
      from,
      id,
      timestamp: String(t0),
      type: 'text',
      text: { body: 'Bitte mehr davon!' },
      context: { from: '4915112345678', id: ours },
    });
    await deliver(reply, reply);
    expect(
      await server.db.query(
        'select wamid, phone_number_id, from_wa_id, context_wamid, body, sent_at from whatsapp_inbound_replies',
      ),
    ).toEqual([
      {
        wamid: id,
        phone_number_id: phoneNumberId,
        from_wa_id: from,
        context_wamid: ours,
        body: 'Bitte mehr davon!',
        sent_at: at(t0),
      },
    ]);
  });

  it('stores quick-reply clicks (template buttons and interactive replies) once each', async () => {
    const [click, interactive] = [newWamid(), newWamid()];
    const button = inboundEnvelope({
      from,
      id: click,
      timestamp: String(t0),
      type: 'button',
      button: { text: 'Abbestellen', payload: 'unsubscribe' },
      context: { from: '4915112345678', id: ours },
    });
    await deliver(
      button,
      button,
      inboundEnvelope({
        from,
        id: interactive,
        timestamp: String(t0 + 1),
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'more', title: 'Mehr' } },
        context: { from: '4915112345678', id: ours },
      }),
    );
    expect(
      await server.db.query(
        'select wamid, from_wa_id, context_wamid, payload, text from whatsapp_button_clicks order by clicked_at',
      ),
    ).toEqual([
      {
        wamid: click,
        from_wa_id: from,
        context_wamid: ours,
        payload: 'unsubscribe',
        text: 'Abbestellen',
      },
      { wamid: interactive, from_wa_id: from, context_wamid: ours, payload: 'more', text: 'Mehr' },
    ]);
  });

  it('keeps a person’s latest reaction; an empty emoji removes it; an older one never returns', async () => {
    const react = (emoji: string, seconds: number) =>
      inboundEnvelope({
        from,
        id: newWamid(),
        timestamp: String(seconds),
        type: 'reaction',
        reaction: { message_id: ours, emoji },
      });
    const current = async () =>
      server.db.query('select emoji, from_wa_id from whatsapp_reactions where reacted_wamid = $1', [
        ours,
      ]);
    await deliver(react('👍', t0));
    expect(await current()).toEqual([{ emoji: '👍', from_wa_id: from }]);
    await deliver(react('❤️', t0 + 5));
    expect(await current()).toEqual([{ emoji: '❤️', from_wa_id: from }]);
    await deliver(react('', t0 + 9), react('😮', t0 + 7));
    expect(await current()).toEqual([{ emoji: null, from_wa_id: from }]);
  });
});
