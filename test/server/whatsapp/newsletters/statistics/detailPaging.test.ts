/**
 * The statistics detail lists paged by key (issue 24) against the real server and database:
 * walking by `nextAfter` visits every row of a list once, in number order, both directions, with
 * rows that share a number (ties) and rows without one; a page read again by its key is the same;
 * rows deleted between pages neither shift nor repeat the rest; totals come from the kept counts;
 * every page is bounded. The expected order is worked out here from the rows as stored.
 */
import { NewsletterStatus } from '../../../../../src/common/newsletters';
import type { DetailPage } from '../../../../../src/common/statistics';
import { startTestServer, type TestServer } from '../../../../support/testServer';
import { caller, tokenOf } from '../../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith, insertNewsletter } from '../newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let accountId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  accountId = await accountIdOf(server.db);
});
afterAll(() => server?.close());

type Kind = 'delivery' | 'reaction' | 'recipients';
interface Item {
  uniqueId: string | null;
  telnr: string | null;
  type?: string;
  content?: string | null;
  exclusionReason?: string | null;
}

/** Six numbers shared by 30 recipients, 10 left out (4 without a number), 2 reactions each. */
async function crowdNewsletter() {
  const number = (i: number) => `+4915188000${i % 6}`;
  const people = Array.from({ length: 40 }, (_, i) => ({
    key: `p${i}`,
    telnr: i >= 36 ? null : number(i),
  }));
  const group = await groupWith(server.db, accountId, `Seiten ${Date.now()}`, people);
  const id = await insertNewsletter(server.db, {
    accountId,
    name: `Seitenweise ${Date.now()}`,
    profileId: group.id,
    status: NewsletterStatus.sent,
  });
  const subscribers = await server.db.query<{ id: string; telnr: string | null }>(
    `select s.id::text as id, s.telnr from profile_subscribers ps
     join subscribers s on s.id = ps.subscriber_id where ps.profile_id = $1 order by s.id`,
    [group.id],
  );
  const sent = subscribers.slice(0, 30);
  const left = subscribers.slice(30);
  await server.db.query(
    `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
       wamid, sent_at)
     select $1::int, s.id::bigint, s.telnr, case when s.n % 5 = 0 then 'failed' else 'sent' end,
       case when s.n % 5 = 0 then null else 'wamid.paging.' || $1::int || '.' || s.id end, now()
     from unnest($2::text[], $3::text[]) with ordinality as s (id, telnr, n)`,
    [id, sent.map((s) => s.id), sent.map((s) => s.telnr)],
  );
  await server.db.query(
    `insert into whatsapp_newsletter_exclusions (newsletter_id, subscriber_id, telnr, reason)
     select $1, s.id::bigint, s.telnr,
       case when s.telnr is null then 'NoPhoneNumber' else 'Duplicate' end
     from unnest($2::text[], $3::text[]) as s (id, telnr)`,
    [id, left.map((s) => s.id), left.map((s) => s.telnr)],
  );
  await server.db.query(
    `insert into whatsapp_newsletter_reactions (newsletter_id, subscriber_id, telnr, type,
       content, reacted_at, source_key)
     select $1::int, s.id::bigint, s.telnr, t.type, t.content, now(),
       'paging.' || $1::int || '.' || s.id || '.' || t.type
     from unnest($2::text[], $3::text[]) as s (id, telnr),
       (values ('Text', 'Gern!'), ('Emoji', '👍')) as t (type, content)`,
    [id, sent.map((s) => s.id), sent.map((s) => s.telnr)],
  );
  return id;
}

async function detailPage(id: number, kind: Kind, body: object, code = 200) {
  const response = await call(marketer, `/WhatsAppApi/statistic/${id}/${kind}/details`, 'POST', {
    ...body,
  });
  expect(response.status).toBe(code);
  return (await response.json()) as DetailPage<Item> & { errorKey?: string };
}

/** Every page by `nextAfter`, with the key that read each page and the totals they named. */
async function walk(id: number, kind: Kind, body: object, take = 4) {
  const pages: { after?: string; items: Item[] }[] = [];
  const totals = new Set<number>();
  let after: string | undefined;
  for (let n = 0; n < 100; n++) {
    const page = await detailPage(id, kind, { ...body, take, after });
    pages.push({ after, items: page.items });
    totals.add(page.totalCount);
    if (!page.nextAfter) return { pages, rows: pages.flatMap((p) => p.items), totals };
    expect(page.items).toHaveLength(take);
    after = page.nextAfter;
  }
  throw new Error('the list did not end');
}

/** A row as the test tells rows apart: the person and, for reactions, the type. */
const identity = (item: Item) => `${item.uniqueId}:${item.type ?? ''}`;

/** The rows of a list as stored, in number order (nulls last) and then by the row's id. */
async function expected(id: number, kind: Kind, filter: string, descending: boolean) {
  const sql: Record<Kind, string> = {
    delivery: `select s.unique_id, r.telnr, null as type, r.subscriber_id as tie
      from whatsapp_newsletter_recipients r join subscribers s on s.id = r.subscriber_id
      where r.newsletter_id = $1 and ($2 = 'All' or ($2 = 'Rejected') = (r.state = 'failed'))`,
    reaction: `select s.unique_id, x.telnr, x.type, x.id as tie
      from whatsapp_newsletter_reactions x join subscribers s on s.id = x.subscriber_id
      where x.newsletter_id = $1 and ($2 = 'All' or x.type = $2)`,
    recipients: `select s.unique_id, p.telnr, null as type, p.subscriber_id as tie
      from (select subscriber_id, telnr, null as reason from whatsapp_newsletter_recipients
              where newsletter_id = $1
            union all select subscriber_id, telnr, reason from whatsapp_newsletter_exclusions
              where newsletter_id = $1) p
      join subscribers s on s.id = p.subscriber_id
      where $2 = 'All' or ($2 = 'Excluded') = (p.reason is not null)`,
  };
  const dir = descending ? 'desc' : 'asc';
  const rows = await server.db.query<{ unique_id: string; type: string | null }>(
    `select unique_id, type from (${sql[kind]}) listed
     order by telnr ${dir} nulls last, tie ${dir}`,
    [id, filter],
  );
  return rows.map((row) => `${row.unique_id}:${row.type ?? ''}`);
}

const filterField: Record<Kind, string> = {
  delivery: 'status',
  reaction: 'type',
  recipients: 'excluded',
};

describe('statistics detail lists by key', () => {
  it('visit every row once in number order, both ways, ties and rows without a number too', async () => {
    const id = await crowdNewsletter();
    const cases: [Kind, string, number][] = [
      ['delivery', 'All', 30],
      ['delivery', 'Rejected', 6],
      ['reaction', 'All', 60],
      ['reaction', 'Emoji', 30],
      ['recipients', 'All', 40],
      ['recipients', 'Excluded', 10],
      ['recipients', 'Effective', 30],
    ];
    for (const [kind, filter, count] of cases) {
      for (const orderDescending of [false, true]) {
        const body = { [filterField[kind]]: filter, orderDescending };
        const { rows, totals } = await walk(id, kind, body);
        const walked = rows.map(identity);
        expect(walked).toEqual(await expected(id, kind, filter, orderDescending));
        expect(new Set(walked).size).toBe(count);
        // Reaction totals are still counted; the others come from the kept counts.
        expect([...totals]).toEqual([count]);
      }
    }
  });

  it('reads a page again by the key it was read with (the way back), the same rows', async () => {
    const id = await crowdNewsletter();
    const { pages } = await walk(id, 'recipients', {}, 7);
    for (const page of pages) {
      const again = await detailPage(id, 'recipients', { take: 7, after: page.after });
      expect(again.items).toEqual(page.items);
    }
    // By skip from a key too: the page two pages on.
    const skipped = await detailPage(id, 'recipients', {
      take: 7,
      after: pages[1].after,
      skip: 14,
    });
    expect(skipped.items).toEqual(pages[3].items);
  });

  it('reads a page by skip at every depth: within the numbered rows, across to those without a number, among them and past the end', async () => {
    const id = await crowdNewsletter();
    for (const orderDescending of [false, true]) {
      const rows = await expected(id, 'recipients', 'All', orderDescending);
      expect(rows).toHaveLength(40);
      const first = await detailPage(id, 'recipients', { take: 3, orderDescending });
      // 36 rows with a number, then 4 without: pages within the first, across, within the
      // second, and past the end (also counted on from the first page's key).
      for (const skip of [0, 1, 32, 33, 34, 35, 36, 37, 39, 40, 41]) {
        const page = await detailPage(id, 'recipients', { take: 3, skip, orderDescending });
        expect(page.items.map(identity)).toEqual(rows.slice(skip, skip + 3));
        expect(page.nextAfter !== null).toBe(skip + 3 < rows.length);
        // From a key, skip counts on from that key's page.
        const fromKey = await detailPage(id, 'recipients', {
          take: 3,
          skip,
          orderDescending,
          after: first.nextAfter,
        });
        expect(fromKey.items.map(identity)).toEqual(rows.slice(3 + skip, 3 + skip + 3));
      }
    }
  });

  it('neither repeats nor drops a row when rows are deleted between pages', async () => {
    const id = await crowdNewsletter();
    const first = await detailPage(id, 'delivery', { take: 5 });
    const second = await detailPage(id, 'delivery', { take: 5, after: first.nextAfter! });
    // Deleted: the row the key was taken from, one on the page shown, the next page's first.
    const gone = [first.items[4], first.items[0], second.items[0]].map((item) => item.uniqueId);
    await server.db.query(
      `delete from whatsapp_newsletter_recipients r using subscribers s
       where r.newsletter_id = $1 and s.id = r.subscriber_id and s.unique_id = any($2::uuid[])`,
      [id, gone],
    );
    const rest: Item[] = [];
    let after = first.nextAfter;
    while (after) {
      const page = await detailPage(id, 'delivery', { take: 5, after });
      expect(page.totalCount).toBe(27);
      rest.push(...page.items);
      after = page.nextAfter;
    }
    const remaining = await expected(id, 'delivery', 'All', false);
    expect(rest.map(identity)).toEqual(remaining.slice(3));
    expect([...first.items.slice(1, 4), ...rest].map(identity)).toEqual(remaining);
  });

  it('pages a search by key, and refuses a key with another order or one it did not hand out', async () => {
    const id = await crowdNewsletter();
    const { rows, totals } = await walk(id, 'delivery', { searchTerm: '4915188000' }, 8);
    expect(rows).toHaveLength(30);
    expect([...totals]).toEqual([30]);
    const first = await detailPage(id, 'delivery', { take: 3 });
    const byName = await detailPage(id, 'delivery', { sort: 'name', after: first.nextAfter }, 400);
    expect(byName.errorKey).toBe('validation');
    expect((await detailPage(id, 'delivery', { sort: 'name', take: 3 })).nextAfter).toBeNull();
    await detailPage(id, 'delivery', { after: 'bm90LWEta2V5' }, 400);
    await detailPage(id, 'delivery', { after: 'a\u0000b' }, 400);
  });

  it('answers 100 rows by default and at most 500; take -1 (all) and larger pages are a 400', async () => {
    const id = await crowdNewsletter();
    // 60 reactions: a default page holds them all and hands out no next key.
    const all = await detailPage(id, 'reaction', {});
    expect(all.items).toHaveLength(60);
    expect(all.nextAfter).toBeNull();
    for (const take of [-1, 0, 501, 2147483647, 1e12]) {
      const refused = await detailPage(id, 'reaction', { take }, 400);
      expect(refused.errorKey).toBe('validation');
    }
    await detailPage(id, 'reaction', { skip: 10_000_001 }, 400);
    await detailPage(id, 'reaction', { take: 500, skip: 10_000_000 });
  });
});
