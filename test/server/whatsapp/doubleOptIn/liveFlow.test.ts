/**
 * The live double opt-in flow end to end in one server: simulated people write to the demo
 * number through the emulator's control API, the emulator's signed webhooks reach the server,
 * processing drives the flow, and a job sends the answers back through the Cloud API client to
 * the emulator. The demo process is active there (button method, 7 days to wait).
 */
import { createHmac } from 'node:crypto';
import type { ConsentHistoryEntry, DoiProcessState } from '../../../../src/common/doubleOptIn';
import { demoDoi } from '../../../../src/server/db/seedDoubleOptIn';
import { call as emulatorCall } from '../../../support/emulator';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from './doiTestServer';
import { waitFor } from '../../../support/waitFor';

let server: TestServer;
let marketer: string;
let active: NonNullable<DoiProcessState['activeVersion']>;
let control: string;

beforeAll(async () => {
  server = await startTestServer({ EMULATOR_STATUS_DELAY_FACTOR: '0.01' });
  control = `${server.baseUrl}/_graph/_emulator`;
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  const state: DoiProcessState = await (
    await caller(server)(marketer, '/WhatsAppApi/doubleOptIn/process')
  ).json();
  active = state.activeVersion!;
});
afterAll(() => server?.close());

interface Sent {
  wamid: string;
  to: string;
  request: {
    type: string;
    context?: { message_id: string };
    text?: { body: string };
    interactive?: {
      body: { text: string };
      action: { buttons: { reply: { id: string; title: string } }[] };
    };
  };
}

/** A person writes (text) or taps a button; answers the inbound message's wamid. */
async function says(
  person: string,
  message: { type: 'text' | 'interactive' | 'button'; text: string; payload?: string },
): Promise<string> {
  const response = await emulatorCall(`${control}/recipients/${person}/messages`, {
    token: server.config.whatsapp.emulator.controlKey,
    body: { phoneNumberId: demoDoi.phoneNumberId, name: 'Anna Beispiel', ...message },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function sentTo(person: string): Promise<Sent[]> {
  return (
    await emulatorCall(`${control}/messages?to=${person}`, {
      token: server.config.whatsapp.emulator.controlKey,
    })
  ).body;
}

/** Waits for the `count`-th answer to `person` and answers it. */
async function answer(person: string, count: number): Promise<Sent> {
  return waitFor(async () => {
    const sent = await sentTo(person);
    return sent.length >= count ? sent[count - 1] : undefined;
  }, `answer ${count} to ${person}`);
}

/** Lets every pending webhook change and job run, so "nothing more" can be asserted. */
async function settled() {
  await waitFor(async () => {
    const [{ open }] = await server.db.query<{ open: number }>(
      'select count(*)::int as open from whatsapp_webhook_changes where processed_at is null',
    );
    return open === 0 ? true : undefined;
  }, 'webhook processing');
  await server.app.jobs.drain(20_000);
}

async function subscriberOf(person: string) {
  const [row] = await server.db.query<{ unique_id: string; doi_status: string; firstname: string }>(
    `select unique_id, doi_status, firstname from subscribers
     where account_id = 1 and telnr = $1 order by id limit 1`,
    [`+${person}`],
  );
  return row;
}

async function historyOf(person: string): Promise<ConsentHistoryEntry[]> {
  const subscriber = await subscriberOf(person);
  const response = await caller(server)(
    marketer,
    `/SubscriberAPI/Subscribers/${subscriber.unique_id}/consentHistory`,
  );
  expect(response.status).toBe(200);
  return response.json();
}

const buttonsOf = (sent: Sent) =>
  sent.request.interactive?.action.buttons.map((b) => b.reply) ?? [];

describe('one person through opt-in and opt-out', () => {
  const person = '491701234501';
  let confirmWamid = '';

  it('the click-to-chat text makes them pending and brings the DOI message with its buttons', async () => {
    const request = await says(person, { type: 'text', text: active.clickToChatMessage });
    const doi = await answer(person, 1);
    expect(doi.request.type).toBe('interactive');
    expect(doi.request.context).toEqual({ message_id: request });
    expect(doi.request.interactive!.body.text).toContain('„Anmelden“');
    expect(doi.request.interactive!.body.text).not.toContain('{{');
    expect(buttonsOf(doi)).toEqual([
      { id: 'relay-doi-confirm', title: 'Anmelden' },
      { id: 'relay-doi-opt-out', title: 'Stop' },
    ]);
    expect(await subscriberOf(person)).toMatchObject({
      doi_status: 'pending',
      firstname: 'Anna Beispiel',
    });
    const [requested] = await historyOf(person);
    expect(requested).toMatchObject({
      event: 'requested',
      status: 'pending',
      processVersion: active.version,
      inboundMessageId: request,
      // What the person wrote, stored as the webhook came, and the DOI message we answered.
      inbound: { kind: 'text', text: active.clickToChatMessage },
      answer: {
        text: doi.request.interactive!.body.text,
        buttons: ['Anmelden', 'Stop'],
      },
    });
  });

  it('the opt-in button confirms; the confirmation names the proof', async () => {
    confirmWamid = await says(person, {
      type: 'interactive',
      text: 'Anmelden',
      payload: 'relay-doi-confirm',
    });
    const confirmation = await answer(person, 2);
    expect(confirmation.request.interactive!.body.text).toContain('bestätigt');
    expect(buttonsOf(confirmation)).toEqual([{ id: 'relay-doi-opt-out', title: 'Stop' }]);
    expect((await subscriberOf(person)).doi_status).toBe('confirmed');
    const history = await waitFor(async () => {
      const entries = await historyOf(person);
      return entries[0]?.outboundMessageId ? entries : undefined;
    }, 'the confirmation wamid in the history');
    expect(history.map((e) => e.event)).toEqual(['confirmed', 'requested']);
    expect(history[0]).toMatchObject({
      status: 'confirmed',
      processVersion: active.version,
      inboundMessageId: confirmWamid,
      inbound: { kind: 'button', text: 'Anmelden' },
      outboundMessageId: confirmation.wamid,
      answer: { text: confirmation.request.interactive!.body.text, buttons: ['Stop'] },
    });
  });

  it('a replayed webhook of the tap sends no second confirmation', async () => {
    const deliveries: { body: unknown }[] = (
      await emulatorCall(`${control}/webhooks`, {
        token: server.config.whatsapp.emulator.controlKey,
      })
    ).body;
    const tap = deliveries.find((d) => JSON.stringify(d.body).includes(confirmWamid))!;
    const raw = JSON.stringify(tap.body);
    const signature = createHmac('sha256', server.app.cloudApi.credentials.appSecret)
      .update(raw)
      .digest('hex');
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.baseUrl}/webhooks/whatsapp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${signature}`,
        },
        body: raw,
      });
      expect(response.status).toBe(200);
    }
    await settled();
    expect(await sentTo(person)).toHaveLength(2);
    expect((await historyOf(person)).filter((e) => e.event === 'confirmed')).toHaveLength(1);
  });

  it('"Stop" in any letter case and spacing opts out, with the opt-out message', async () => {
    await says(person, { type: 'text', text: '  sToP ' });
    const optOut = await answer(person, 3);
    expect(optOut.request.type).toBe('text');
    expect(optOut.request.text!.body).toContain('abgemeldet');
    expect((await subscriberOf(person)).doi_status).toBe('optedOut');
    const history = await historyOf(person);
    expect(history.map((e) => e.event)).toEqual(['optedOut', 'confirmed', 'requested']);
    expect(history[0].inbound).toEqual({ kind: 'text', text: '  sToP ' });
  });

  it('any other text brings the reply message and changes nothing', async () => {
    await says(person, { type: 'text', text: 'Wann kommt der nächste Newsletter?' });
    const reply = await answer(person, 4);
    expect(reply.request.text!.body).toBe(active.replyMessage.replace('{{optOutKeyword}}', 'Stop'));
    expect((await subscriberOf(person)).doi_status).toBe('optedOut');
    expect(await historyOf(person)).toHaveLength(3);
  });
});

describe('keywords, old links, newsletter buttons and the days to wait', () => {
  it('the keyword typed in other letter cases starts and confirms (keyword replies)', async () => {
    const person = '491701234502';
    await says(person, { type: 'text', text: 'ANMELDEN' });
    await answer(person, 1);
    expect((await subscriberOf(person)).doi_status).toBe('pending');
    await says(person, { type: 'text', text: ' anmelden' });
    await answer(person, 2);
    expect((await subscriberOf(person)).doi_status).toBe('confirmed');
  });

  it("an old link's text starts nothing: it brings the reply message", async () => {
    const person = '491701234503';
    await says(person, { type: 'text', text: demoDoi.firstClickToChatMessage });
    const reply = await answer(person, 1);
    expect(reply.request.text!.body).toContain('Danke für Ihre Nachricht');
    expect(await subscriberOf(person)).toBeUndefined();
  });

  it('answers a conversation with the reply message once a day, not after every message', async () => {
    const person = '491701234504';
    await says(person, { type: 'text', text: 'Gibt es auch Termine im Februar?' });
    await answer(person, 1);
    await says(person, { type: 'text', text: 'Und im März?' });
    await settled();
    expect(await sentTo(person)).toHaveLength(1);
    // The keywords still drive the opt-in in between.
    await says(person, { type: 'text', text: 'Stop' });
    expect((await answer(person, 2)).request.text!.body).toContain('abgemeldet');
  });

  it("a newsletter's quick reply titled Stop opts out", async () => {
    const person = '491701234504';
    await says(person, { type: 'button', text: 'Stop', payload: 'STOP_PROMOS' });
    await answer(person, 1);
    expect((await subscriberOf(person)).doi_status).toBe('optedOut');
  });

  it('a confirmation after the days to wait renews the request and sends the DOI message again', async () => {
    const person = '491701234505';
    await says(person, { type: 'text', text: active.clickToChatMessage });
    await answer(person, 1);
    await server.db.query(
      `update subscribers set doi_requested_at = now() - interval '8 days' where telnr = $1`,
      [`+${person}`],
    );
    await says(person, { type: 'interactive', text: 'Anmelden', payload: 'relay-doi-confirm' });
    const again = await answer(person, 2);
    expect(buttonsOf(again)[0]).toEqual({ id: 'relay-doi-confirm', title: 'Anmelden' });
    expect((await subscriberOf(person)).doi_status).toBe('pending');
    expect((await historyOf(person)).map((e) => e.event)).toEqual([
      'requested',
      'expired',
      'requested',
    ]);
    // Within the renewed wait, the tap confirms.
    await says(person, { type: 'interactive', text: 'Anmelden', payload: 'relay-doi-confirm' });
    await answer(person, 3);
    expect((await subscriberOf(person)).doi_status).toBe('confirmed');
  });

  it('the same message arriving in two different changes is answered once', async () => {
    const person = '491701234506';
    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '494012345670', phone_number_id: demoDoi.phoneNumberId },
      contacts: [{ profile: { name: 'Zweimal' }, wa_id: person }],
      messages: [
        {
          from: person,
          id: 'wamid.twice-1',
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: active.clickToChatMessage },
        },
      ],
    };
    // The emulator opens the person's service window; the changes bypass the inbox's dedupe.
    await says(person, { type: 'text', text: 'Hallo' });
    await answer(person, 1);
    for (const key of ['replay-a', 'replay-b']) {
      await server.db.query(
        `insert into whatsapp_webhook_changes (dedupe_key, waba_id, field, value)
         values ($1, '104020030040050', 'messages', $2)`,
        [key, JSON.stringify(value)],
      );
    }
    await server.app.jobs.send('whatsapp.webhook-changes', {});
    await settled();
    expect(await sentTo(person)).toHaveLength(2);
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from doi_outbound_messages where inbound_wamid = 'wamid.twice-1'`,
    );
    expect(count).toBe(1);
  });
});
