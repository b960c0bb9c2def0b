import { api, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/** The help popup's second post (spec section 7): `/Dynamix/PopupRequest.aspx?supportRequest=1`. */
let server: TestServer;
let viewer: string;
let viewerId: number;

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signIn(server.baseUrl, 'viewer', 'relay-viewer');
  if (!signedIn.ok) throw new Error('sign-in failed');
  viewer = signedIn.tokens.access_token;
  [{ id: viewerId }] = await server.db.query<{ id: number }>(
    `select id from users where username = 'viewer'`,
  );
});
afterAll(() => server?.close());

const post = (query: string, body: string, contentType = 'application/json', token = viewer) =>
  api(server.baseUrl, token, `/Dynamix/PopupRequest.aspx${query}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

const stored = () =>
  server.db.query('select account_id, user_id, body from support_popup_requests order by id');

describe('POST /Dynamix/PopupRequest.aspx', () => {
  it('keeps the body with who sent it from which account, for any signed-in user', async () => {
    const response = await post(
      '?supportRequest=1',
      JSON.stringify({ body: 'Wie verknüpfe ich eine zweite Rufnummer?' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    // The legacy page took a form; that works too.
    const form = await post(
      '?supportRequest=1',
      new URLSearchParams({ body: 'Bitte um Rückruf' }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
    expect(await stored()).toEqual([
      { account_id: 1, user_id: viewerId, body: 'Wie verknüpfe ich eine zweite Rufnummer?' },
      { account_id: 1, user_id: viewerId, body: 'Bitte um Rückruf' },
    ]);
  });

  it('refuses a missing or wrong supportRequest, an empty or HTML body, and keeps nothing', async () => {
    const before = await stored();
    const cases: [string, string, string][] = [
      ['', JSON.stringify({ body: 'Text' }), 'querystring'],
      ['?supportRequest=2', JSON.stringify({ body: 'Text' }), 'querystring'],
      ['?supportRequest=1', JSON.stringify({ body: '' }), 'body'],
      ['?supportRequest=1', JSON.stringify({ body: '<b>x</b>' }), 'body'],
      ['?supportRequest=1', JSON.stringify({ body: 'x'.repeat(4001) }), 'body'],
      ['?supportRequest=1', JSON.stringify(['body']), 'body'],
      ['?supportRequest=1', '{"body":', 'syntax'],
    ];
    for (const [query, body] of cases) {
      const response = await post(query, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorKey: expect.any(String) });
    }
    expect(await stored()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.baseUrl}/Dynamix/PopupRequest.aspx?supportRequest=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Text' }),
    });
    expect(response.status).toBe(401);
  });
});
