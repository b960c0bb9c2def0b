/**
 * The bundled emulator is no open door (issue 21): every route of it refuses anonymous callers
 * (the list comes from the plugin itself, so a new route is covered), an anonymous upload is
 * refused before its body is read, the control API answers the control key and Relay's
 * administrators only, and the signup popup issues codes only for the caller's own WABA.
 */
import fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { CloudApiEmulator, emulatorPlugin, keyAccess } from '../../../src/emulator';
import { demoWaba } from '../../../src/server/db/seedWhatsAppAccounts';
import { call } from '../../support/emulator';
import { accessTokenOf } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let admin: string;
let marketer: string;
let viewer: string;

const tokenOf = (username: string, password: string) =>
  accessTokenOf(server.baseUrl, username, password);

beforeAll(async () => {
  server = await startTestServer();
  [admin, marketer, viewer] = await Promise.all([
    tokenOf('admin', 'relay-admin'),
    tokenOf('marketer', 'relay-marketer'),
    tokenOf('viewer', 'relay-viewer'),
  ]);
});
afterAll(() => server?.close());

const control = (path: string) => `${server.baseUrl}/_graph/_emulator${path}`;
const key = () => server.config.whatsapp.emulator.controlKey;

/** Every route the emulator plugin registers, as method and path. */
async function emulatorRoutes(): Promise<{ method: string; url: string }[]> {
  const routes: { method: string; url: string }[] = [];
  const probe = fastify();
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  const emulator = new CloudApiEmulator({ appId: '1', appSecret: 'x' });
  await probe.register(emulatorPlugin, { emulator, access: keyAccess('k'.repeat(16)) });
  await probe.ready();
  await probe.close();
  return routes;
}

it('refuses anonymous calls to every emulator route', async () => {
  const routes = await emulatorRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const answers: string[] = [];
  for (const route of routes) {
    const path = route.url.replace(':version', 'v23.0').replace(/:\w+/g, '105060070080091');
    const response = await fetch(`${server.baseUrl}/_graph${path}`, {
      method: route.method,
      ...(route.method !== 'GET' && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'http://attacker.example/', wabaId: demoWaba.wabaId }),
      }),
    });
    answers.push(`${route.method} ${route.url} ${response.status}`);
  }
  const open = answers.filter((answer) => !/ 401$/.test(answer));
  // Anyone may load the popup; the code exchange proves itself by the app secret instead.
  expect(open).toEqual([
    'GET /oauth/access_token 400',
    'GET /:version/oauth/access_token 400',
    'GET /_emulator/embedded-signup 200',
    'GET /_emulator/embedded-signup.js 200',
  ]);
  // Nothing was changed: the webhooks still go to this server.
  const webhook = await call(control('/webhook'), {
    method: 'PUT',
    token: key(),
    body: { url: `${server.baseUrl}/webhooks/whatsapp` },
  });
  expect(webhook.body.url).toBe(`${server.baseUrl}/webhooks/whatsapp`);
});

it('refuses an anonymous upload before reading its body', async () => {
  const url = new URL(
    `${server.baseUrl}/_graph/v23.0/${demoWaba.phoneNumbers[0].phoneNumberId}/media`,
  );
  const status = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(95 * 1024 * 1024),
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
    // Only the first megabyte is ever sent: the answer must not wait for the other 94.
    request.write(Buffer.alloc(1024 * 1024));
  });
  expect(status).toBe(401);
});

it('lets the control key and administrators steer it, nobody else', async () => {
  expect((await call(control('/webhooks'))).status).toBe(401);
  expect((await call(control('/webhooks'), { token: 'wrong-key-wrong-key' })).status).toBe(401);
  expect((await call(control('/webhooks'), { token: marketer })).status).toBe(401);
  expect((await call(control('/webhooks'), { token: viewer })).status).toBe(401);
  expect((await call(control('/webhooks'), { token: admin })).status).toBe(200);
  expect((await call(control('/webhooks'), { token: key() })).status).toBe(200);
});

describe('the signup popup', () => {
  const finish = (token: string | undefined, body: Record<string, string>) =>
    call(control('/embedded-signup'), { token, body });

  it('needs a signed-in person who may link WABAs', async () => {
    expect((await finish(undefined, { name: 'Anonym' })).status).toBe(401);
    expect((await finish(viewer, { name: 'Viewer' })).status).toBe(401);
    expect((await finish(marketer, { name: 'Fjord' })).status).toBe(201);
  });

  it("issues codes for the caller's own WABA only", async () => {
    const own = await finish(marketer, { wabaId: demoWaba.wabaId, displayPhoneNumber: '+49 40 1' });
    expect(own.status).toBe(201);
    expect(own.body.code).toEqual(expect.any(String));
    // A WABA that the marketer's account has not linked (another's, or nobody's).
    const foreign = await call(control('/wabas'), { token: key(), body: {} });
    const refused = await finish(marketer, { wabaId: foreign.body.wabaId });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBeUndefined();
    expect((await finish(undefined, { wabaId: demoWaba.wabaId })).status).toBe(401);
  });
});
