import { createHash, randomBytes } from 'node:crypto';

/** Cookies per name, as a browser would keep them for one site. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export const clientId = 'relay-spa';

/** A 128-character code verifier and its S256 challenge, as the SPA makes them. */
export function pkcePair() {
  const verifier = randomBytes(96).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** One request that keeps cookies and does not follow redirects. */
export async function send(jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
  });
  jar.store(response);
  return response;
}

/** The SPA's authorization request: answers the cookies so far and our sign-in page's path. */
export async function beginAuthorization(baseUrl: string) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${baseUrl}/loginCallback`;
  const authorize = new URL(`${baseUrl}/connect/authorize`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  }).toString();

  const response = await send(jar, authorize.toString());
  const signInPath = response.headers.get('location');
  if (response.status !== 303 || !signInPath?.startsWith('/signin/')) {
    throw new Error(`authorize answered ${response.status} ${await response.text()}`);
  }
  return { jar, verifier, redirectUri, signInPath };
}

/** After a finished sign-in: back at the provider, which redirects with the code; redeem it. */
export async function completeAuthorization(
  baseUrl: string,
  { jar, verifier, redirectUri }: Awaited<ReturnType<typeof beginAuthorization>>,
  signedIn: Response,
) {
  let response = signedIn;
  let location = response.headers.get('location')!;
  while (!location.startsWith(redirectUri)) {
    response = await send(jar, new URL(location, baseUrl).toString());
    location = response.headers.get('location') ?? '';
    if (!location) throw new Error(`flow stopped at ${response.status} ${await response.text()}`);
  }
  const code = new URL(location).searchParams.get('code')!;
  const tokenResponse = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: clientId,
    }).toString(),
  });
  if (tokenResponse.status !== 200) {
    throw new Error(
      `token endpoint answered ${tokenResponse.status} ${await tokenResponse.text()}`,
    );
  }
  return { ok: true as const, tokens: (await tokenResponse.json()) as Tokens, jar };
}

/**
 * The authorization code flow with PKCE over HTTP, step by step as a browser walks it:
 * authorize → sign-in page → post credentials → back to authorize → code → token endpoint.
 */
export async function signIn(baseUrl: string, username: string, password: string) {
  const flow = await beginAuthorization(baseUrl);
  const { jar, signInPath } = flow;
  const page = await send(jar, `${baseUrl}${signInPath}`);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);

  const response = await send(jar, `${baseUrl}${signInPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (response.status !== 303) {
    return { ok: false as const, status: response.status, page: await response.text() };
  }
  return completeAuthorization(baseUrl, flow, response);
}

export async function refresh(baseUrl: string, refreshToken: string) {
  return fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
      scope: 'openid profile email api',
    }).toString(),
  });
}

export function api(baseUrl: string, token: string, path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
}

/** The claims of a JWT, unverified (for assertions only). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
}

/** The access token of a demo user signed in at `baseUrl` (the code flow with PKCE, as the SPA). */
export async function accessTokenOf(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const result = await signIn(baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}
