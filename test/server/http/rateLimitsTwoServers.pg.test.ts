/**
 * The API's limit per token held by two servers on one PostgreSQL (issue 24): each counts its
 * calls in memory and adds them to the shared table within 100 ms, so a token that spent its
 * limit across both is answered 429 by a server once that server has flushed what it counted
 * (the bound sharedCounts.ts states). Runs with DATABASE_URL (`npm run test:pg`): on PGlite a
 * server is alone and counts in memory only.
 */
import { api, signIn } from '../../support/signIn';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';
import { startTestServer, type TestServer } from '../../support/testServer';

const suite = process.env.DATABASE_URL ? describe : describe.skip;

suite('the API limit per token across two servers', () => {
  const limit = 5;
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let secondUrl: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { RATE_LIMIT_API_PER_TOKEN: String(limit), RATE_LIMIT_API_PER_IP: '1000' };
    first = await startTestServer(env, undefined, undefined, {
      ...database,
      drop: async () => undefined,
    });
    // The second server answers tokens the first issued: the same public address (one
    // installation behind a load balancer), its own port and its own pool on the same database.
    second = await startTestServer({ ...env, PUBLIC_URL: first.baseUrl }, undefined, undefined, {
      ...database,
      db: database.connectAgain(),
      drop: async () => undefined,
    });
    secondUrl = `http://127.0.0.1:${second.config.port}`;
    const result = await signIn(first.baseUrl, 'viewer', 'relay-viewer');
    if (!result.ok) throw new Error('sign-in failed');
    token = result.tokens.access_token;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  const rights = async (url: string) => (await api(url, token, '/api/users/current/rights')).status;
  /** The token's hits in the shared table (its key is a digest of the token). */
  const sharedHits = async () =>
    Number(
      (
        await database.db.query<{ hits: number | null }>(
          `select sum(hits)::int as hits from rate_limits where key like '%token:%'`,
        )
      )[0].hits ?? 0,
    );
  const flushed = async (hits: number) => {
    // Polled, never timed: each server adds its count by itself within its flush interval.
    while ((await sharedHits()) < hits) await new Promise((r) => setTimeout(r, 20));
  };

  it('answers 429 once the calls to both servers pass the limit together', async () => {
    expect([await rights(first.baseUrl), await rights(first.baseUrl)]).toEqual([200, 200]);
    await flushed(2);
    expect([await rights(secondUrl), await rights(secondUrl)]).toEqual([200, 200]);
    await flushed(4);
    // The second knows all 4 after its flush; 1 more is within the limit, the next is not.
    expect(await rights(secondUrl)).toBe(200);
    expect(await rights(secondUrl)).toBe(429);
    await flushed(6);
    // The first still counts its own 2 plus this one: within the bound, it lets it through, and
    // learns the shared count at its flush; from then on it refuses too.
    expect(await rights(first.baseUrl)).toBe(200);
    await flushed(7);
    expect(await rights(first.baseUrl)).toBe(429);
  });
});
