/** The newsletter list, its filters, and copy, archive and delete from it. */
import {
  NewsletterStatus,
  type NewsletterEditorState,
  type NewsletterFilters,
  type NewsletterListResult,
} from '../../../../src/common/newsletters';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { accountIdOf, insertNewsletter } from './newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let marketer: string;
let viewer: string;
let accountId: number;
let otherAccountId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [admin, marketer, viewer] = await Promise.all([
    tokenOf(server, 'admin', 'relay-admin'),
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
  ]);
  accountId = await accountIdOf(server.db);
  otherAccountId = await accountIdOf(server.db, 'Stadtwerke Sonnenfeld');
});
afterAll(() => server?.close());

let counter = 0;
const unique = (name: string) => `${name} ${++counter}-${Date.now()}`;

async function list(body: object, token = marketer): Promise<NewsletterListResult> {
  const response = await call(token, '/WhatsAppApi/newsletter/newsletters', 'POST', body);
  expect(response.status).toBe(200);
  return response.json();
}

const statusFilter = (status: number[], change: object = {}) => ({
  skip: 0,
  take: 500,
  filters: { status },
  ...change,
});

it('lists the account’s newsletters, hides archived ones unless asked, and counts the groups', async () => {
  const draft = await insertNewsletter(server.db, { accountId, name: unique('Liste Entwurf') });
  const archived = await insertNewsletter(server.db, {
    accountId,
    name: unique('Liste Archiv'),
    status: NewsletterStatus.archive,
  });
  const foreign = await insertNewsletter(server.db, { accountId: otherAccountId });
  const all = await list({ skip: 0, take: 500 });
  const ids = all.newsletters.map((n) => n.id);
  expect(ids).toContain(draft);
  expect(ids).not.toContain(archived);
  expect(ids).not.toContain(foreign);
  const groups = all.newslettersGroupCount;
  expect(groups.today + groups.thisWeek + groups.thisMonth + groups.older).toBe(all.totalCount);
  const onlyArchive = await list(statusFilter([NewsletterStatus.archive]));
  expect(onlyArchive.newsletters.map((n) => n.id)).toContain(archived);
  expect(onlyArchive.newsletters.every((n) => n.status === NewsletterStatus.archive)).toBe(true);
});

it('sorts by name both ways and pages by skip', async () => {
  for (const name of ['sort c', 'Sort a', 'sort b']) {
    await insertNewsletter(server.db, { accountId, name: unique(name) });
  }
  const asc = await list({ skip: 0, take: 500, sort: 'name', descending: false });
  const names = asc.newsletters.map((n) => n.name.toLowerCase());
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const desc = await list({ skip: 0, take: 500, sort: 'name', descending: true });
  expect(desc.newsletters[0].name).toBe(asc.newsletters.at(-1)?.name);
  const second = await list({ skip: 1, take: 1, sort: 'name', descending: false });
  expect(second.newsletters.map((n) => n.id)).toEqual([asc.newsletters[1].id]);
  expect(second.totalCount).toBe(asc.totalCount);
});

it('filters by status, language and creator, and offers those choices', async () => {
  const english = await insertNewsletter(server.db, {
    accountId,
    name: unique('Liste Englisch'),
    culture: 'en-GB',
  });
  const byLanguage = await list({ skip: 0, take: 500, filters: { languages: ['en-GB'] } });
  expect(byLanguage.newsletters.map((n) => n.id)).toContain(english);
  expect(byLanguage.newsletters.every((n) => n.culture === 'en-GB')).toBe(true);
  const filters: NewsletterFilters = await (
    await call(marketer, '/WhatsAppApi/newsletter/filters')
  ).json();
  expect(filters.languages).toContain('en-GB');
  expect(filters.status).toContain(NewsletterStatus.draft);
  const [maxId] = await server.db.query<{ id: number }>(
    "select id from users where username = 'marketer'",
  );
  await server.db.query('update whatsapp_newsletters set created_by = $2 where id = $1', [
    english,
    maxId.id,
  ]);
  const byUser = await list({ skip: 0, take: 500, filters: { users: [maxId.id] } });
  expect(byUser.newsletters.map((n) => n.id)).toContain(english);
  expect(byUser.newsletters.every((n) => n.creator === 'Max Marketing')).toBe(true);
  const sending = await list(statusFilter([NewsletterStatus.active]));
  expect(sending.newsletters.every((n) => n.status === NewsletterStatus.active)).toBe(true);
});

it('shows the progress of a sending newsletter, counted from its recipient rows', async () => {
  const id = await insertNewsletter(server.db, {
    accountId,
    name: unique('Liste Versand'),
    status: NewsletterStatus.active,
  });
  await server.db.query(
    `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state)
     select $1, n, '+49151' || n, case when n <= 3 then 'sent' else 'pending' end
     from generate_series(1, 5) n`,
    [id],
  );
  await server.db.query('update whatsapp_newsletters set total_count = 5 where id = $1', [id]);
  const page = await list(statusFilter([NewsletterStatus.active]));
  expect(page.newsletters.find((n) => n.id === id)?.progress).toEqual({ sent: 3, totalCount: 5 });
  const drafts = await list(statusFilter([NewsletterStatus.draft]));
  expect(drafts.newsletters.every((n) => n.progress === null)).toBe(true);
});

it('archives drafts and sent ones, and refuses planned or sending ones, naming them', async () => {
  const draft = await insertNewsletter(server.db, { accountId, name: unique('Archiv Entwurf') });
  const planned = await insertNewsletter(server.db, {
    accountId,
    name: unique('Archiv Geplant'),
    status: NewsletterStatus.planned,
  });
  const refused = await call(marketer, '/WhatsAppApi/newsletter/newsletters/archive', 'PATCH', [
    draft,
    planned,
  ]);
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({
    errorKey: 'newsletterArchiveRefused',
    details: [{ field: 'newsletter', params: { id: planned, status: NewsletterStatus.planned } }],
  });
  const [unchanged] = await server.db.query<{ status: number }>(
    'select status from whatsapp_newsletters where id = $1',
    [draft],
  );
  expect(unchanged.status).toBe(NewsletterStatus.draft);
  const ok = await call(marketer, '/WhatsAppApi/newsletter/newsletters/archive', 'PATCH', [draft]);
  expect(ok.status).toBe(204);
  const again = await call(marketer, '/WhatsAppApi/newsletter/newsletters/archive', 'PATCH', [
    draft,
  ]);
  expect(again.status).toBe(204);
  const [archived] = await server.db.query<{ status: number }>(
    'select status from whatsapp_newsletters where id = $1',
    [draft],
  );
  expect(archived.status).toBe(NewsletterStatus.archive);
});

it('deletes drafts, and refuses planned, sending and sent ones with their names', async () => {
  const draft = await insertNewsletter(server.db, { accountId, name: unique('Löschen Entwurf') });
  const active = await insertNewsletter(server.db, {
    accountId,
    name: unique('Löschen Aktiv'),
    status: NewsletterStatus.active,
  });
  const sent = await insertNewsletter(server.db, {
    accountId,
    name: unique('Löschen Gesendet'),
    status: NewsletterStatus.sent,
  });
  const path = '/WhatsAppApi/newsletter/newsletters';
  const running = await call(admin, path, 'DELETE', [draft, active]);
  expect(running.status).toBe(409);
  expect(await running.json()).toMatchObject({
    errorKey: 'newsletterDeleteRefusedByStatus',
    details: [{ params: { id: active } }],
  });
  const already = await call(admin, path, 'DELETE', [sent]);
  expect(await already.json()).toMatchObject({ errorKey: 'newsletterDeleteAlreadySent' });
  expect((await call(marketer, path, 'DELETE', [draft])).status).toBe(403);
  expect((await call(admin, path, 'DELETE', [draft])).status).toBe(204);
  const left = await server.db.query('select 1 from whatsapp_newsletters where id = $1', [draft]);
  expect(left).toHaveLength(0);
});

it('copies a newsletter into a draft with a free name and no send data', async () => {
  const source = await insertNewsletter(server.db, {
    accountId,
    name: unique('Kopierquelle'),
    status: NewsletterStatus.sent,
  });
  const response = await call(marketer, `/WhatsAppApi/newsletter/${source}/clone`, 'POST');
  expect(response.status).toBe(200);
  const copy: NewsletterEditorState = await response.json();
  expect(copy.newsletter.name).toMatch(/ \(Kopie\)$/);
  expect(copy.newsletter).toMatchObject({ status: NewsletterStatus.draft, sendDate: null });
  expect(copy.sendInformation).toMatchObject({ sendingStarted: false, totalCount: 0 });
  const second: NewsletterEditorState = await (
    await call(marketer, `/WhatsAppApi/newsletter/${source}/clone`, 'POST')
  ).json();
  expect(second.newsletter.name).toMatch(/ \(Kopie 2\)$/);
});

it('answers copy with notAllowed without the Add right and notFound when the source is gone', async () => {
  const source = await insertNewsletter(server.db, { accountId, name: unique('Kopie Rechte') });
  const denied = await call(viewer, `/WhatsAppApi/newsletter/${source}/clone`, 'POST');
  expect(denied.status).toBe(403);
  expect(await denied.json()).toMatchObject({ errorKey: 'notAllowed' });
  const gone = await call(marketer, '/WhatsAppApi/newsletter/987654/clone', 'POST');
  expect(gone.status).toBe(404);
  expect(await gone.json()).toMatchObject({ errorKey: 'notFound' });
  const foreign = await insertNewsletter(server.db, { accountId: otherAccountId });
  expect((await call(marketer, `/WhatsAppApi/newsletter/${foreign}/clone`, 'POST')).status).toBe(
    404,
  );
});

it('keeps every list call to its rights and its account', async () => {
  const foreign = await insertNewsletter(server.db, { accountId: otherAccountId });
  const sso = await tokenOf(server, 'sso-demo', 'relay-sso');
  expect((await call(sso, '/WhatsAppApi/newsletter/newsletters', 'POST', {})).status).toBe(403);
  expect((await call(sso, '/WhatsAppApi/newsletter/filters')).status).toBe(403);
  expect(
    (await call(viewer, '/WhatsAppApi/newsletter/newsletters/archive', 'PATCH', [foreign])).status,
  ).toBe(403);
  expect(
    (await call(admin, '/WhatsAppApi/newsletter/newsletters/archive', 'PATCH', [foreign])).status,
  ).toBe(404);
  expect(
    (await call(admin, '/WhatsAppApi/newsletter/newsletters', 'DELETE', [foreign])).status,
  ).toBe(404);
});
