import { marketerRights, viewerRights } from '../../../src/server/db/seed';
import { api, claimsOf, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
let admin: string;
let viewer: string;
let marketer: string;

async function tokenOf(username: string, password: string): Promise<string> {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenOf('admin', 'relay-admin');
  viewer = await tokenOf('viewer', 'relay-viewer');
  marketer = await tokenOf('marketer', 'relay-marketer');
});
afterAll(() => server?.close());

const json = (body: unknown, method = 'POST') => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const call = (token: string, path: string, init: RequestInit = {}) =>
  api(server.baseUrl, token, path, init);

async function roleId(accountId: number, name: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from roles where account_id = $1 and name = $2',
    [accountId, name],
  );
  return row.id;
}

async function mappingId(accountId: number, name: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'select id from sso_mappings where account_id = $1 and name = $2',
    [accountId, name],
  );
  return row.id;
}

const actions = (event: string) =>
  server.db.query<{ account_id: number; user_id: number; details: Record<string, unknown> }>(
    `select account_id, user_id, details from user_actions where details ->> 'event' = $1
     order by id`,
    [event],
  );

const rightsOf = async (token: string) =>
  (await (await call(token, '/api/users/current/rights')).json()) as string[];

describe('GET /api/SingleSignOn', () => {
  it('answers the settings and the mappings of the current account', async () => {
    const response = await call(admin, '/api/SingleSignOn');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ssoActivated: true, syncState: false });
    expect(body.mappings.map((m: { externalId: string }) => m.externalId).sort()).toEqual([
      'relay-admins',
      'relay-marketing',
      'relay-readers',
    ]);
    const marketing = body.mappings.find(
      (m: { externalId: string }) => m.externalId === 'relay-marketing',
    );
    expect(marketing.emsGroups).toEqual([{ id: await roleId(1, 'Marketing'), name: 'Marketing' }]);
  });

  it('needs SsoConfiguration.View', async () => {
    expect((await call(marketer, '/api/SingleSignOn')).status).toBe(403);
    expect((await call(viewer, '/api/SingleSignOn')).status).toBe(200);
  });
});

describe('GET /api/SingleSignOn/mapping/:id', () => {
  it('answers a mapping of the current account', async () => {
    const id = await mappingId(1, 'Marketing (Verzeichnis)');
    const response = await call(admin, `/api/SingleSignOn/mapping/${id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id,
      externalId: 'relay-marketing',
      name: 'Marketing (Verzeichnis)',
      emsGroups: [{ id: await roleId(1, 'Marketing'), name: 'Marketing' }],
    });
  });

  it('does not show a mapping of another account', async () => {
    const foreign = await mappingId(2, 'Marketing (Verzeichnis)');
    const response = await call(admin, `/api/SingleSignOn/mapping/${foreign}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorKey: 'notFound' });
  });

  it('needs SsoConfiguration.View', async () => {
    const id = await mappingId(1, 'Marketing (Verzeichnis)');
    expect((await call(marketer, `/api/SingleSignOn/mapping/${id}`)).status).toBe(403);
  });
});

describe('POST /api/SingleSignOn/mapping', () => {
  it('creates a mapping with id 0, adds the entered group and writes a user action', async () => {
    const marketing = await roleId(1, 'Marketing');
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({ id: 0, externalId: 'relay-new', name: 'Neu', emsGroups: [{ id: marketing }] }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      nameDuplicate: false,
      mapping: { externalId: 'relay-new', name: 'Neu', emsGroups: [{ id: marketing }] },
    });
    expect(body.mapping.id).toBeGreaterThan(0);
    const groups = await (await call(admin, '/api/SingleSignOn/availableGroups/')).json();
    expect(groups).toContainEqual({ externalId: 'relay-new', name: 'relay-new' });
    const created = await actions('mappingCreated');
    expect(created.at(-1)).toMatchObject({ account_id: 1, details: { after: { name: 'Neu' } } });
  });

  it('changes a mapping (Edit) and records before and after', async () => {
    const id = await mappingId(1, 'Neu');
    const viewers = await roleId(1, 'Lesezugriff');
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({ id, externalId: 'relay-new', name: 'Neu geändert', emsGroups: [{ id: viewers }] }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).mapping).toMatchObject({
      id,
      name: 'Neu geändert',
      emsGroups: [{ id: viewers, name: 'Lesezugriff' }],
    });
    expect((await actions('mappingChanged')).at(-1)?.details).toMatchObject({
      before: { name: 'Neu' },
      after: { name: 'Neu geändert' },
    });
  });

  it('refuses a name in use (any case) with 409 nameDuplicate and saves nothing', async () => {
    const before = await server.db.query('select * from sso_mappings order by id');
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({
        id: 0,
        externalId: 'relay-other',
        name: 'marketing (verzeichnis)',
        emsGroups: [{ id: await roleId(1, 'Marketing') }],
      }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      errorKey: 'nameDuplicate',
      details: [{ field: 'name', reason: 'nameDuplicate' }],
    });
    expect(await server.db.query('select * from sso_mappings order by id')).toEqual(before);
  });

  it('refuses a directory group mapped already with 409 directoryGroupMapped naming its mapping', async () => {
    const before = await server.db.query('select * from sso_mappings order by id');
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({
        id: 0,
        externalId: 'relay-marketing',
        name: 'Marketing noch einmal',
        emsGroups: [{ id: await roleId(1, 'Lesezugriff') }],
      }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      errorKey: 'directoryGroupMapped',
      details: [
        {
          field: 'externalId',
          reason: 'directoryGroupMapped',
          params: { name: 'Marketing (Verzeichnis)' },
        },
      ],
    });
    expect(await server.db.query('select * from sso_mappings order by id')).toEqual(before);

    // Changing another mapping to that group is refused alike; the same group in another
    // account is that account's own.
    const readers = await mappingId(1, 'Lesezugriff (Verzeichnis)');
    const change = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({
        id: readers,
        externalId: 'relay-marketing',
        name: 'Lesezugriff (Verzeichnis)',
        emsGroups: [{ id: await roleId(1, 'Lesezugriff') }],
      }),
    );
    expect(change.status).toBe(409);
    expect(await server.db.query('select * from sso_mappings order by id')).toEqual(before);
  });

  it('allows the name of a mapping of another account', async () => {
    await server.db.query(
      `insert into sso_mappings (account_id, external_id, name) values (2, 'relay-x', 'Nur hier')`,
    );
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({
        id: 0,
        externalId: 'relay-x',
        name: 'Nur hier',
        emsGroups: [{ id: await roleId(1, 'Marketing') }],
      }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses permission groups of another account and a missing name', async () => {
    const foreignRole = await roleId(2, 'Marketing');
    const foreign = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({ id: 0, externalId: 'relay-y', name: 'Fremd', emsGroups: [{ id: foreignRole }] }),
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ errorKey: 'roleUnknown' });
    const blank = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({ id: 0, externalId: 'relay-y', name: '  ', emsGroups: [{ id: 1 }] }),
    );
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ errorKey: 'validation' });
    const none = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({ id: 0, externalId: 'relay-y', name: 'Ohne', emsGroups: [] }),
    );
    expect(none.status).toBe(400);
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from sso_mappings where external_id = 'relay-y'`,
    );
    expect(count).toBe(0);
  });

  it('cannot change a mapping of another account', async () => {
    const foreign = await mappingId(2, 'Lesezugriff (Verzeichnis)');
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({
        id: foreign,
        externalId: 'hijacked',
        name: 'Gekapert',
        emsGroups: [{ id: await roleId(1, 'Marketing') }],
      }),
    );
    expect(response.status).toBe(404);
    expect(
      (await server.db.query('select name from sso_mappings where id = $1', [foreign]))[0],
    ).toEqual({ name: 'Lesezugriff (Verzeichnis)' });
  });

  it('needs SsoConfiguration.Add to create and SsoConfiguration.Edit to change', async () => {
    const marketing = await roleId(1, 'Marketing');
    const create = await call(
      viewer,
      '/api/SingleSignOn/mapping',
      json({ id: 0, externalId: 'relay-z', name: 'Z', emsGroups: [{ id: marketing }] }),
    );
    expect(create.status).toBe(403);
    const id = await mappingId(1, 'Nur hier');
    const change = await call(
      viewer,
      '/api/SingleSignOn/mapping',
      json({ id, externalId: 'relay-z', name: 'Z', emsGroups: [{ id: marketing }] }),
    );
    expect(change.status).toBe(403);
  });
});

describe('DELETE /api/SingleSignOn/mapping', () => {
  it('deletes the listed mappings and writes a user action for each', async () => {
    const id = await mappingId(1, 'Nur hier');
    const response = await call(admin, '/api/SingleSignOn/mapping', {
      ...json([id], 'DELETE'),
    });
    expect(response.status).toBe(204);
    expect(await server.db.query('select id from sso_mappings where id = $1', [id])).toEqual([]);
    expect((await actions('mappingDeleted')).at(-1)?.details).toMatchObject({
      before: { id, name: 'Nur hier' },
    });
  });

  it('deletes nothing when an id is of another account', async () => {
    const own = await mappingId(1, 'Neu geändert');
    const foreign = await mappingId(2, 'Marketing (Verzeichnis)');
    const response = await call(admin, '/api/SingleSignOn/mapping', {
      ...json([own, foreign], 'DELETE'),
    });
    expect(response.status).toBe(404);
    const left = await server.db.query('select id from sso_mappings where id = any($1::int[])', [
      [own, foreign],
    ]);
    expect(left).toHaveLength(2);
  });

  it('needs SsoConfiguration.Delete', async () => {
    const own = await mappingId(1, 'Neu geändert');
    const response = await call(viewer, '/api/SingleSignOn/mapping', {
      ...json([own], 'DELETE'),
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/SingleSignOn/availableGroups/ and /roles', () => {
  it('answers the groups seen at sign-in of the current account', async () => {
    const response = await call(admin, '/api/SingleSignOn/availableGroups/');
    expect(response.status).toBe(200);
    const groups = (await response.json()) as { externalId: string }[];
    expect(groups.map((g) => g.externalId)).toEqual(
      expect.arrayContaining(['relay-admins', 'relay-marketing', 'relay-readers']),
    );
    expect((await call(marketer, '/api/SingleSignOn/availableGroups/')).status).toBe(403);
  });

  it('keeps groups entered in another account to that account', async () => {
    await server.db.query(
      `insert into sso_available_groups (account_id, external_id, name, source)
       values (2, 'only-in-2', 'only-in-2', 'admin')`,
    );
    const groups = (await (await call(admin, '/api/SingleSignOn/availableGroups/')).json()) as {
      externalId: string;
    }[];
    expect(groups.map((g) => g.externalId)).not.toContain('only-in-2');
  });

  it('answers the permission groups of the current account only', async () => {
    const response = await call(admin, '/api/SingleSignOn/roles');
    expect(response.status).toBe(200);
    const roles = (await response.json()) as { id: number; name: string }[];
    expect(roles).toEqual([
      { id: await roleId(1, 'Administratoren'), name: 'Administratoren' },
      { id: await roleId(1, 'Lesezugriff'), name: 'Lesezugriff' },
      { id: await roleId(1, 'Marketing'), name: 'Marketing' },
    ]);
    expect((await call(marketer, '/api/SingleSignOn/roles')).status).toBe(403);
  });
});

describe('PATCH /api/SingleSignOn/syncstatus', () => {
  it('needs SsoConfiguration.Edit', async () => {
    const response = await call(viewer, '/api/SingleSignOn/syncstatus', {
      ...json({ syncState: true }, 'PATCH'),
    });
    expect(response.status).toBe(403);
    expect((await (await call(admin, '/api/SingleSignOn')).json()).syncState).toBe(false);
  });
});

describe('sync at sign-in', () => {
  const setSync = async (syncState: boolean) => {
    const response = await call(admin, '/api/SingleSignOn/syncstatus', {
      ...json({ syncState }, 'PATCH'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ syncState });
  };

  it('carries the directory groups as a claim of the ID token', async () => {
    const result = await signIn(server.baseUrl, 'sso-demo', 'relay-sso');
    if (!result.ok) throw new Error('sign-in failed');
    expect(claimsOf(result.tokens.id_token).groups).toEqual(['relay-campaign-team']);
  });

  it('with sync off, a mapping of the group changes no rights', async () => {
    const response = await call(
      admin,
      '/api/SingleSignOn/mapping',
      json({
        id: 0,
        externalId: 'relay-campaign-team',
        name: 'Kampagnenteam',
        emsGroups: [{ id: await roleId(1, 'Marketing') }],
      }),
    );
    expect(response.status).toBe(200);
    expect(await rightsOf(await tokenOf('sso-demo', 'relay-sso'))).toEqual([]);
  });

  it('with sync on, sign-in adds exactly the mapped permission groups', async () => {
    await setSync(true);
    const token = await tokenOf('sso-demo', 'relay-sso');
    expect(await rightsOf(token)).toEqual([...marketerRights].sort());
    const synced = await actions('rolesSynchronized');
    expect(synced.at(-1)).toMatchObject({
      account_id: 1,
      details: { addedRoleIds: [await roleId(1, 'Marketing')], removedRoleIds: [] },
    });
    // Account 2's sync is off: nothing changed there.
    const inTwo = await server.db.query(
      `select 1 from user_roles ur join roles r on r.id = ur.role_id
       join users u on u.id = ur.user_id where u.username = 'sso-demo' and r.account_id = 2`,
    );
    expect(inTwo).toEqual([]);
  });

  it('with sync on, a role not mapped from the groups is removed at sign-in', async () => {
    // The viewer holds Lesezugriff and is in relay-readers; give them Marketing by hand too.
    await server.db.query(
      `insert into user_roles (user_id, role_id)
       select id, $1 from users where username = 'viewer'`,
      [await roleId(1, 'Marketing')],
    );
    const token = await tokenOf('viewer', 'relay-viewer');
    expect(await rightsOf(token)).toEqual([...viewerRights].sort());
    expect((await actions('rolesSynchronized')).at(-1)?.details).toMatchObject({
      removedRoleIds: [await roleId(1, 'Marketing')],
      addedRoleIds: [],
    });
  });

  it('removing the mapping removes the rights at the next sign-in', async () => {
    const id = await mappingId(1, 'Kampagnenteam');
    const response = await call(admin, '/api/SingleSignOn/mapping', {
      ...json([id], 'DELETE'),
    });
    expect(response.status).toBe(204);
    expect(await rightsOf(await tokenOf('sso-demo', 'relay-sso'))).toEqual([]);
  });

  it('with sync off again, sign-in leaves the permission groups alone', async () => {
    await setSync(false);
    await server.db.query(
      `insert into user_roles (user_id, role_id)
       select id, $1 from users where username = 'sso-demo'`,
      [await roleId(1, 'Lesezugriff')],
    );
    const count = (await actions('rolesSynchronized')).length;
    expect(await rightsOf(await tokenOf('sso-demo', 'relay-sso'))).toEqual(
      [...viewerRights].sort(),
    );
    expect(await actions('rolesSynchronized')).toHaveLength(count);
    expect(
      (await actions('syncDeactivated')).length + (await actions('syncActivated')).length,
    ).toBe(2);
  });
});
