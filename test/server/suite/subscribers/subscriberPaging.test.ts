/**
 * Deep pages of the subscriber list read by key (issue 24): following nextAfter visits every
 * subscriber of the account, or of a group, exactly once in id order, the same rows skip gives,
 * also when subscribers are deleted between pages; page sizes stay bounded.
 */
import type { SubscriberPage } from '../../../../src/common/subscribers';
import { accessTokenOf, api } from '../../../support/signIn';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { accountIdOf, groupWith } from '../../whatsapp/newsletters/newsletterFixtures';

let server: TestServer;
let admin: string;
let group: Awaited<ReturnType<typeof groupWith>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await accessTokenOf(server.baseUrl, 'admin', 'relay-admin');
  const accountId = await accountIdOf(server.db);
  // Every third of 30 new subscribers is in the group, so its ids have gaps.
  group = await groupWith(
    server.db,
    accountId,
    'Blättern',
    Array.from({ length: 30 }, (_, i) => ({ key: `p${i}`, telnr: `+49170555${1000 + i}` })),
  );
  await server.db.query(
    `delete from profile_subscribers where profile_id = $1 and subscriber_id % 3 <> 0`,
    [group.id],
  );
});
afterAll(() => server?.close());

async function page(params: Record<string, string | number>): Promise<SubscriberPage> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await api(server.baseUrl, admin, `/SubscriberAPI/Subscribers?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriberPage;
}

/** Every page by nextAfter. */
async function byKey(params: Record<string, string>, take: number) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const answer: SubscriberPage = await page({ ...params, take, ...(after && { after }) });
    ids.push(...answer.subscribers.map((s) => s.uniqueId));
    if (!answer.nextAfter) return ids;
    expect(answer.subscribers).toHaveLength(take);
    after = answer.nextAfter;
  }
  throw new Error('the list did not end');
}

async function inIdOrder(where: string, params: unknown[]): Promise<string[]> {
  const rows = await server.db.query<{ unique_id: string }>(
    `select s.unique_id from subscribers s where ${where} order by s.id`,
    params,
  );
  return rows.map((row) => row.unique_id);
}

it('visits every subscriber of the account once, in id order, by key', async () => {
  const accountId = await accountIdOf(server.db);
  const expected = await inIdOrder('s.account_id = $1', [accountId]);
  expect(await byKey({}, 7)).toEqual(expected);
  const bySkip = await page({ skip: 14, take: 7 });
  expect(bySkip.subscribers.map((s) => s.uniqueId)).toEqual(expected.slice(14, 21));
});

it('visits every member of a group once, in id order, by key', async () => {
  const expected = await inIdOrder(
    'exists (select 1 from profile_subscribers ps where ps.profile_id = $1 and ps.subscriber_id = s.id)',
    [group.id],
  );
  expect(expected).toHaveLength(10);
  expect(await byKey({ profileId: group.profileId }, 3)).toEqual(expected);
  const searched = await byKey({ profileId: group.profileId, search: '0555' }, 4);
  expect(searched).toEqual(expected);
});

it('neither repeats nor drops a subscriber when some are deleted between pages', async () => {
  const accountId = await accountIdOf(server.db);
  const first = await page({ take: 6 });
  const second = await page({ take: 6, after: first.nextAfter! });
  // Gone: the subscriber the key was taken from, one shown before it, the next page's first.
  const gone = [first.subscribers[5], first.subscribers[1], second.subscribers[0]];
  await server.db.query('delete from subscribers where unique_id = any($1::uuid[])', [
    gone.map((s) => s.uniqueId),
  ]);
  const rest: string[] = [];
  let after = first.nextAfter;
  while (after) {
    // The rest in large pages: few calls, well within the API's rate limit per token.
    const next = await page({ take: 200, after });
    rest.push(...next.subscribers.map((s) => s.uniqueId));
    after = next.nextAfter;
  }
  const remaining = await inIdOrder('s.account_id = $1', [accountId]);
  expect([first.subscribers[0], ...first.subscribers.slice(2, 5)].map((s) => s.uniqueId)).toEqual(
    remaining.slice(0, 4),
  );
  expect(rest).toEqual(remaining.slice(4));
});

it.each([
  ['take 0', 'take=0'],
  ['a take over the maximum', 'take=201'],
  ['a negative skip', 'skip=-1'],
  ['a key that was never handed out', 'after=WyJ4Il0'],
])('answers 400 to %s', async (_, params) => {
  const response = await api(server.baseUrl, admin, `/SubscriberAPI/Subscribers?${params}`);
  expect(response.status).toBe(400);
});
