import { marketerRights, viewerRights } from '../../../src/server/db/seed';
import { groupsOf, readClaim } from '../../../src/server/identity/directory';
import { signInThroughDirectory } from '../../support/directorySignIn';
import { startFakeDirectory, type FakeDirectory } from '../../support/fakeDirectory';
import { freePort } from '../../support/runningServer';
import { api, beginAuthorization, claimsOf, send, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let directory: FakeDirectory;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  directory = await startFakeDirectory(`${publicUrl}/signin/directory/callback`, [
    {
      login: 'dana',
      email: 'dana@example.com',
      givenName: 'Dana',
      familyName: 'Vogt',
      groups: ['relay-marketing', 'all-staff'],
    },
    // Holds the user name of a local demo user.
    { login: 'viewer', email: 'v@example.com', givenName: 'Vi', familyName: 'Ewer', groups: [] },
  ]);
  server = await startTestServer({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: directory.issuer,
    OIDC_CLIENT_ID: directory.clientId,
    OIDC_CLIENT_SECRET: directory.clientSecret,
  });
});
afterAll(async () => {
  await server?.close();
  await directory?.close();
});

const setSync = (accountId: number, on: boolean) =>
  server.db.query(
    `insert into sso_settings (account_id, sync_state) values ($1, $2)
     on conflict (account_id) do update set sync_state = excluded.sync_state`,
    [accountId, on],
  );

const rightsOf = async (token: string) =>
  (await (await api(server.baseUrl, token, '/api/users/current/rights')).json()) as string[];

async function signedIn(login: string) {
  const result = await signInThroughDirectory(server.baseUrl, login);
  if (!result.ok) throw new Error(`sign-in of ${login} answered ${result.status}: ${result.page}`);
  return result.tokens;
}

describe('sign-in through the company directory', () => {
  it('refuses a person whose groups no account maps, with a page that says so', async () => {
    await setSync(1, false);
    const result = await signInThroughDirectory(server.baseUrl, 'dana');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(403);
    expect(result.page).toContain('Verzeichnisgruppen geben Ihnen Zugang zu keinem Konto');
  });

  it('gives a person exactly the rights mapped from their directory groups', async () => {
    await setSync(1, true);
    const tokens = await signedIn('dana');
    expect(claimsOf(tokens.access_token).accountId).toBe(1);
    expect(await rightsOf(tokens.access_token)).toEqual([...marketerRights].sort());

    const [user] = await server.db.query<{ username: string; email: string; groups: string[] }>(
      `select u.username, u.email,
         array(select external_id from user_directory_groups g where g.user_id = u.id
               order by external_id) as groups
       from users u where external_subject = 'dana'`,
    );
    expect(user).toEqual({
      username: 'dana',
      email: 'dana@example.com',
      groups: ['all-staff', 'relay-marketing'],
    });
    const joined = await server.db.query(
      `select 1 from user_actions a join users u on u.id = a.user_id
       where u.external_subject = 'dana' and a.details ->> 'event' = 'accountJoinedBySync'`,
    );
    expect(joined).toHaveLength(1);
  });

  it('follows the directory: changed groups change the rights at the next sign-in', async () => {
    await setSync(1, true);
    directory.setGroups('dana', ['relay-readers']);
    const tokens = await signedIn('dana');
    expect(await rightsOf(tokens.access_token)).toEqual([...viewerRights].sort());
    const users = await server.db.query(`select 1 from users where external_subject = 'dana'`);
    expect(users).toHaveLength(1);
  });

  it('keeps a local user name apart from a directory person of the same name', async () => {
    await server.db.query(
      `insert into sso_mappings (account_id, external_id, name) values (1, 'viewers-2', 'V2')`,
    );
    directory.setGroups('viewer', ['viewers-2']);
    await signedIn('viewer');
    const rows = await server.db.query<{ username: string; external: boolean }>(
      `select username, external_subject is not null as external from users
       where username like 'viewer%' order by username`,
    );
    expect(rows).toEqual([
      { username: 'viewer', external: false },
      { username: 'viewer#2', external: true },
    ]);
  });

  it("keeps the password form for Relay's own users, such as the first administrator", async () => {
    const result = await signIn(server.baseUrl, 'admin', 'relay-admin');
    expect(result.ok).toBe(true);
  });

  it('refuses an answer the directory refused, and redeems each answer once', async () => {
    const flow = await beginAuthorization(server.baseUrl);
    const toDirectory = await send(flow.jar, `${server.baseUrl}${flow.signInPath}/directory`);
    const state = new URL(toDirectory.headers.get('location')!).searchParams.get('state')!;
    const callback = `${server.baseUrl}/signin/directory/callback`;
    const refused = await send(flow.jar, `${callback}?error=access_denied&state=${state}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('Signing in through your company directory failed');
    const again = await send(flow.jar, `${callback}?code=x&state=${state}`);
    expect(again.status).toBe(400);
  });
});

describe('an unreachable directory', () => {
  it('answers a clear page instead of an error', async () => {
    const closed = await freePort();
    const offline = await startTestServer({
      OIDC_ISSUER: `http://127.0.0.1:${closed}`,
      OIDC_CLIENT_ID: 'relay',
    });
    try {
      const flow = await beginAuthorization(offline.baseUrl);
      const response = await send(flow.jar, `${offline.baseUrl}${flow.signInPath}/directory`, {
        headers: { 'accept-language': 'en' },
      });
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('The company directory cannot be reached');
    } finally {
      await offline.close();
    }
  });
});

describe('reading groups from the token', () => {
  it('reads a claim by name or by a dotted path', () => {
    expect(readClaim({ groups: ['a'] }, 'groups')).toEqual(['a']);
    expect(readClaim({ realm_access: { roles: ['r'] } }, 'realm_access.roles')).toEqual(['r']);
    expect(readClaim({ 'cognito:groups': ['c'] }, 'cognito:groups')).toEqual(['c']);
    expect(readClaim({}, 'realm_access.roles')).toBeUndefined();
  });

  it('takes a list, or one name that may hold spaces', () => {
    expect(groupsOf(['a', '', 3, 'b'])).toEqual(['a', 'b']);
    expect(groupsOf('Campaign Team')).toEqual(['Campaign Team']);
    expect(groupsOf(undefined)).toEqual([]);
  });
});
