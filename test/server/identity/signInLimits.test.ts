/**
 * Sign-in attempts are limited atomically (issue 21): 200 parallel wrong passwords for one user
 * name check only as many as allowed, 60 user names from one address likewise, and a password
 * posted to a made-up sign-in address is never checked. The per-address request limit is off
 * here, so only the throttle answers.
 */
import { beginAuthorization, send } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_SIGNIN_PER_IP: '0',
    SIGNIN_MAX_FAILURES: '5',
    SIGNIN_MAX_FAILURES_PER_IP: '20',
  });
});
afterAll(() => server?.close());
afterEach(() => server.db.query('delete from signin_failures'));

const post = (flow: Awaited<ReturnType<typeof beginAuthorization>>, body: Record<string, string>) =>
  send(flow.jar, `${server.baseUrl}${flow.signInPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ lang: 'en', ...body }).toString(),
  });

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.status] = (counts[response.status] ?? 0) + 1;
    return counts;
  }, {});

it('checks only five of 200 parallel wrong passwords for one user name', async () => {
  const flow = await beginAuthorization(server.baseUrl);
  const responses = await Promise.all(
    Array.from({ length: 200 }, () => post(flow, { username: 'viewer', password: 'guess' })),
  );
  expect(statuses(responses)).toEqual({ 401: 5, 429: 195 });
  // The right password is refused too while the name is locked.
  expect((await post(flow, { username: 'viewer', password: 'relay-viewer' })).status).toBe(429);
});

it('checks only twenty of 60 user names from one address', async () => {
  const flow = await beginAuthorization(server.baseUrl);
  const responses = await Promise.all(
    Array.from({ length: 60 }, (_, i) => post(flow, { username: `guess${i}`, password: 'x' })),
  );
  expect(statuses(responses)).toEqual({ 401: 20, 429: 40 });
});

it('checks no password outside a sign-in in progress', async () => {
  const flow = await beginAuthorization(server.baseUrl);
  const madeUp = await send(flow.jar, `${server.baseUrl}/signin/x`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: 'relay-admin' }).toString(),
  });
  expect(madeUp.status).toBe(400);
  expect(madeUp.headers.get('location')).toBeNull();
  // Not even counted as an attempt: nothing reached the password check.
  expect(await server.db.query('select 1 from signin_failures')).toEqual([]);
  // The real one still signs in.
  expect((await post(flow, { username: 'admin', password: 'relay-admin' })).status).toBe(303);
});
