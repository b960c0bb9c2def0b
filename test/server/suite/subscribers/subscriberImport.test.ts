import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, signIn } from '../../../support/signIn';
import { startTestServer, type TestServer } from '../../../support/testServer';

let server: TestServer;
let admin: string;
let viewer: string;
let dataDir: string;

async function tokenOf(username: string, password: string): Promise<string> {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'relay-import-'));
  server = await startTestServer({ DATA_DIR: dataDir });
  admin = await tokenOf('admin', 'relay-admin');
  viewer = await tokenOf('viewer', 'relay-viewer');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (token: string, csv: string | Buffer, type = 'text/csv; charset=utf-8') =>
  api(server.baseUrl, token, '/SubscriberAPI/Imports?fileName=kontakte.csv', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof csv === 'string' ? csv : new Uint8Array(csv),
  });

const start = (token: string, id: number, columns: { index: number; field: string }[]) =>
  api(server.baseUrl, token, `/SubscriberAPI/Imports/${id}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ columns }),
  });

async function finished(id: number) {
  for (let i = 0; i < 300; i++) {
    const progress = await (
      await api(server.baseUrl, admin, `/SubscriberAPI/Imports/${id}`)
    ).json();
    if (progress.state === 'done' || progress.state === 'failed') return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import did not finish');
}

const subscriberCount = async () =>
  (
    await server.db.query<{ subscriber_count: number }>(
      'select subscriber_count from profiles where account_id = 1 and is_system',
    )
  )[0].subscriber_count;

const standardColumns = [
  { index: 0, field: 'firstname' },
  { index: 1, field: 'lastname' },
  { index: 2, field: 'email' },
  { index: 3, field: 'telnr' },
  { index: 4, field: 'culture' },
  { index: 5, field: 'stadt' },
];

describe('CSV import', () => {
  it('keeps every good row and reports each bad one with its reason', async () => {
    const [existing] = await server.db.query<{ telnr: string }>(
      'select telnr from subscribers where account_id = 1 and telnr_valid and telnr is not null limit 1',
    );
    const csv = [
      '\uFEFFVorname;Nachname;E-Mail;Telefon;Sprache;Stadt',
      'Ida;Import;ida.import@example.de;0171 2345678;de;Kiel', // 2 good, national number
      'Ole;Import;;+44 7911 123456;en-GB;', // 3 good, phone only
      'Bad;Phone;bad.phone@example.de;+49 123;de-DE;', // 4 invalidPhone
      'Bad;Mail;not-an-email;;de-DE;', // 5 invalidEmail
      'No;Contact;;;de-DE;', // 6 missingContact
      'Twin;Import;twin@example.de;0171 2345678;de-DE;', // 7 duplicateInFile (number of line 2)
      `Old;Number;old@example.de;${existing.telnr};de-DE;`, // 8 duplicateExisting
      'Odd;Language;odd@example.de;;klingonisch;', // 9 invalidCulture
      '"Quoted; Name";Import;IDA.IMPORT@example.de;;;', // 10 duplicateInFile (email, any case)
      'Eva;Import;eva.import@example.de;;;', // 11 good, default culture
    ].join('\r\n');
    const before = await subscriberCount();
    const uploaded = await upload(admin, csv);
    expect(uploaded.status).toBe(201);
    const head = await uploaded.json();
    expect(head.headers).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Sprache', 'Stadt']);
    expect(head.preview).toHaveLength(5);
    expect(head.preview[0]).toEqual([
      'Ida',
      'Import',
      'ida.import@example.de',
      '0171 2345678',
      'de',
      'Kiel',
    ]);

    expect((await start(admin, head.importId, standardColumns)).status).toBe(202);
    const progress = await finished(head.importId);
    expect(progress).toMatchObject({
      state: 'done',
      totalRows: 10,
      rowsDone: 10,
      imported: 3,
      rejected: 7,
      errorKey: null,
    });
    const report = await (
      await api(server.baseUrl, admin, `/SubscriberAPI/Imports/${head.importId}/rejections`)
    ).json();
    expect(report.total).toBe(7);
    expect(
      report.rejections.map((r: { line: number; reason: string; field: string }) => [
        r.line,
        r.reason,
        r.field,
      ]),
    ).toEqual([
      [4, 'invalidPhone', 'telnr'],
      [5, 'invalidEmail', 'email'],
      [6, 'missingContact', 'email'],
      [7, 'duplicateInFile', 'telnr'],
      [8, 'duplicateExisting', 'telnr'],
      [9, 'invalidCulture', 'culture'],
      [10, 'duplicateInFile', 'email'],
    ]);
    expect(report.rejections[0].values).toEqual([
      'Bad',
      'Phone',
      'bad.phone@example.de',
      '+49 123',
      'de-DE',
      '',
    ]);

    const stored = await server.db.query<{
      firstname: string;
      telnr: string | null;
      culture: string;
      custom_fields: Record<string, string>;
    }>(
      'select firstname, telnr, culture, custom_fields from subscribers where import_id = $1 order by id',
      [head.importId],
    );
    expect(stored).toEqual([
      {
        firstname: 'Ida',
        telnr: '+491712345678',
        culture: 'de-DE',
        custom_fields: { stadt: 'Kiel' },
      },
      { firstname: 'Ole', telnr: '+447911123456', culture: 'en-GB', custom_fields: {} },
      { firstname: 'Eva', telnr: null, culture: 'de-DE', custom_fields: {} },
    ]);
    expect(await subscriberCount()).toBe(before + 3);
    // The uploaded file is gone once the import has run.
    const files = await readdir(path.join(dataDir, 'imports'), { recursive: true });
    expect(files.filter((file) => file.endsWith('.csv'))).toHaveLength(0);
  });

  it('stores nothing of a broken file, even when its good rows come first', async () => {
    const good = Array.from({ length: 2500 }, (_, i) => `Kaputt${i},kaputt${i}@example.de`);
    const csv = [
      'Name,E-Mail',
      ...good,
      '"unclosed,quote@example.de',
      'After,after@example.de',
    ].join('\n');
    const before = await subscriberCount();
    const head = await (await upload(admin, csv)).json();
    await start(admin, head.importId, [
      { index: 0, field: 'firstname' },
      { index: 1, field: 'email' },
    ]);
    const progress = await finished(head.importId);
    expect(progress).toMatchObject({ state: 'failed', errorKey: 'csvBroken', imported: 0 });
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from subscribers where email like 'kaputt%'`,
    );
    expect(count).toBe(0);
    expect(await subscriberCount()).toBe(before);
  });

  it('renews the subscribers’ statistics past 1,000 rows only when they know fewer rows', async () => {
    const importRows = async (prefix: string) => {
      const rows = Array.from({ length: 1200 }, (_, i) => `${prefix}${i},${prefix}${i}@example.de`);
      const head = await (await upload(admin, ['Name,E-Mail', ...rows].join('\n'))).json();
      await start(admin, head.importId, [
        { index: 0, field: 'firstname' },
        { index: 1, field: 'email' },
      ]);
      expect(await finished(head.importId)).toMatchObject({ state: 'done', imported: 1200 });
    };
    // What the planner knows of the table, as ANALYZE (or VACUUM) left it.
    const known = async () =>
      (
        await server.db.query<{ rows: number }>(
          `select reltuples::float8 as rows from pg_class where oid = 'subscribers'::regclass`,
        )
      )[0].rows;
    const setKnown = (rows: number) =>
      server.db.query(`update pg_class set reltuples = $1 where oid = 'subscribers'::regclass`, [
        rows,
      ]);

    // Statistics of a large table: one more import's rows change no plan, no ANALYZE.
    await setKnown(1_000_000);
    await importRows('gross');
    expect(await known()).toBe(1_000_000);

    // Never analyzed: the import analyzes once its rows pass 1,000.
    await setKnown(-1);
    await importRows('frisch');
    const [{ count }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from subscribers',
    );
    expect(await known()).toBeGreaterThanOrEqual(count - 200);
    // On PGlite, where ANALYZE holds every request's statements, from a sample of 3,000 rows
    // (statistics target 10: at most 11 histogram bounds); PostgreSQL keeps the default 100.
    const [{ bounds }] = await server.db.query<{ bounds: number }>(
      `select array_length(histogram_bounds, 1) as bounds from pg_stats
       where tablename = 'subscribers' and attname = 'id'`,
    );
    if (server.db.kind === 'pglite') expect(bounds).toBeLessThanOrEqual(11);
    else expect(bounds).toBeGreaterThan(11);
  });

  it('reads Latin-1 files and comma-separated files', async () => {
    const csv = Buffer.from('Nachname,E-Mail\nJürgensen,juergensen@example.de\n', 'latin1');
    const head = await (await upload(admin, csv, 'text/csv')).json();
    expect(head.preview).toEqual([['Jürgensen', 'juergensen@example.de']]);
  });

  it('refuses a mapping without email or phone, an unknown field and a field twice', async () => {
    const head = await (await upload(admin, 'a;b\nx;y\n')).json();
    const reasons = [];
    for (const columns of [
      [{ index: 0, field: 'firstname' }],
      [
        { index: 0, field: 'shoeSize' },
        { index: 1, field: 'email' },
      ],
      [
        { index: 0, field: 'email' },
        { index: 1, field: 'email' },
      ],
      [{ index: 5, field: 'email' }],
    ]) {
      const response = await start(admin, head.importId, columns);
      expect(response.status).toBe(400);
      reasons.push((await response.json()).details[0].reason);
    }
    expect(reasons).toEqual(['missingContact', 'unknownField', 'fieldTwice', 'unknownColumn']);
  });

  it('refuses an empty file and a body that is not CSV', async () => {
    const empty = await upload(admin, '');
    expect(empty.status).toBe(400);
    expect((await empty.json()).errorKey).toBe('csvUnreadable');
    const json = await api(server.baseUrl, admin, '/SubscriberAPI/Imports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('needs Subscriber.Add and the account’s own import', async () => {
    expect((await upload(viewer, 'a;b\n')).status).toBe(403);
    const [other] = await server.db.query<{ id: number }>(
      `insert into subscriber_imports (account_id, file_name, file_key, delimiter, headers)
       values (2, 'x.csv', '2/nonexistent.csv', ';', '["a"]') returning id`,
    );
    expect((await api(server.baseUrl, admin, `/SubscriberAPI/Imports/${other.id}`)).status).toBe(
      404,
    );
    expect((await start(admin, other.id, [{ index: 0, field: 'email' }])).status).toBe(404);
  });
});
