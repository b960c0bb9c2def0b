/**
 * With WHATSAPP_GRAPH_URL unset the server mounts the emulator under /_graph and its client
 * talks to it; with it set, nothing is mounted.
 */
import { loadAppCredentials } from '../../../src/server/cloudapi/appCredentials';
import { call } from '../../support/emulator';
import { controlOfServer, personSendsImage } from '../../support/personSide';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('serves the Graph API from the bundled emulator by default', async () => {
  const { cloudApi } = server.app;
  expect(cloudApi.emulated).toBe(true);
  expect(cloudApi.graphUrl).toBe(`${server.baseUrl}/_graph`);
  const created = await call(`${server.baseUrl}/_graph/_emulator/wabas`, {
    token: server.config.whatsapp.emulator.controlKey,
    body: { name: 'Demo', phoneNumbers: [{ qualityRating: 'YELLOW' }] },
  });
  expect(created.status).toBe(201);
  const { accessToken } = await cloudApi.client.exchangeCode(created.body.code);
  const phones = await cloudApi.client.listPhoneNumbers(accessToken, created.body.wabaId);
  expect(phones).toEqual([expect.objectContaining({ quality_rating: 'YELLOW' })]);
});

it('answers unknown Graph paths with a Graph error, not the SPA', async () => {
  const response = await call(`${server.baseUrl}/_graph/v23.0/1/nothing/here`);
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe(100);
});

it('keeps the generated app credentials in the database', async () => {
  const kept = await loadAppCredentials(server.db, {
    appId: undefined,
    appSecret: undefined,
    verifyToken: undefined,
  });
  expect(kept).toEqual(server.app.cloudApi.credentials);
  expect(kept.appSecret).toMatch(/^[0-9a-f]{32}$/);
});

it('mounts nothing when WHATSAPP_GRAPH_URL names Meta', async () => {
  const meta = await startTestServer({ WHATSAPP_GRAPH_URL: 'https://graph.facebook.com' });
  try {
    expect(meta.app.cloudApi.emulated).toBe(false);
    expect(meta.app.cloudApi.graphUrl).toBe('https://graph.facebook.com');
    const response = await fetch(`${meta.baseUrl}/_graph/_emulator/messages`);
    expect(response.status).toBe(404);
  } finally {
    await meta.close();
  }
});

it("serves a person's image at the mounted emulator: its url lies under /_graph", async () => {
  const at = controlOfServer({
    baseUrl: server.baseUrl,
    emulatorKey: server.config.whatsapp.emulator.controlKey,
  });
  const created = await call(`${at.controlUrl}/wabas`, { token: at.key, body: {} });
  const phoneNumberId = created.body.phoneNumberIds[0] as string;
  const sent = await personSendsImage(at, { phoneNumberId, from: '491700000501' });
  const media = await call(`${server.baseUrl}/_graph/v23.0/${sent.image!.id}`, {
    token: created.body.accessToken,
  });
  expect(media.body.url).toMatch(
    new RegExp(`^${server.baseUrl}/_graph/whatsapp_business/attachments/\\?mid=`),
  );
  const file = await fetch(media.body.url, {
    headers: { authorization: `Bearer ${created.body.accessToken}` },
  });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await file.arrayBuffer()).length).toBe(Number(media.body.file_size));
});

it("checks the emulator clock's input at the mounted emulator too", async () => {
  const key = server.config.whatsapp.emulator.controlKey;
  const refused = await call(`${server.baseUrl}/_graph/_emulator/clock`, {
    token: key,
    body: { advanceMs: 'a day' },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error.code).toBe(100);
  const clock = await call(`${server.baseUrl}/_graph/_emulator/clock`, { token: key });
  expect(clock.body.offsetMs).toBe(0);
});
