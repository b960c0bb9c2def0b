import { SignJWT, importJWK } from 'jose';
import { loadServerSecrets } from '../../../src/server/identity/secrets';
import { api, claimsOf, refresh, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  // A route that needs a right, to show the one rights hook at work.
  server = await startTestServer({}, (app) =>
    app.get('/test/sso-only', { config: { rights: ['SsoConfiguration.View'] } }, async () => ({
      ok: true,
    })),
  );
  const result = await signIn(server.baseUrl, 'admin', 'relay-admin');
  if (!result.ok) throw new Error('sign-in failed');
  adminToken = result.tokens.access_token;
});
afterAll(() => server?.close());

const currentAccountOf = async (username: string) =>
  (
    await server.db.query<{ current_account_id: number }>(
      'select current_account_id from users where username = $1',
      [username],
    )
  )[0].current_account_id;

describe('account switching', () => {
  it('refuses a locked account with accountLocked and changes nothing', async () => {
    const response = await api(
      server.baseUrl,
      adminToken,
      '/api/Authorization/user/switchaccount/3',
      {
        method: 'PATCH',
      },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ errorKey: 'accountLocked' });
    expect(await currentAccountOf('admin')).toBe(1);
  });

  it('refuses an unknown account with accountUnknown and changes nothing', async () => {
    const response = await api(
      server.baseUrl,
      adminToken,
      '/api/Authorization/user/switchaccount/999',
      {
        method: 'PATCH',
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorKey: 'accountUnknown' });
    expect(await currentAccountOf('admin')).toBe(1);
  });

  it('refuses a foreign account with accountNotAllowed and changes nothing', async () => {
    const [foreign] = await server.db.query<{ id: number }>(
      `insert into accounts (name) values ('Fremdfirma GmbH') returning id`,
    );
    const response = await api(
      server.baseUrl,
      adminToken,
      `/api/Authorization/user/switchaccount/${foreign.id}`,
      { method: 'PATCH' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorKey: 'accountNotAllowed' });
    expect(await currentAccountOf('admin')).toBe(1);
  });

  it('hides nothing but flags the locked account in the account list', async () => {
    const response = await api(server.baseUrl, adminToken, '/api/Authorization/account');
    const accounts = (await response.json()) as { id: number; locked: boolean }[];
    expect(accounts.map((a) => [a.id, a.locked]).sort()).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('switches, and the refreshed token names the new account', async () => {
    const [marketer] = [await signIn(server.baseUrl, 'marketer', 'relay-marketer')];
    if (!marketer.ok) throw new Error('sign-in failed');
    const response = await api(
      server.baseUrl,
      marketer.tokens.access_token,
      '/api/Authorization/user/switchaccount/2',
      { method: 'PATCH' },
    );
    expect(response.status).toBe(204);
    const refreshed = (await (
      await refresh(server.baseUrl, marketer.tokens.refresh_token)
    ).json()) as {
      access_token: string;
      id_token: string;
    };
    expect(claimsOf(refreshed.access_token).accountId).toBe(2);
    expect(claimsOf(refreshed.id_token).accountId).toBe(2);
    const userinfo = await api(server.baseUrl, refreshed.access_token, '/connect/userinfo', {
      method: 'POST',
    });
    expect(await userinfo.json()).toMatchObject({ username: 'marketer', accountId: 2 });
  });
});

describe('account scope', () => {
  it('answers with the data of the token account, never of another account', async () => {
    // Make account 2's admin group differ from account 1's.
    await server.db.query(
      `delete from role_rights where right_name = 'SsoConfiguration.Delete'
       and role_id in (select id from roles where account_id = 2)`,
    );
    const rightsWith = async (token: string) =>
      (await (await api(server.baseUrl, token, '/api/users/current/rights')).json()) as string[];
    const admin = await signIn(server.baseUrl, 'admin', 'relay-admin');
    if (!admin.ok) throw new Error('sign-in failed');
    const tokenOfA = admin.tokens.access_token;
    await api(server.baseUrl, tokenOfA, '/api/Authorization/user/switchaccount/2', {
      method: 'PATCH',
    });
    const refreshed = (await (
      await refresh(server.baseUrl, admin.tokens.refresh_token)
    ).json()) as {
      access_token: string;
    };
    const tokenOfB = refreshed.access_token;
    expect(claimsOf(tokenOfB).accountId).toBe(2);
    expect(await rightsWith(tokenOfB)).not.toContain('SsoConfiguration.Delete');
    // The user now works for B, yet A's token still reads A's data only.
    expect(claimsOf(tokenOfA).accountId).toBe(1);
    expect(await rightsWith(tokenOfA)).toContain('SsoConfiguration.Delete');
    const userinfo = await api(server.baseUrl, tokenOfA, '/connect/userinfo', { method: 'POST' });
    expect(await userinfo.json()).toMatchObject({ accountId: 1 });
    await server.db.query(`update users set current_account_id = 1 where username = 'admin'`);
  });

  it('refuses a token of an account the user no longer belongs to', async () => {
    const viewer = await signIn(server.baseUrl, 'viewer', 'relay-viewer');
    if (!viewer.ok) throw new Error('sign-in failed');
    await server.db.query(
      `delete from account_users where account_id = 1
       and user_id = (select id from users where username = 'viewer')`,
    );
    const response = await api(
      server.baseUrl,
      viewer.tokens.access_token,
      '/api/users/current/rights',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorKey: 'accountNotAllowed' });
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/users/current/rights`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorKey: 'unauthorized' });
  });

  it('answers 401 for a tampered token', async () => {
    const [header, payload, signature] = adminToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, accountId: 2 })).toString('base64url');
    const response = await api(
      server.baseUrl,
      `${header}.${forged}.${signature}`,
      '/api/users/current/rights',
    );
    expect(response.status).toBe(401);
  });

  it('answers 401 for an expired token and for a token of another audience', async () => {
    const { signingKey } = await loadServerSecrets(server.db);
    const key = await importJWK(signingKey, 'RS256');
    const sign = (audience: string, expiresAt: number) =>
      new SignJWT({ accountId: 1, scope: 'api', client_id: 'relay-spa' })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
        .setSubject(String(claimsOf(adminToken).sub))
        .setIssuer(server.baseUrl)
        .setAudience(audience)
        .setIssuedAt(expiresAt - 600)
        .setExpirationTime(expiresAt)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const valid = await sign(`${server.baseUrl}/api`, now + 600);
    expect((await api(server.baseUrl, valid, '/api/users/current/rights')).status).toBe(200);
    const expired = await sign(`${server.baseUrl}/api`, now - 5);
    expect((await api(server.baseUrl, expired, '/api/users/current/rights')).status).toBe(401);
    const otherAudience = await sign('https://elsewhere.example/api', now + 600);
    expect((await api(server.baseUrl, otherAudience, '/api/users/current/rights')).status).toBe(
      401,
    );
  });

  it('answers 401 once the refresh token is revoked by logoff, and refresh fails', async () => {
    const marketer = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
    if (!marketer.ok) throw new Error('sign-in failed');
    const logoff = await api(
      server.baseUrl,
      marketer.tokens.access_token,
      '/Login/LoginWebApi/ExternalLogoff',
    );
    expect(logoff.status).toBe(204);
    const again = await refresh(server.baseUrl, marketer.tokens.refresh_token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('rights on routes', () => {
  it('answers 403 for a route without the right and lets a holder through', async () => {
    const marketer = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
    if (!marketer.ok) throw new Error('sign-in failed');
    const refused = await api(server.baseUrl, marketer.tokens.access_token, '/test/sso-only');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorKey: 'forbidden' });
    const allowed = await api(server.baseUrl, adminToken, '/test/sso-only');
    expect(allowed.status).toBe(200);
  });
});
