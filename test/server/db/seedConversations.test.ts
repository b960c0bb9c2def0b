/**
 * Demo conversations (issue 25): the inbox of the first demo account holds a question to the
 * sent demo newsletter (window open, unread), one assigned to the marketer with our answer and
 * a note, a quick reply tap, a closed one and one whose window has closed, read through the
 * inbox's own queries. Seeding them changes no newsletter statistic; seeding again adds nothing;
 * the product's ingestion goes on from them.
 */
import { NewsletterStatus } from '../../../src/common/newsletters';
import type { ConversationSummary } from '../../../src/common/conversations';
import { seedConversationDemoData } from '../../../src/server/db/seedConversations';
import { seedNewsletterDemoData } from '../../../src/server/db/seedNewsletters';
import { demoWaba } from '../../../src/server/db/seedWhatsAppAccounts';
import { ingestInbound } from '../../../src/server/whatsapp/conversations/ingestInbound';
import { listConversations } from '../../../src/server/whatsapp/conversations/inboxQuery';
import { threadPage } from '../../../src/server/whatsapp/conversations/threadQuery';
import { newsletterStatistics } from '../../../src/server/whatsapp/newsletters/statistics/overview';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let database: TestDatabase;
let accountId: number;
let marketer: number;
let sentId: number;
let statisticsBefore: unknown;
let items: ConversationSummary[];

const inbox = async (filter: 'all' | 'mine' | 'closed', userId = marketer) =>
  (
    await listConversations(
      database.db,
      { accountId, userId },
      { filter, searchTerm: '', take: 50 },
    )
  ).items;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedNewsletterDemoData(database.db);
  const [sent] = await database.db.query<{ id: number; account_id: number }>(
    'select id, account_id from whatsapp_newsletters where status = $1',
    [NewsletterStatus.sent],
  );
  sentId = sent.id;
  accountId = sent.account_id;
  [{ id: marketer }] = await database.db.query<{ id: number }>(
    "select id from users where username = 'marketer'",
  );
  statisticsBefore = await newsletterStatistics(database.db, sentId);
  await seedConversationDemoData(database.db);
  items = await inbox('all');
});
afterAll(() => database.drop());

it('seeds five conversations on the demo number, newest first', () => {
  expect(items).toHaveLength(5);
  expect(new Set(items.map((item) => item.phoneNumber.display))).toEqual(
    new Set([demoWaba.phoneNumbers[0].phoneNumber]),
  );
  const times = items.map((item) => Date.parse(item.lastMessageAt));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // Each person is a demo subscriber, named as the inbox names them.
  for (const item of items) {
    expect(item.subscriberId).not.toBeNull();
    expect(item.name).not.toMatch(/^\+/);
  }
});

it('has a question to the sent newsletter, unread in an open window', async () => {
  const question = items.find((item) => item.unreadCount > 0 && item.windowClosesAt !== null)!;
  expect(question).toBeDefined();
  expect(question.newsletter?.id).toBe(sentId);
  expect(question.assignee).toBeNull();
  expect(question.unreadCount).toBe(2);
  const thread = await threadPage(database.db, String(question.id), { take: 50 });
  const [newsletter, reply] = thread.items;
  expect(newsletter).toMatchObject({ kind: 'newsletter', direction: 'out', status: 'read' });
  expect(reply).toMatchObject({ kind: 'text', direction: 'in', replyTo: newsletter.id });
});

it('has one assigned to the marketer with our answer and a note', async () => {
  const [mine] = await inbox('mine');
  expect(mine.assignee?.id).toBe(marketer);
  expect(mine.windowClosesAt).not.toBeNull();
  const thread = await threadPage(database.db, String(mine.id), { take: 50 });
  expect(thread.items.map((message) => message.kind)).toEqual(['text', 'event', 'note', 'text']);
  expect(thread.items[1].event).toMatchObject({ type: 'assigned', assignee: { id: marketer } });
  expect(thread.items[3]).toMatchObject({ direction: 'out', status: 'read' });
  expect(thread.items[3].author?.id).toBe(marketer);
  const [told] = await database.db.query<{ link_url: string }>(
    'select link_url from notifications where user_id = $1 and link_url like $2',
    [marketer, '/WhatsApp/Conversations/%'],
  );
  expect(told.link_url).toBe(`/WhatsApp/Conversations/${mine.id}`);
});

it('has a quick reply tap, a closed one and one whose window closed', async () => {
  const tapped = items.find(
    (item) =>
      item.newsletter !== null && item.lastMessageDirection === 'out' && item.state === 'open',
  );
  expect(tapped).toBeDefined();
  const tappedThread = await threadPage(database.db, String(tapped!.id), { take: 50 });
  expect(tappedThread.items.map((message) => message.kind)).toEqual([
    'newsletter',
    'button',
    'text',
  ]);

  const [closed] = await inbox('closed');
  expect(closed.state).toBe('closed');
  expect(closed.windowClosesAt).toBeNull();

  const late = items.find(
    (item) => item.unreadCount > 0 && item.windowClosesAt === null && item.state === 'open',
  );
  expect(late).toBeDefined();
  expect(Date.now() - Date.parse(late!.lastMessageAt)).toBeGreaterThan(24 * 60 * 60 * 1000);
});

it('changes no statistic of the sent newsletter', async () => {
  expect(await newsletterStatistics(database.db, sentId)).toEqual(statisticsBefore);
});

it('adds nothing when seeded again', async () => {
  const count = async () =>
    (
      await database.db.query<{ n: number }>(
        'select count(*)::int as n from whatsapp_conversation_messages',
      )
    )[0].n;
  const before = await count();
  await seedConversationDemoData(database.db);
  expect(await count()).toBe(before);
});

it('lets ingestion go on from them: a new message of the person counts unread', async () => {
  const question = items.find((item) => item.unreadCount === 2)!;
  await database.db.transaction((tx) =>
    ingestInbound(
      tx,
      demoWaba.phoneNumbers[0].phoneNumberId,
      {
        from: question.waId,
        id: 'wamid.seed-test.1',
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: 'Noch eine Frage: gibt es Kinderermäßigung?' },
      },
      null,
      { queueMediaFetch: () => Promise.reject(new Error('no media in this test')) },
    ),
  );
  const after = (await inbox('all')).find((item) => item.id === question.id)!;
  expect(after.unreadCount).toBe(3);
  expect(after.lastMessagePreview).toBe('Noch eine Frage: gibt es Kinderermäßigung?');
});
