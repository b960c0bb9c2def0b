import type { LastSearchQueries, LastVisitedPages, SearchResult } from '../../../src/common/search';
import { NewsletterStatus } from '../../../src/common/newsletters';
import { TemplateStatus } from '../../../src/common/templates';
import { api, signIn } from '../../support/signIn';
import { insertNewsletter } from '../whatsapp/newsletters/newsletterFixtures';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * The global search (spec section 7, NavigationApi/Search): the sources the caller may
 * use, matched by the database in the current account; last queries and visited pages per user.
 */
let server: TestServer;
let admin: string;
let viewer: string;
let nobody: string;
let templateId: number;
let newsletterId: number;

async function tokenOf(username: string, password: string) {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens.access_token;
}

beforeAll(async () => {
  server = await startTestServer();
  // A template and a newsletter of the first account (fixture rows), found by their name.
  const [template] = await server.db.query<{ id: number }>(
    `insert into whatsapp_templates (account_id, name, language, body_text)
     values (1, 'adventsangebot_lofoten', 'de', 'Advent auf den Lofoten') returning id`,
  );
  templateId = template.id;
  newsletterId = await insertNewsletter(server.db, {
    accountId: 1,
    name: 'Lofoten im Winter',
    status: NewsletterStatus.planned,
    snapshot: null,
  });
  admin = await tokenOf('admin', 'relay-admin');
  viewer = await tokenOf('viewer', 'relay-viewer');
  nobody = await tokenOf('sso-demo', 'relay-sso');
});
afterAll(() => server?.close());

const search = async (token: string, text: string) => {
  const response = await api(
    server.baseUrl,
    token,
    `/NavigationApi/Search/Search?searchText=${encodeURIComponent(text)}`,
  );
  return { status: response.status, body: (await response.json()) as SearchResult };
};

describe('Search', () => {
  it('finds campaigns, events, templates and newsletters by a part of the name, grouped', async () => {
    const { status, body } = await search(admin, 'LOFOT');
    expect(status).toBe(200);
    const bySource = Object.fromEntries(
      body.groups.map((g) => [g.source, g.hits.map((h) => h.title)]),
    );
    expect(bySource).toEqual({
      emailCampaigns: ['Adventsgewinnspiel Lofoten'],
      events: ['Fotoworkshop Lofoten'],
      whatsAppTemplates: ['adventsangebot_lofoten'],
      whatsAppNewsletters: ['Lofoten im Winter'],
    });
    // Dates travel as instants for the SPA to write in the UI language, never as an ISO subtitle.
    const [event] = body.groups.find((g) => g.source === 'events')!.hits;
    expect(event.subtitle).toBeNull();
    expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const whatsApp = body.groups.filter((g) => g.source.startsWith('whatsApp'));
    expect(whatsApp.flatMap((g) => g.hits)).toEqual([
      {
        id: String(templateId),
        title: 'adventsangebot_lofoten',
        subtitle: null,
        url: `/WhatsApp/Templates/Edit/${templateId}`,
        status: TemplateStatus.draft,
      },
      {
        id: String(newsletterId),
        title: 'Lofoten im Winter',
        subtitle: null,
        url: `/WhatsApp/Campaigns/Edit/${newsletterId}`,
        status: NewsletterStatus.planned,
      },
    ]);
  });

  it('finds subscribers by email or number, at most 5 per source with hasMore', async () => {
    const [subscriber] = await server.db.query<{ email: string; unique_id: string }>(
      `select email, unique_id from subscribers where account_id = 1 and email is not null
       order by id limit 1`,
    );
    const { body } = await search(admin, subscriber.email);
    const group = body.groups.find((g) => g.source === 'subscribers');
    expect(group?.hits.map((h) => h.id)).toContain(subscriber.unique_id);
    const many = await search(admin, 'example');
    const subscribers = many.body.groups.find((g) => g.source === 'subscribers');
    expect(subscribers?.hits).toHaveLength(5);
    expect(subscribers?.hasMore).toBe(true);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const { body } = await search(admin, '%%%');
    expect(body.groups).toEqual([]);
  });

  it('searches only the sources the rights allow, in the current account', async () => {
    const { body } = await search(nobody, 'lofoten');
    expect(body.groups).toEqual([]);
    await server.db.query(
      `insert into suite_events (account_id, name, start_date) values (2, 'Lofoten in Sonnenfeld', now())`,
    );
    const ofA = await search(viewer, 'lofoten');
    expect(ofA.body.groups.flatMap((g) => g.hits.map((h) => h.title))).not.toContain(
      'Lofoten in Sonnenfeld',
    );
  });

  it('refuses fewer than 3 characters and answers 401 without a token', async () => {
    expect((await search(admin, 'ab')).status).toBe(400);
    const response = await fetch(`${server.baseUrl}/NavigationApi/Search/Search?searchText=abc`);
    expect(response.status).toBe(401);
  });

  it('can answer the match from the trigram index', async () => {
    await server.db.query('set enable_seqscan = off');
    const plan = await server.db.query<{ 'QUERY PLAN': string }>(
      `explain select id from suite_events where lower(name) like '%lofot%'`,
    );
    await server.db.query('reset enable_seqscan');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/suite_events_search/);
  });
});

describe('last queries', () => {
  it('moves a repeated query to the front and keeps the newest 5, per user', async () => {
    const queries = async (token: string) =>
      (
        (await (
          await api(server.baseUrl, token, '/NavigationApi/Search/GetLastSearchQueries')
        ).json()) as LastSearchQueries
      ).queries;
    // The admin's seeded queries, then the searches of this file.
    expect((await queries(admin))[0]).toBe('%%%');
    for (const text of ['eins', 'zwei', 'drei', 'vier', 'fünf']) await search(viewer, text);
    await search(viewer, 'ZWEI');
    await search(viewer, 'sechs');
    expect(await queries(viewer)).toEqual(['sechs', 'ZWEI', 'fünf', 'vier', 'drei']);
    expect(await queries(admin)).not.toContain('sechs');
  });
});

describe('last visited pages', () => {
  const visit = (token: string, body: unknown) =>
    api(server.baseUrl, token, '/NavigationApi/Search/AddVisitedPage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pages = async (token: string) =>
    (
      (await (
        await api(server.baseUrl, token, '/NavigationApi/Search/GetLastVisitedPages')
      ).json()) as LastVisitedPages
    ).pages;

  it('answers the 5 newest from all sources, a revisit moving to the front', async () => {
    expect((await pages(admin)).map((p) => p.title)).toEqual([
      'Reisemesse Hamburg 2026',
      'Adventsgewinnspiel Lofoten',
    ]);
    for (let i = 1; i <= 6; i++) {
      const response = await visit(viewer, {
        source: i % 2 ? 'events' : 'subscribers',
        itemId: String(i),
        title: `Seite ${i}`,
        url: i % 2 ? null : `/Subscribers?search=${i}`,
      });
      expect(response.status).toBe(204);
    }
    await visit(viewer, {
      source: 'subscribers',
      itemId: '2',
      title: 'Seite 2',
      url: '/Subscribers',
    });
    expect((await pages(viewer)).map((p) => p.title)).toEqual([
      'Seite 2',
      'Seite 6',
      'Seite 5',
      'Seite 4',
      'Seite 3',
    ]);
    expect((await pages(admin)).map((p) => p.title)).not.toContain('Seite 2');
  });

  it('accepts only paths of this app and known sources', async () => {
    const base = { source: 'events', itemId: '1', title: 'x' };
    expect((await visit(viewer, { ...base, url: 'https://evil.example' })).status).toBe(400);
    expect((await visit(viewer, { ...base, url: '//evil.example' })).status).toBe(400);
    expect((await visit(viewer, { ...base, source: 'secrets', url: null })).status).toBe(400);
  });
});
