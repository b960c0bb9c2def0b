/**
 * Rate limits (issue 21): the API answers 429 with Retry-After past its limit per token and per
 * address, the click redirect per address; Meta's webhooks are never limited. The counters'
 * PostgreSQL store shares one count between server processes.
 */
import { PostgresRateStore } from '../../../src/server/http/rateLimits/postgresStore';
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

it('shares one count between server processes on one database', async () => {
  // Two stores as two processes would have; on PostgreSQL the pool's parallel connections race.
  const first = new PostgresRateStore(server.db);
  const second = new PostgresRateStore(server.db);
  const hit = (store: PostgresRateStore) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        'address:203.0.113.9',
        (error, result) => (error ? reject(error) : resolve(result!)),
        60_000,
      ),
    );
  const counts = await Promise.all(
    Array.from({ length: 20 }, (_, i) => hit(i % 2 ? first : second)),
  );
  expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);
});
