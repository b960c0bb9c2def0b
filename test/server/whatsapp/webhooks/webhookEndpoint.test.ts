/**
 * The webhook endpoint: Meta's handshake, signatures, malformed bodies, duplicates and fields
 * nobody handles yet. Changes are counted in the table; processing is awaited with jobs.drain().
 */
import { startTestServer, type TestServer } from '../../../support/testServer';
import {
  inboundEnvelope,
  newWamid,
  postWebhook,
  status,
  statusEnvelope,
  wabaId,
} from './webhookPayloads';

let server: TestServer;
let appSecret: string;

beforeAll(async () => {
  server = await startTestServer();
  appSecret = server.app.cloudApi.credentials.appSecret;
});
afterAll(() => server.close());

/** Changes stored for the processing job, and statuses applied on arrival instead. */
const countChanges = async () =>
  (
    await server.db.query<{ n: number }>(
      `select ((select count(*) from whatsapp_webhook_changes)
            + (select count(*) from whatsapp_message_statuses))::int as n`,
    )
  )[0].n;

describe('GET /webhooks/whatsapp (subscription handshake)', () => {
  const verify = (query: string) => fetch(`${server.baseUrl}/webhooks/whatsapp?${query}`);

  it('answers the challenge when the verify token matches', async () => {
    const token = encodeURIComponent(server.app.cloudApi.credentials.verifyToken);
    const response = await verify(
      `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('1158201444');
  });

  it('refuses a wrong token or mode with 403', async () => {
    const wrong = await verify('hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ errorKey: 'webhookVerificationFailed' });
    const token = encodeURIComponent(server.app.cloudApi.credentials.verifyToken);
    const mode = await verify(`hub.mode=unsubscribe&hub.verify_token=${token}&hub.challenge=1`);
    expect(mode.status).toBe(403);
  });
});

describe('POST /webhooks/whatsapp', () => {
  it('refuses a forged signature with 401 and stores nothing', async () => {
    const body = statusEnvelope([status(newWamid(), 'sent', 1_700_000_000)]);
    const before = await countChanges();
    const forged = await postWebhook(server.baseUrl, 'not-the-app-secret', body);
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.text)).toMatchObject({ errorKey: 'webhookSignatureInvalid' });
    const garbage = await postWebhook(server.baseUrl, appSecret, body, 'sha256=abc');
    expect(garbage.status).toBe(401);
    expect(await countChanges()).toBe(before);
  });

  it('refuses a missing signature with 401', async () => {
    const body = statusEnvelope([status(newWamid(), 'sent', 1_700_000_000)]);
    const before = await countChanges();
    expect((await postWebhook(server.baseUrl, appSecret, body, null)).status).toBe(401);
    expect(await countChanges()).toBe(before);
  });

  it.each([
    ['not JSON', '{"object": "whatsapp_business_account", entry'],
    ['another object', { object: 'page', entry: [{ id: '1', changes: [] }] }],
    ['no entries', { object: 'whatsapp_business_account', entry: [] }],
    [
      'a change without field',
      { object: 'whatsapp_business_account', entry: [{ id: wabaId, changes: [{ value: {} }] }] },
    ],
    [
      'one good and one broken entry',
      {
        object: 'whatsapp_business_account',
        entry: [
          statusEnvelope([status(newWamid(), 'sent', 1_700_000_000)]).entry[0],
          { id: 42, changes: [] },
        ],
      },
    ],
  ])('refuses a signed body with %s with 400 and stores nothing', async (_case, body) => {
    const before = await countChanges();
    const response = await postWebhook(server.baseUrl, appSecret, body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ errorKey: 'webhookMalformed' });
    expect(await countChanges()).toBe(before);
  });

  it('applies a status posted three times, and three more at once, with one effect', async () => {
    const wamid = newWamid();
    const body = statusEnvelope([
      status(wamid, 'sent', 1_700_000_000, { biz_opaque_callback_data: 'recipient-17' }),
    ]);
    const before = await countChanges();
    for (let i = 0; i < 3; i++) {
      expect((await postWebhook(server.baseUrl, appSecret, body)).status).toBe(200);
    }
    // and three more at once, as Meta's parallel retries may come
    const parallel = await Promise.all(
      [1, 2, 3].map(() => postWebhook(server.baseUrl, appSecret, body)),
    );
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await countChanges()).toBe(before + 1);
    await server.app.jobs.drain();
    const rows = await server.db.query(
      'select status, biz_opaque_callback_data, pricing_category from whatsapp_message_statuses where wamid = $1',
      [wamid],
    );
    expect(rows).toEqual([
      { status: 'sent', biz_opaque_callback_data: 'recipient-17', pricing_category: 'marketing' },
    ]);
  });

  it('stores each message of a bundle once, even when it comes again in another bundle', async () => {
    const [a, b] = [newWamid(), newWamid()].map((id) => ({
      from: '4915198765432',
      id,
      timestamp: '1700000000',
      type: 'text' as const,
      text: { body: 'Hallo' },
    }));
    const before = await countChanges();
    await postWebhook(server.baseUrl, appSecret, inboundEnvelope(a, b));
    await postWebhook(server.baseUrl, appSecret, inboundEnvelope(b));
    expect(await countChanges()).toBe(before + 2);
  });

  it('stores and processes texts with NUL and lone surrogates, which PostgreSQL cannot hold', async () => {
    const wamid = newWamid();
    const inboundId = newWamid();
    const body = inboundEnvelope({
      from: '4915112340000',
      id: inboundId,
      timestamp: '1700000000',
      type: 'text',
      text: { body: 'Hallo\u0000Welt \ud800 und \udc00' },
    });
    const failed = statusEnvelope([
      status(wamid, 'failed', 1_700_000_000, {
        errors: [
          {
            code: 131026,
            title: 'Nicht\u0000zustellbar',
            message: '\ud83d',
            error_data: { details: '\u0000' },
          },
        ],
      }),
    ]);
    expect((await postWebhook(server.baseUrl, appSecret, body)).status).toBe(200);
    expect((await postWebhook(server.baseUrl, appSecret, failed)).status).toBe(200);
    await server.app.jobs.drain();
    const [message] = await server.db.query<{ text: string; processed: boolean; error: null }>(
      `select value #>> '{messages,0,text,body}' as text, processed_at is not null as processed,
         last_error as error from whatsapp_webhook_changes where dedupe_key = $1`,
      [`message:${inboundId}`],
    );
    expect(message).toEqual({
      text: 'Hallo\ufffdWelt \ufffd und \ufffd',
      processed: true,
      error: null,
    });
    const [stored] = await server.db.query<{ status: string; error_title: string }>(
      'select status, error_title from whatsapp_message_statuses where wamid = $1',
      [wamid],
    );
    expect(stored).toEqual({ status: 'failed', error_title: 'Nicht\ufffdzustellbar' });
  });

  it('stores a change of an unknown field and marks it processed without effect', async () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [{ id: wabaId, changes: [{ field: 'account_alerts', value: { alert: 'x' } }] }],
    };
    await server.app.jobs.drain(); // earlier tests' changes
    const statusesBefore = await server.db.query(
      'select count(*)::int as n from whatsapp_message_statuses',
    );
    expect((await postWebhook(server.baseUrl, appSecret, body)).status).toBe(200);
    await server.app.jobs.drain();
    const rows = await server.db.query(
      `select waba_id, value, processed_at is not null as processed, last_error
         from whatsapp_webhook_changes where field = 'account_alerts'`,
    );
    expect(rows).toEqual([
      { waba_id: wabaId, value: { alert: 'x' }, processed: true, last_error: null },
    ]);
    expect(
      await server.db.query('select count(*)::int as n from whatsapp_message_statuses'),
    ).toEqual(statusesBefore);
  });
});
