import { api, signIn } from '../../../support/signIn';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let admin: string;
let marketer: string;
let viewer: string;
let otherAccountSubscriber: string;

async function tokenOf(username: string, password: string): Promise<string> {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

const send = (token: string, path: string, method: string, body?: unknown) =>
  api(server.baseUrl, token, path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

const countOf = async (name: string) =>
  (
    await server.db.query<{ subscriber_count: number }>(
      'select subscriber_count from profiles where account_id = 1 and name = $1',
      [name],
    )
  )[0]?.subscriber_count;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenOf('admin', 'relay-admin');
  marketer = await tokenOf('marketer', 'relay-marketer');
  viewer = await tokenOf('viewer', 'relay-viewer');
  [{ unique_id: otherAccountSubscriber }] = await server.db.query<{ unique_id: string }>(
    'select unique_id from subscribers where account_id = 2 order by id limit 1',
  );
}, 120_000);
afterAll(() => server?.close());

describe('subscriber list', () => {
  it('pages the account’s subscribers with the counted total', async () => {
    const response = await send(viewer, '/SubscriberAPI/Subscribers?skip=10&take=20', 'GET');
    expect(response.status).toBe(200);
    const page = await response.json();
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from subscribers where account_id = 1',
    );
    expect(page.total).toBe(count);
    expect(page.totalExact).toBe(true);
    expect(page.subscribers).toHaveLength(20);
    const ids = await server.db.query<{ unique_id: string }>(
      'select unique_id from subscribers where account_id = 1 order by id offset 10 limit 20',
    );
    expect(page.subscribers.map((s: { uniqueId: string }) => s.uniqueId)).toEqual(
      ids.map((r) => r.unique_id),
    );
  });

  it('searches with at least 3 characters and counts the matches', async () => {
    const page = await (
      await send(viewer, '/SubscriberAPI/Subscribers?search=Empf%C3%A4nger', 'GET')
    ).json();
    expect(page.total).toBe(1);
    expect(page.subscribers[0].lastname).toBe('Empfänger');
    const short = await send(viewer, '/SubscriberAPI/Subscribers?search=ab', 'GET');
    expect(short.status).toBe(400);
    expect((await short.json()).errorKey).toBe('searchTextTooShort');
  });
});

describe('creating, changing and deactivating a subscriber', () => {
  it('stores the number in E.164 (national numbers read as German)', async () => {
    const response = await send(marketer, '/SubscriberAPI/Subscribers', 'POST', {
      firstname: 'Hanna',
      lastname: 'Neu',
      telnr: '0151 98765432',
      culture: 'de-DE',
      doiStatus: 'pending',
      customFields: { stadt: 'Kiel' },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      telnr: '+4915198765432',
      telnrValid: true,
      email: null,
      doiStatus: 'pending',
      deactivated: false,
      customFields: { stadt: 'Kiel' },
    });
    const changed = await send(marketer, `/SubscriberAPI/Subscribers/${created.uniqueId}`, 'PUT', {
      firstname: 'Hanna',
      lastname: 'Neumann',
      telnr: '+49 151 98765432',
      email: 'hanna@example.de',
      culture: 'en-GB',
      doiStatus: 'confirmed',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ lastname: 'Neumann', culture: 'en-GB' });
    const off = await send(
      marketer,
      `/SubscriberAPI/Subscribers/${created.uniqueId}/deactivated`,
      'PUT',
      { deactivated: true },
    );
    expect((await off.json()).deactivated).toBe(true);
  });

  it('answers the rule that failed per field and stores nothing', async () => {
    const before = await countOf('Alle Abonnenten');
    const response = await send(admin, '/SubscriberAPI/Subscribers', 'POST', {
      firstname: '<b>x</b>',
      telnr: '+49 123',
      culture: 'xx-XX',
      doiStatus: 'maybe',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'firstname', reason: 'noHtml' },
        { field: 'telnr', reason: 'phone' },
        { field: 'culture', reason: 'invalid' },
        { field: 'doiStatus', reason: 'invalid' },
      ]),
    );
    const noContact = await send(admin, '/SubscriberAPI/Subscribers', 'POST', {
      firstname: 'Niemand',
      culture: 'de-DE',
      doiStatus: 'unknown',
    });
    expect((await noContact.json()).details).toEqual([
      { field: 'email', reason: 'missingContact' },
    ]);
    expect(await countOf('Alle Abonnenten')).toBe(before);
  });

  it('refuses a second subscriber with a number or email in use', async () => {
    const [existing] = await server.db.query<{ telnr: string }>(
      `select telnr from subscribers where account_id = 1 and telnr_valid and telnr is not null limit 1`,
    );
    const response = await send(admin, '/SubscriberAPI/Subscribers', 'POST', {
      telnr: existing.telnr,
      culture: 'de-DE',
      doiStatus: 'unknown',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      errorKey: 'subscriberDuplicate',
      details: [{ field: 'telnr', reason: 'duplicate' }],
    });
  });

  it('needs Subscriber.Add and Subscriber.Edit, and only the account’s subscribers', async () => {
    const body = { email: 'v@example.de', culture: 'de-DE', doiStatus: 'unknown' };
    expect((await send(viewer, '/SubscriberAPI/Subscribers', 'POST', body)).status).toBe(403);
    const path = `/SubscriberAPI/Subscribers/${otherAccountSubscriber}`;
    expect((await send(admin, path, 'GET')).status).toBe(404);
    expect((await send(admin, path, 'PUT', body)).status).toBe(404);
    expect((await send(admin, `${path}/deactivated`, 'PUT', { deactivated: true })).status).toBe(
      404,
    );
  });
});

describe('recipient groups', () => {
  it('lists the groups with the all-subscribers profile; getProfiles leaves system ones out', async () => {
    const groups = await (
      await send(viewer, '/SubscriberGroupsApi/SubscriberGroupsApi/Get', 'GET')
    ).json();
    const system = groups.profiles.filter((p: { isSystem: boolean }) => p.isSystem);
    expect(system).toHaveLength(1);
    expect(groups.allSubscribersProfileId).toBe(system[0].uniqueId);
    const statics = await (
      await send(viewer, '/SubscriberAPI/WhatsApp/getProfiles?profileType=static', 'GET')
    ).json();
    expect(statics.length).toBe(groups.profiles.length - 1);
    expect(statics.every((p: { isSystem: boolean }) => !p.isSystem)).toBe(true);
    const vip = statics.find((p: { name: string }) => p.name === 'VIP Kunden');
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from profile_subscribers ps join profiles p on p.id = ps.profile_id
       where p.account_id = 1 and p.name = 'VIP Kunden'`,
    );
    expect(vip.subscriberCount).toBe(count);
  });

  it('creates and renames a group; names are required, unique and not too long', async () => {
    const created = await send(marketer, '/SubscriberGroupsApi/Groups', 'POST', {
      name: '  Frühbucher  ',
    });
    expect(created.status).toBe(201);
    const group = await created.json();
    expect(group).toMatchObject({ name: 'Frühbucher', isSystem: false, subscriberCount: 0 });
    const twice = await send(marketer, '/SubscriberGroupsApi/Groups', 'POST', {
      name: 'vip kunden',
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).errorKey).toBe('nameDuplicate');
    const empty = await send(marketer, '/SubscriberGroupsApi/Groups', 'POST', { name: ' ' });
    expect((await empty.json()).details).toEqual([{ field: 'name', reason: 'required' }]);
    const long = await send(marketer, '/SubscriberGroupsApi/Groups', 'POST', {
      name: 'x'.repeat(101),
    });
    expect((await long.json()).details).toEqual([
      { field: 'name', reason: 'tooLong', params: { max: 100 } },
    ]);
    const renamed = await send(marketer, `/SubscriberGroupsApi/Groups/${group.uniqueId}`, 'PUT', {
      name: 'Frühbucher 2027',
    });
    expect((await renamed.json()).name).toBe('Frühbucher 2027');
    const clash = await send(marketer, `/SubscriberGroupsApi/Groups/${group.uniqueId}`, 'PUT', {
      name: 'VIP Kunden',
    });
    expect(clash.status).toBe(409);
  });

  it('adds and removes members and keeps the count; no one to add gives noRecipientsToAdd', async () => {
    const group = await (
      await send(marketer, '/SubscriberGroupsApi/Groups', 'POST', { name: 'Mitglieder' })
    ).json();
    const ids = (
      await server.db.query<{ unique_id: string }>(
        'select unique_id from subscribers where account_id = 1 order by id limit 5',
      )
    ).map((r) => r.unique_id);
    const members = `/SubscriberGroupsApi/Groups/${group.uniqueId}/members`;
    const added = await send(marketer, members, 'POST', { subscriberIds: ids });
    expect(await added.json()).toMatchObject({ changed: 5, profile: { subscriberCount: 5 } });
    const again = await send(marketer, members, 'POST', { subscriberIds: ids.slice(0, 2) });
    expect(await again.json()).toMatchObject({ changed: 0, profile: { subscriberCount: 5 } });
    const removed = await send(marketer, members, 'DELETE', { subscriberIds: ids.slice(0, 2) });
    expect(await removed.json()).toMatchObject({ changed: 2, profile: { subscriberCount: 3 } });
    expect(await countOf('Mitglieder')).toBe(3);
    const none = await send(marketer, members, 'POST', { subscriberIds: [] });
    expect(none.status).toBe(400);
    expect((await none.json()).errorKey).toBe('noRecipientsToAdd');
    // Another account's subscriber: nothing is added at all.
    const mixed = await send(marketer, members, 'POST', {
      subscriberIds: [ids[0], otherAccountSubscriber],
    });
    expect(mixed.status).toBe(404);
    expect(await countOf('Mitglieder')).toBe(3);
  });

  it('keeps the all-subscribers profile as it is', async () => {
    const { allSubscribersProfileId } = await (
      await send(admin, '/SubscriberGroupsApi/SubscriberGroupsApi/Get', 'GET')
    ).json();
    const rename = await send(
      admin,
      `/SubscriberGroupsApi/Groups/${allSubscribersProfileId}`,
      'PUT',
      {
        name: 'Alle',
      },
    );
    expect((await rename.json()).errorKey).toBe('systemProfile');
  });

  it('needs "Subscriber group: Edit" and the account’s own groups', async () => {
    expect(
      (await send(viewer, '/SubscriberGroupsApi/Groups', 'POST', { name: 'Nope' })).status,
    ).toBe(403);
    const [other] = await server.db.query<{ unique_id: string }>(
      'select unique_id from profiles where account_id = 2 and not is_system limit 1',
    );
    const response = await send(admin, `/SubscriberGroupsApi/Groups/${other.unique_id}`, 'PUT', {
      name: 'Fremd',
    });
    expect(response.status).toBe(404);
  });
});
