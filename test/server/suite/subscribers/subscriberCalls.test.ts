import { normalizePhone } from '../../../../src/common/phone';
import { api, signIn } from '../../../support/signIn';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let admin: string;
let viewer: string;
let sso: string;
let allProfile: string;
let otherAccountSubscriber: string;
let otherAccountProfile: string;

async function tokenOf(username: string, password: string): Promise<string> {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

const call = (token: string, path: string, init: RequestInit = {}) =>
  api(server.baseUrl, token, path, init);
const json = async (token: string, path: string) => {
  const response = await call(token, path);
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenOf('admin', 'relay-admin');
  viewer = await tokenOf('viewer', 'relay-viewer');
  sso = await tokenOf('sso-demo', 'relay-sso'); // no permission group: no rights
  [{ unique_id: allProfile }] = await server.db.query<{ unique_id: string }>(
    'select unique_id from profiles where account_id = 1 and is_system',
  );
  [{ unique_id: otherAccountSubscriber }] = await server.db.query<{ unique_id: string }>(
    'select unique_id from subscribers where account_id = 2 order by id limit 1',
  );
  [{ unique_id: otherAccountProfile }] = await server.db.query<{ unique_id: string }>(
    'select unique_id from profiles where account_id = 2 and not is_system limit 1',
  );
}, 120_000);
afterAll(() => server?.close());

describe('GET /SubscriberAPI/AutoComplete', () => {
  it('finds active subscribers of the profile by name, email or number, with the asked fields', async () => {
    const body = await json(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=m%C3%BCller&fields=firstname,lastname,telnr`,
    );
    expect(body.subscribers.length).toBeGreaterThan(0);
    expect(body.subscribers.length).toBeLessThanOrEqual(10);
    expect(body.hasMoreRecords).toBe(true);
    for (const pick of body.subscribers) {
      expect(Object.keys(pick.fields).sort()).toEqual(['firstname', 'lastname', 'telnr']);
      expect(pick.fields.lastname).toBe('Müller');
      expect(pick.checkValue).toMatch(/^[0-9a-f]{16}$/);
    }
    const byNumber = await json(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=%2B4917100000`,
    );
    expect(
      byNumber.subscribers.map((s: { fields: { lastname: string } }) => s.fields.lastname),
    ).toContain('Empfänger');
    expect(byNumber.subscribers[0].fields).toHaveProperty('email');
  });

  it('searches only the members of a group and never deactivated subscribers', async () => {
    const [group] = await server.db.query<{ id: number; unique_id: string }>(
      `select id, unique_id from profiles where account_id = 1 and name = 'VIP Kunden'`,
    );
    const body = await json(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${group.unique_id}&searchText=example`,
    );
    const ids = body.subscribers.map((s: { uniqueId: string }) => s.uniqueId);
    const members = await server.db.query<{ unique_id: string; deactivated: boolean }>(
      `select s.unique_id, s.deactivated from subscribers s join profile_subscribers ps
       on ps.subscriber_id = s.id where ps.profile_id = $1 and s.unique_id = any($2::uuid[])`,
      [group.id, ids],
    );
    expect(members).toHaveLength(ids.length);
    expect(members.every((m) => !m.deactivated)).toBe(true);
    const [deactivated] = await server.db.query<{ email: string }>(
      'select email from subscribers where account_id = 1 and deactivated and email is not null limit 1',
    );
    const none = await json(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=${encodeURIComponent(deactivated.email)}`,
    );
    expect(none).toEqual({ subscribers: [], hasMoreRecords: false });
  });

  it('takes wildcards literally and needs 3 characters', async () => {
    expect(
      await json(admin, `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=%25%25%25`),
    ).toEqual({ subscribers: [], hasMoreRecords: false });
    const short = await call(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=ab`,
    );
    expect(short.status).toBe(400);
  });

  it('answers 400 unknownField for a field the account does not have', async () => {
    const response = await call(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=mueller&fields=shoeSize`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errorKey).toBe('unknownField');
  });

  it('needs Subscriber.View and the profile of the current account', async () => {
    const path = `/SubscriberAPI/AutoComplete?profileId=${allProfile}&searchText=example`;
    expect((await call(sso, path)).status).toBe(403);
    expect((await call(viewer, path)).status).toBe(200);
    const other = await call(
      admin,
      `/SubscriberAPI/AutoComplete?profileId=${otherAccountProfile}&searchText=example`,
    );
    expect(other.status).toBe(404);
  });
});

describe('GET /SubscriberAPI/AutoComplete/GetSubscriber', () => {
  it('answers one subscriber of the account, and 404 for another account’s', async () => {
    const [own] = await server.db.query<{ unique_id: string; email: string }>(
      'select unique_id, email from subscribers where account_id = 1 and email is not null limit 1',
    );
    const body = await json(
      admin,
      `/SubscriberAPI/AutoComplete/GetSubscriber?id=${own.unique_id}&fields=email`,
    );
    expect(body).toMatchObject({ uniqueId: own.unique_id, fields: { email: own.email } });
    expect(
      (await call(admin, `/SubscriberAPI/AutoComplete/GetSubscriber?id=${otherAccountSubscriber}`))
        .status,
    ).toBe(404);
    expect(
      (await call(sso, `/SubscriberAPI/AutoComplete/GetSubscriber?id=${own.unique_id}`)).status,
    ).toBe(403);
  });
});

describe('GET /SubscriberAPI/AutoComplete/GetNextSubscriber', () => {
  it('steps through a group forwards and backwards and wraps around', async () => {
    const create = await call(admin, '/SubscriberGroupsApi/Groups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Drei Leute' }),
    });
    const group = await create.json();
    const three = await server.db.query<{ unique_id: string }>(
      'select unique_id from subscribers where account_id = 1 and not deactivated order by id limit 3',
    );
    await call(admin, `/SubscriberGroupsApi/Groups/${group.uniqueId}/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subscriberIds: three.map((r) => r.unique_id) }),
    });
    const step = (index: number, next: boolean) =>
      json(
        admin,
        `/SubscriberAPI/AutoComplete/GetNextSubscriber?profileId=${group.uniqueId}&currentIndex=${index}&next=${next}`,
      );
    const first = await step(-1, true);
    expect(first.index).toBe(0);
    expect(first.subscriberData.uniqueId).toBe(three[0].unique_id);
    expect((await step(2, true)).index).toBe(0);
    const last = await step(0, false);
    expect(last.index).toBe(2);
    expect(last.subscriberData.uniqueId).toBe(three[2].unique_id);
    const tester = await json(admin, '/AccountApi/AccountApi/GetTestSubscriber');
    const start = await json(
      admin,
      `/SubscriberAPI/AutoComplete/GetNextSubscriber?profileId=${group.uniqueId}&currentIndex=-1&testSubscriberId=${tester.testSubscriberId}`,
    );
    expect(start.subscriberData.uniqueId).toBe(tester.testSubscriberId);
  });

  it('answers no subscriber for an empty group', async () => {
    const create = await call(admin, '/SubscriberGroupsApi/Groups', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Leer' }),
    });
    const group = await create.json();
    expect(
      await json(
        admin,
        `/SubscriberAPI/AutoComplete/GetNextSubscriber?profileId=${group.uniqueId}&currentIndex=-1`,
      ),
    ).toEqual({ subscriberData: null, index: -1 });
  });
});

describe('GET /AccountApi/AccountApi/GetTestSubscriber', () => {
  it('answers the test subscriber of the current account', async () => {
    const body = await json(viewer, '/AccountApi/AccountApi/GetTestSubscriber');
    const [row] = await server.db.query<{ unique_id: string; check_value: string }>(
      `select s.unique_id, s.check_value from subscriber_settings t join subscribers s
       on s.id = t.test_subscriber_id where t.account_id = 1`,
    );
    expect(body).toEqual({ testSubscriberId: row.unique_id, testSubscriberCheck: row.check_value });
  });
});

describe('cultures, fields and text components', () => {
  it('GET /API/Culture/GetAvailableCultures answers the cultures and de-DE as default', async () => {
    const body = await json(viewer, '/API/Culture/GetAvailableCultures');
    expect(body.defaultCultureId).toBe('de-DE');
    expect(body.cultures).toContainEqual({ id: 'en-GB', name: 'English (United Kingdom)' });
  });

  it('GetSubscriberFieldsOfAccount answers standard then custom fields of the account', async () => {
    await server.db.query(
      `insert into subscriber_fields (account_id, name, label) values (2, 'nurKonto2', 'Nur Konto 2')`,
    );
    const body = await json(
      admin,
      '/SubscriberFieldApi/SubscriberFieldAPI/GetSubscriberFieldsOfAccount',
    );
    const names = body.map((f: { name: string }) => f.name);
    expect(names.slice(0, 5)).toEqual(['firstname', 'lastname', 'email', 'telnr', 'culture']);
    expect(names).toContain('kundennummer');
    expect(names).not.toContain('nurKonto2');
  });

  it('GetMetaFields filters by name or label', async () => {
    const body = await json(
      admin,
      '/SubscriberFieldApi/SubscriberFieldAPI/GetMetaFields?filter=stad',
    );
    expect(body).toEqual([{ name: 'stadt', label: 'Stadt', type: 'text', isCustom: true }]);
    const all = await json(admin, '/SubscriberFieldApi/SubscriberFieldAPI/GetMetaFields?filter=');
    expect(all.length).toBeGreaterThan(5);
  });

  it('GetTextcomponentsOfAccount sorts case-insensitively by friendlyName, per account', async () => {
    await server.db.query(
      `insert into text_components (account_id, friendly_name, content) values (2, 'Aaa anderes Konto', 'x')`,
    );
    const body = await json(
      viewer,
      '/TextcomponentAPI/TextcomponentAPI/GetTextcomponentsOfAccount',
    );
    expect(body.map((t: { friendlyName: string }) => t.friendlyName)).toEqual([
      'abmeldehinweis',
      'Anrede',
      'Grußformel',
      'Öffnungszeiten',
    ]);
    expect(body[0]).toMatchObject({ multiLine: true });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.baseUrl}/API/Culture/GetAvailableCultures`);
    expect(response.status).toBe(401);
  });
});

describe('demo audience', () => {
  it('marks exactly the numbers libphonenumber-js refuses as invalid', async () => {
    const rows = await server.db.query<{ telnr: string; telnr_valid: boolean }>(
      'select telnr, telnr_valid from subscribers where account_id = 1 and telnr is not null',
    );
    const disagreeing = rows.filter(
      (row) => (normalizePhone(row.telnr) === row.telnr) !== row.telnr_valid,
    );
    expect(disagreeing).toEqual([]);
    expect(rows.filter((row) => !row.telnr_valid).length).toBeGreaterThan(10);
  });

  it('holds people without a number, duplicates, deactivated ones, several languages and DOI states', async () => {
    const [facts] = await server.db.query<Record<string, number>>(
      `select count(*) filter (where telnr is null)::int as "noNumber",
         count(*) filter (where deactivated)::int as deactivated,
         count(distinct culture)::int as cultures,
         count(distinct doi_status)::int as "doiStates",
         (select count(*)::int from (select telnr from subscribers where account_id = 1
           and telnr is not null group by telnr having count(*) > 1) d) as duplicates
       from subscribers where account_id = 1`,
    );
    expect(facts.noNumber).toBeGreaterThan(50);
    expect(facts.deactivated).toBeGreaterThan(50);
    expect(facts.duplicates).toBeGreaterThan(10);
    expect(facts.cultures).toBeGreaterThanOrEqual(5);
    expect(facts.doiStates).toBe(4);
  });
});
