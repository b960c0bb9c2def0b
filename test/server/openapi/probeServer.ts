/**
 * The server the generated suites probe: the app as `npm start` composes it (startTestServer),
 * the demo data, the operations of its OpenAPI document, and signed-in callers:
 * - owner: admin in account 1, which holds the things probed;
 * - foreign: the same admin, signed in to account 2 (every right there, none of account 1's things);
 * - viewer: the demo viewer in account 1 (only `.View` rights);
 * - nobody: sso-demo in account 1 (signed in, no right at all).
 * Account 1 gets one of each thing the demo data lacks in tests (a media folder and file, an
 * import, a newsletter, a conversation), made through the API as a person would.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodePng } from '../../../src/server/media/pngEncoder';
import { loadOperations, type Operation } from '../../support/openApi';
import { api, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

export interface ProbeServer extends TestServer {
  operations: Operation[];
  tokens: { owner: string; foreign: string; viewer: string; nobody: string };
  close(): Promise<void>;
}

/**
 * The routes of the document that need no sign-in, each public by design. The sign-in pages,
 * `/r/{token}`, the public media files and the emulator's `/_graph` are public too but hidden
 * from the document (not API calls of the SPA); the suites fail when any other route is public.
 */
export const publicByDesign: Record<string, string> = {
  'GET /webhooks/whatsapp': "Meta's subscription handshake: checked by the verify token",
  'POST /webhooks/whatsapp': "Meta's webhooks: checked by the app secret's signature",
  'GET /healthz': "the load balancer's liveness check: answers only that the process runs",
  'GET /readyz': "the load balancer's readiness check: answers a one-word reason, nothing more",
  'GET /metrics': 'Prometheus: off unless METRICS_TOKEN is set, then checked against that token',
};

export const ownerAccount = 1;
export const foreignAccount = 2;

async function tokenOf(server: TestServer, username: string, password: string) {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

export async function startProbeServer(): Promise<ProbeServer> {
  const server = await startTestServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'relay-probe-')),
    // Nothing should change by itself while the suites compare the database before and after.
    EMULATOR_REVIEW_DELAY_MS: '3600000',
    EMULATOR_FAILURE_RATE: '0',
    // Thousands of calls a minute from one token: the API's rate limit (tested on its own in
    // test/server/http) would answer 429 instead of the route under probe.
    RATE_LIMIT_API_PER_TOKEN: '0',
    RATE_LIMIT_API_PER_IP: '0',
  });
  try {
    const tokens = await signInAll(server);
    await addMissingThings(server, tokens.owner);
    const operations = await loadOperations(server.baseUrl);
    const unexpected = operations.filter((o) => o.public && !(o.key in publicByDesign));
    if (unexpected.length > 0) {
      throw new Error(`public without a reason: ${unexpected.map((o) => o.key).join(', ')}`);
    }
    return { ...server, operations, tokens };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The admin signs in twice: to account 1, then (as its current account) to account 2. */
async function signInAll(server: TestServer): Promise<ProbeServer['tokens']> {
  const currentAccount = (id: number) =>
    server.db.query("update users set current_account_id = $1 where username = 'admin'", [id]);
  const owner = await tokenOf(server, 'admin', 'relay-admin');
  await currentAccount(foreignAccount);
  const foreign = await tokenOf(server, 'admin', 'relay-admin');
  await currentAccount(ownerAccount);
  return {
    owner,
    foreign,
    viewer: await tokenOf(server, 'viewer', 'relay-viewer'),
    nobody: await tokenOf(server, 'sso-demo', 'relay-sso'),
  };
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function addMissingThings(server: TestServer, token: string) {
  const json = (method: string, url: string, body: unknown) =>
    api(server.baseUrl, token, url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const folder = (await expectOk(
    await json('POST', '/API/MediaDatabase/Folder', { name: 'Probe' }),
    'media folder',
  )) as { id: number };
  const form = new FormData();
  const png = encodePng(8, 8, () => [0, 128, 255]);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'probe.png');
  const upload = api(
    server.baseUrl,
    token,
    `/API/MediaDatabase/UploadFile?targetFolder=${folder.id}`,
    {
      method: 'POST',
      body: form,
    },
  );
  const { asset } = (await expectOk(await upload, 'media file')) as { asset: { id: string } };
  await expectOk(
    await json('POST', '/API/MediaDatabase/SaveFileAllocation', {
      fileId: asset.id,
      identifier: 'header',
      objectId: 1,
      entityType: 'WhatsAppTemplate',
    }),
    'media allocation',
  );
  await expectOk(
    await api(server.baseUrl, token, '/SubscriberAPI/Imports?fileName=probe.csv', {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: 'firstname;telnr\nErika;+4915112345000\n',
    }),
    'subscriber import',
  );
  const [template] = await server.db.query<{ id: number; waba: number; phone: number }>(
    `select t.id, t.whatsapp_account_id as waba, p.id as phone from whatsapp_templates t
       join whatsapp_phone_numbers p on p.whatsapp_account_id = t.whatsapp_account_id
      where t.account_id = $1 and t.status = 2 order by t.id, p.id limit 1`,
    [ownerAccount],
  );
  const [group] = await server.db.query<{ unique_id: string }>(
    'select unique_id from profiles where account_id = $1 and not is_system order by id limit 1',
    [ownerAccount],
  );
  await expectOk(
    await json('POST', '/WhatsAppApi/newsletter', {
      id: 0,
      name: 'Probe',
      description: '',
      templateId: template.id,
      businessAccountId: template.waba,
      phoneNumberId: template.phone,
      profileId: group.unique_id,
      sendToSubscribersWithUnknownDOI: false,
      sendToSubscribersWithDifferentLanguage: false,
      placeholderValues: [],
    }),
    'newsletter',
  );
  await personWritesIn(server);
}

/**
 * A person sends a photo to the demo number through the emulator's control API: account 1 gets a
 * conversation the way people start them. Waits until the webhook and its jobs are processed,
 * so nothing changes while the suites compare the database.
 */
async function personWritesIn(server: TestServer) {
  const [phone] = await server.db.query<{ phone_number_id: string }>(
    `select p.phone_number_id from whatsapp_phone_numbers p
       join whatsapp_accounts w on w.id = p.whatsapp_account_id
      where w.account_id = $1 order by p.id limit 1`,
    [ownerAccount],
  );
  const response = await fetch(
    `${server.baseUrl}/_graph/_emulator/recipients/4915112345999/messages`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.config.whatsapp.emulator.controlKey}`,
        'content-type': 'application/json',
      },
      // An image: a text would bring the demo double opt-in's answer, whose status webhooks
      // would come in while the suites compare the database.
      body: JSON.stringify({ phoneNumberId: phone.phone_number_id, type: 'image', text: 'Hallo' }),
    },
  );
  if (response.status !== 201) throw new Error(`person could not write: ${response.status}`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [{ open, conversations }] = await server.db.query<{
      open: number;
      conversations: number;
    }>(
      `select (select count(*)::int from whatsapp_webhook_changes where processed_at is null)
                as open,
              (select count(*)::int from whatsapp_conversations where account_id = $1)
                as conversations`,
      [ownerAccount],
    );
    if (open === 0 && conversations > 0) break;
    if (Date.now() > deadline) throw new Error('the conversation did not come');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.app.jobs.drain(20_000);
}
