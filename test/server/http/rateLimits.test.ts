/**
 * Rate limits (issue 21): the API answers 429 with Retry-After past its limit per token and per
 * address, the click redirect per address; Meta's webhooks are never limited. How PostgreSQL's
 * store shares the counts between server processes: rateLimitsShared.test.ts.
 */
import { api, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';
import { postWebhook, statusEnvelope } from '../whatsapp/webhooks/webhookPayloads';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_API_PER_TOKEN: '5',
    RATE_LIMIT_API_PER_IP: '8',
    RATE_LIMIT_CLICKS_PER_IP: '3',
    // The sign-in below takes a handful of provider requests; the flood test adds 30.
    RATE_LIMIT_IDENTITY_PER_IP: '20',
  });
  const result = await signIn(server.baseUrl, 'viewer', 'relay-viewer');
  if (!result.ok) throw new Error('sign-in failed');
  token = result.tokens.access_token;
});
afterAll(() => server?.close());

const rights = (bearer?: string) =>
  bearer
    ? api(server.baseUrl, bearer, '/api/users/current/rights')
    : fetch(`${server.baseUrl}/api/users/current/rights`);

it('limits the API per token and per address with 429 and Retry-After', async () => {
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await rights(token));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = answers[5];
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  expect(await refused.json()).toMatchObject({ errorKey: 'tooManyRequests' });
  // Other tokens (here: made-up ones) are counted by the address: 6 calls so far, 2 more pass.
  const others = [];
  for (let i = 0; i < 3; i++) others.push((await rights(`made-up-${i}`)).status);
  expect(others).toEqual([401, 401, 429]);
});

it('never limits webhooks', async () => {
  const { appSecret } = server.app.cloudApi.credentials;
  const statuses = [];
  for (let i = 0; i < 20; i++) {
    statuses.push((await postWebhook(server.baseUrl, appSecret, statusEnvelope([]))).status);
  }
  expect(statuses.every((status) => status === 200)).toBe(true);
});

it('limits the click redirect per address', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await fetch(`${server.baseUrl}/r/made-up`, { redirect: 'manual' })).status);
  }
  expect(statuses).toEqual([404, 404, 404, 429]);
});

it('limits a flood of token refreshes at the identity provider per address', async () => {
  const refreshWith = (refreshToken: string) =>
    fetch(`${server.baseUrl}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'relay-spa',
      }),
    });
  const statuses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => refreshWith(`made-up-${i}`).then((r) => r.status)),
  );
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  // Before the limit, the provider itself answered (a made-up refresh token: 400 invalid_grant).
  expect(statuses.filter((status) => status !== 429).every((status) => status === 400)).toBe(true);
});
