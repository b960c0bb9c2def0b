import { api, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const result = await signIn(server.baseUrl, 'viewer', 'relay-viewer');
  if (!result.ok) throw new Error('sign-in failed');
  token = result.tokens.access_token;
});
afterAll(() => server?.close());

const post = (body: unknown) =>
  api(server.baseUrl, token, '/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('stores feedback with its user and account', async () => {
  const response = await post({
    description: 'Beim Speichern kam ein Fehler.',
    callbackEmail: 'vera.viewer@relay.example',
    phone: '+49 30 1234567',
    pageUrl: 'http://localhost/WhatsApp/Overview?x=<1>',
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await server.db.query<{ description: string; account_id: number; url: string }>(
    'select description, account_id, url from feedback where id = $1',
    [Number(id)],
  );
  expect(row).toEqual({
    description: 'Beim Speichern kam ein Fehler.',
    account_id: 1,
    url: 'http://localhost/WhatsApp/Overview?x=<1>',
  });
});

it('answers 400 with the field and reason, and stores nothing', async () => {
  const before = await server.db.query<{ count: number }>(
    'select count(*)::int as count from feedback',
  );
  const response = await post({ description: '<b>hi</b>', callbackEmail: 'not-an-email' });
  expect(response.status).toBe(400);
  const body = (await response.json()) as {
    errorKey: string;
    details: { field: string; reason: string }[];
  };
  expect(body.errorKey).toBe('validation');
  expect(body.details).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ field: 'description', reason: 'noHtml' }),
      expect.objectContaining({ field: 'callbackEmail', reason: 'email' }),
    ]),
  );
  const after = await server.db.query<{ count: number }>(
    'select count(*)::int as count from feedback',
  );
  expect(after).toEqual(before);
});

it('needs a signed-in user', async () => {
  const response = await fetch(`${server.baseUrl}/api/feedback`, { method: 'POST' });
  expect(response.status).toBe(401);
});
