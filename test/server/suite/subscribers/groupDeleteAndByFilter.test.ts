import { accessTokenOf, api } from '../../../support/signIn';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let marketer: string;
let viewer: string;

const send = (token: string, path: string, method: string, body?: unknown) =>
  api(server.baseUrl, token, path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

async function newGroup(name: string): Promise<string> {
  const response = await send(marketer, '/SubscriberGroupsApi/Groups', 'POST', { name });
  expect(response.status).toBe(201);
  return (await response.json()).uniqueId;
}

const groupOfOtherAccount = async (name: string) =>
  (
    await server.db.query<{ unique_id: string }>(
      `insert into profiles (account_id, name) values (2, $1) returning unique_id`,
      [name],
    )
  )[0].unique_id;

beforeAll(async () => {
  server = await startTestServer();
  marketer = await accessTokenOf(server.baseUrl, 'marketer', 'relay-marketer');
  viewer = await accessTokenOf(server.baseUrl, 'viewer', 'relay-viewer');
}, 120_000);
afterAll(() => server?.close());

describe('adding all results of the filter to a group', () => {
  it('adds every subscriber matching the search, and only those of the account', async () => {
    const group = await newGroup('Alle Treffer');
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from subscribers where account_id = 1 and search_text like '%empf%'`,
    );
    expect(count).toBeGreaterThan(0);
    const response = await send(
      marketer,
      `/SubscriberGroupsApi/Groups/${group}/members/byFilter`,
      'POST',
      { search: 'Empf' },
    );
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.changed).toBe(count);
    expect(answer.profile.subscriberCount).toBe(count);
  });

  it('adds the whole account without a search, and refuses a search under 3 characters', async () => {
    const group = await newGroup('Alle');
    const path = `/SubscriberGroupsApi/Groups/${group}/members/byFilter`;
    expect((await send(marketer, path, 'POST', { search: 'ab' })).status).toBe(400);
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from subscribers where account_id = 1',
    );
    expect((await (await send(marketer, path, 'POST', {})).json()).changed).toBe(count);
  });

  it('refuses the view right, another account’s group and a NUL in the search', async () => {
    const group = await newGroup('Rechte');
    const path = `/SubscriberGroupsApi/Groups/${group}/members/byFilter`;
    expect((await send(viewer, path, 'POST', {})).status).toBe(403);
    expect((await send(marketer, path, 'POST', { search: 'abc\u0000' })).status).toBe(400);
    const foreign = await groupOfOtherAccount('Fremd A');
    const other = `/SubscriberGroupsApi/Groups/${foreign}/members/byFilter`;
    expect((await send(marketer, other, 'POST', {})).status).toBe(404);
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from profile_subscribers ps join profiles p on p.id = ps.profile_id
       where p.unique_id = $1`,
      [foreign],
    );
    expect(count).toBe(0);
  });
});

describe('deleting a group', () => {
  it('deletes an unused group', async () => {
    const group = await newGroup('Weg damit');
    const response = await send(marketer, `/SubscriberGroupsApi/Groups/${group}`, 'DELETE');
    expect(response.status).toBe(204);
    const rows = await server.db.query('select 1 from profiles where unique_id = $1', [group]);
    expect(rows).toHaveLength(0);
  });

  it('refuses with 409 groupInUse naming the newsletter while one uses it', async () => {
    const group = await newGroup('Benutzt');
    await server.db.query(
      `insert into whatsapp_newsletters (account_id, name, profile_id)
       select 1, 'Sommeraktion', id from profiles where unique_id = $1`,
      [group],
    );
    const response = await send(marketer, `/SubscriberGroupsApi/Groups/${group}`, 'DELETE');
    expect(response.status).toBe(409);
    const error = await response.json();
    expect(error.errorKey).toBe('groupInUse');
    expect(error.message).toContain('Sommeraktion');
  });

  it('refuses the view right, the all-subscribers group and another account’s group', async () => {
    const group = await newGroup('Bleibt');
    expect((await send(viewer, `/SubscriberGroupsApi/Groups/${group}`, 'DELETE')).status).toBe(403);
    const [{ unique_id: system }] = await server.db.query<{ unique_id: string }>(
      'select unique_id from profiles where account_id = 1 and is_system',
    );
    expect((await send(marketer, `/SubscriberGroupsApi/Groups/${system}`, 'DELETE')).status).toBe(
      400,
    );
    const foreign = await groupOfOtherAccount('Fremd B');
    expect((await send(marketer, `/SubscriberGroupsApi/Groups/${foreign}`, 'DELETE')).status).toBe(
      404,
    );
  });
});
