/**
 * Sessions end at sign-out (issue 21): after ExternalLogoff or the provider's sign-out the
 * person's access tokens are refused at once, while a new sign-in works right away. A sign-out
 * our SPA starts (with the person's ID token) submits itself; one started elsewhere asks first.
 */
import { api, send, signIn, type CookieJar } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rights = (token: string) => api(server.baseUrl, token, '/api/users/current/rights');

async function signedIn(username: string, password: string) {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result;
}

it('refuses the access token at once after ExternalLogoff; a new sign-in works', async () => {
  const first = await signedIn('marketer', 'relay-marketer');
  expect((await rights(first.tokens.access_token)).status).toBe(200);
  const logoff = await api(
    server.baseUrl,
    first.tokens.access_token,
    '/Login/LoginWebApi/ExternalLogoff',
  );
  expect(logoff.status).toBe(204);
  expect((await rights(first.tokens.access_token)).status).toBe(401);
  const second = await signedIn('marketer', 'relay-marketer');
  expect((await rights(second.tokens.access_token)).status).toBe(200);
});

/** The sign-out page for this browser (cookie jar), with or without our ID token. */
const endSession = (jar: CookieJar, idToken?: string) =>
  send(
    jar,
    `${server.baseUrl}/connect/end_session?${new URLSearchParams({
      ...(idToken && { id_token_hint: idToken }),
      post_logout_redirect_uri: `${server.baseUrl}/`,
      client_id: 'relay-spa',
    })}`,
  );

it("ends the tokens with our app's sign-out, which submits itself", async () => {
  const { tokens, jar } = await signedIn('viewer', 'relay-viewer');
  const response = await endSession(jar, tokens.id_token);
  expect(response.status).toBe(200);
  const html = await response.text();
  const script = /<script>([^<]*)<\/script>/.exec(html)?.[1];
  expect(script).toBe('document.forms[0].submit()');
  // The page's policy allows exactly this script.
  expect(response.headers.get('content-security-policy')).toMatch(
    /script-src 'self'( '[^']+')* 'sha256-[^']+'/,
  );
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
  const confirmed = await send(jar, `${server.baseUrl}/connect/end_session/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
  expect(confirmed.status).toBe(303);
  expect((await rights(tokens.access_token)).status).toBe(401);
});

it('asks first when the sign-out was started elsewhere', async () => {
  const { tokens, jar } = await signedIn('admin', 'relay-admin');
  const response = await endSession(jar);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('<script');
  expect(html).toContain('Möchten Sie sich bei Relay abmelden?');
  expect(html).toContain('<button type="submit">Abmelden</button>');
  // Nothing ended yet.
  expect((await rights(tokens.access_token)).status).toBe(200);
});
