/**
 * A company directory for tests: a real OpenID Connect provider (oidc-provider, as Keycloak or
 * Entra ID would be) on a port of its own, with people and their groups, a confidential client
 * for Relay, and a one-field sign-in form (the person's login, no password).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './runningServer';

export interface DirectoryPerson {
  login: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
}

export interface FakeDirectory {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes a person's groups, as an administrator of the directory would. */
  setGroups(login: string, groups: string[]): void;
  close(): Promise<void>;
}

export const directoryClientId = 'relay';
const directoryClientSecret = 'directory-test-secret';

export async function startFakeDirectory(
  redirectUri: string,
  people: DirectoryPerson[],
  groupsClaim = 'groups',
): Promise<FakeDirectory> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const byLogin = new Map(people.map((person) => [person.login, { ...person }]));

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const ttl = 600;
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    ttl: { Interaction: ttl, Grant: ttl, Session: ttl, AccessToken: ttl, IdToken: ttl },
    clients: [
      {
        client_id: directoryClientId,
        client_secret: directoryClientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['preferred_username', 'given_name', 'family_name', groupsClaim],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const person = byLogin.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          preferred_username: person.login,
          given_name: person.givenName,
          family_name: person.familyName,
          [groupsClaim]: person.groups,
        }),
      };
    },
    // No consent page: the directory trusts Relay with what it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const grant = new Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid profile email');
      grant.addOIDCClaims([
        'email',
        'preferred_username',
        'given_name',
        'family_name',
        groupsClaim,
      ]);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['fake-directory-cookie-key'] },
  });
  provider.on('server_error', (_ctx, error) => console.error('fake directory', error));

  const callback = provider.callback();
  const server: Server = createServer((req, res) => {
    const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return void callback(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><title>Directory</title><h1>Company directory</h1>
<form method="post"><label>Login <input name="login" autofocus></label>
<button type="submit">Sign in</button></form>`);
      return;
    }
    void readForm(req).then(async (form) => {
      const login = form.get('login') ?? '';
      if (!byLogin.has(login)) {
        res.statusCode = 401;
        res.end('unknown person');
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: login } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId: directoryClientId,
    clientSecret: directoryClientSecret,
    setGroups(login, groups) {
      byLogin.get(login)!.groups = groups;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}
