/**
 * Demo newsletters (issue 8): one in every status of the first demo account, the Active one on
 * the service number with its recipients due a few seconds apart, so its progress visibly moves;
 * the Sent one with sent and failed rows and delivery states. Seeding again adds nothing.
 */
import { NewsletterStatus } from '../../../src/common/newsletters';
import { seedNewsletterDemoData } from '../../../src/server/db/seedNewsletters';
import { newsletterStatistics } from '../../../src/server/whatsapp/newsletters/statistics/overview';
import { excludedSubscribers } from '../../../src/server/whatsapp/newsletters/statistics/statisticNewsletters';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedNewsletterDemoData(database.db);
});
afterAll(() => database.drop());

it('seeds one newsletter in every status, counts matching their rows', async () => {
  const rows = await database.db.query<{
    status: number;
    total_count: number | null;
    sent_count: number | null;
    failed_count: number | null;
    rows: number;
  }>(
    `select n.status, n.total_count, n.sent_count, n.failed_count,
       (select count(*)::int from whatsapp_newsletter_recipients r where r.newsletter_id = n.id) as rows
     from whatsapp_newsletters n order by n.status`,
  );
  expect(rows.map((row) => row.status).sort()).toEqual(Object.values(NewsletterStatus).sort());
  const sent = rows.find((row) => row.status === NewsletterStatus.sent)!;
  expect(sent.rows).toBeGreaterThan(0);
  expect(sent.total_count).toBe(sent.rows);
  expect(sent.sent_count! + sent.failed_count!).toBe(sent.rows);
  expect(sent.failed_count).toBeGreaterThan(0);
  const draft = rows.find((row) => row.status === NewsletterStatus.draft)!;
  expect(draft.rows).toBe(0);
});

it('prices the newsletters with recipients as their start would have', async () => {
  const rows = await database.db.query<{ status: number; expected_price: string | null }>(
    `select status, expected_price::text from whatsapp_newsletters n
     where exists (select 1 from whatsapp_newsletter_recipients r where r.newsletter_id = n.id)`,
  );
  expect(rows.length).toBeGreaterThan(3);
  for (const row of rows) expect(Number(row.expected_price)).toBeGreaterThan(0);
});

it('spaces the Active newsletter’s recipients so it sends for a while', async () => {
  const [active] = await database.db.query<{ rows: number; spread: number }>(
    `select count(*)::int as rows,
       extract(epoch from max(r.retry_at) - min(r.retry_at))::int as spread
     from whatsapp_newsletter_recipients r join whatsapp_newsletters n on n.id = r.newsletter_id
     where n.status = $1 and r.state = 'pending'`,
    [NewsletterStatus.active],
  );
  expect(active.rows).toBeGreaterThan(10);
  expect(active.spread).toBeGreaterThanOrEqual(60);
});

it('adds nothing when seeded again', async () => {
  const count = async () =>
    (
      await database.db.query<{ n: number }>('select count(*)::int as n from whatsapp_newsletters')
    )[0].n;
  const before = await count();
  await seedNewsletterDemoData(database.db);
  expect(await count()).toBe(before);
});

it('gives the sent newsletter a history: delivery over time, reactions, exclusions', async () => {
  const [sent] = await database.db.query<{ id: number }>(
    'select id from whatsapp_newsletters where status = $1',
    [NewsletterStatus.sent],
  );
  const statistics = await newsletterStatistics(database.db, sent.id);
  const { newsletterStatistic: counts } = statistics;
  expect(counts.delivered).toBeGreaterThan(0);
  expect(counts.read).toBeGreaterThan(0);
  expect(counts.pending + counts.inProgress).toBe(0);
  expect(statistics.timeline.length).toBeGreaterThan(5);
  expect(statistics.timeline.at(-1)).toMatchObject({
    delivered: counts.delivered,
    read: counts.read,
  });
  expect(Object.values(statistics.reactions.counts).every((count) => count >= 0)).toBe(true);
  expect(statistics.reactions.counts.QuickReply).toBeGreaterThan(0);
  expect(statistics.reactions.counts.Emoji).toBeGreaterThan(0);
  expect((await excludedSubscribers(database.db, sent.id)).count).toBeGreaterThan(0);
});
