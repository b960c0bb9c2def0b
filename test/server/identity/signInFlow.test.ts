import { claimsOf, pkcePair, refresh, signIn, api, send, CookieJar } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SIGNIN_MAX_FAILURES: '3', SIGNIN_LOCK_SECONDS: '600' });
});
afterAll(() => server?.close());

describe('authorization code flow with PKCE over HTTP', () => {
  it('signs in, issues an API token naming the account, and answers userinfo', async () => {
    const result = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!result.ok) throw new Error(`sign-in failed: ${result.status}`);
    const claims = claimsOf(result.tokens.access_token);
    expect(claims).toMatchObject({
      accountId: 1,
      aud: `${server.baseUrl}/api`,
      client_id: 'relay-spa',
    });
    expect(result.tokens.refresh_token).toBeTruthy();

    const userinfo = await api(server.baseUrl, result.tokens.access_token, '/connect/userinfo', {
      method: 'POST',
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toEqual({
      sub: claims.sub,
      email: 'anna.admin@relay.example',
      given_name: 'Anna',
      family_name: 'Admin',
      salutation: 'Frau',
      title: '',
      username: 'admin',
      locale: 'de-DE',
      accountId: 1,
      rows_per_page: 25,
    });
  });

  it('refuses a token request whose code verifier does not match the challenge', async () => {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const redirectUri = `${server.baseUrl}/loginCallback`;
    const query = new URLSearchParams({
      client_id: 'relay-spa',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid profile email api',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
    });
    let response = await send(jar, `${server.baseUrl}/connect/authorize?${query}`);
    const signInPath = response.headers.get('location')!;
    response = await send(jar, `${server.baseUrl}${signInPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=viewer&password=relay-viewer',
    });
    response = await send(jar, response.headers.get('location')!);
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    const token = await fetch(`${server.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: pkcePair().verifier,
        redirect_uri: redirectUri,
        client_id: 'relay-spa',
      }).toString(),
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'relay-spa',
      response_type: 'code',
      redirect_uri: `${server.baseUrl}/loginCallback`,
      scope: 'openid',
    });
    const response = await fetch(`${server.baseUrl}/connect/authorize?${query}`, {
      redirect: 'manual',
    });
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('rotates refresh tokens: a reused one answers invalid_grant', async () => {
    const result = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
    if (!result.ok) throw new Error('sign-in failed');
    const first = await refresh(server.baseUrl, result.tokens.refresh_token);
    expect(first.status).toBe(200);
    const reused = await refresh(server.baseUrl, result.tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('sign-in page', () => {
  it('shows the page in German by default and in English on request', async () => {
    const result = await startAuthorize();
    const german = await send(result.jar, `${server.baseUrl}${result.signInPath}`);
    expect(await german.text()).toContain('Benutzername');
    const english = await send(result.jar, `${server.baseUrl}${result.signInPath}?lang=en`);
    expect(await english.text()).toContain('User name');
  });

  it('says a wrong password is wrong, then throttles after repeated failures', async () => {
    const attempt = async (password: string) => {
      const { jar, signInPath } = await startAuthorize();
      return send(jar, `${server.baseUrl}${signInPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'viewer', password, lang: 'en' }).toString(),
      });
    };
    for (let i = 0; i < 3; i++) {
      const wrong = await attempt('wrong-password');
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('The user name or password is wrong.');
    }
    const throttled = await attempt('relay-viewer');
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain('Too many failed sign-ins');
    await server.db.query('delete from signin_failures');
  });
});

async function startAuthorize() {
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: 'relay-spa',
    response_type: 'code',
    redirect_uri: `${server.baseUrl}/loginCallback`,
    scope: 'openid profile email api',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const response = await send(jar, `${server.baseUrl}/connect/authorize?${query}`);
  return { jar, signInPath: response.headers.get('location')! };
}
