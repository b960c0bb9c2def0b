/**
 * The recipient detail lists paged by key (issue 24) against the real server and database: every
 * member exactly once across pages in number order (members sharing a number too), both
 * directions, the all-subscribers profile, members leaving between pages, a page read again by its
 * key, totals from the kept counts, bounded page sizes.
 * The expected lists are worked out here from the members' numbers and kinds as stored.
 */
import type { RecipientDetail, RecipientDetailPage } from '../../../../src/common/newsletters';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith, type FixtureSubscriber } from './newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let group: Awaited<ReturnType<typeof groupWith>>;
let accountId: number;

const base = '/SubscriberAPI/WhatsApp';
type List = 'effectiveRecipients' | 'excludedSubscribers';

/** 60 members on 12 numbers (many share one), of every kind, some without a number. */
const crowd: FixtureSubscriber[] = Array.from({ length: 60 }, (_, i) => ({
  key: `m${i}`,
  telnr: i % 13 === 0 ? null : i % 17 === 0 ? '' : `+49151000000${(i * 7) % 12}`.padEnd(14, '0'),
  telnrValid: i % 19 !== 0,
  culture: i % 5 === 0 ? 'en-GB' : 'de-DE',
  doiStatus: i % 5 === 1 ? 'unknown' : i % 11 === 0 ? 'pending' : 'confirmed',
  deactivated: i % 23 === 0,
}));

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  accountId = await accountIdOf(server.db);
  group = await groupWith(server.db, accountId, 'Seitenweise', crowd);
});
afterAll(() => server?.close());

const query = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

async function page(list: List, params: Record<string, string | number | boolean | undefined>) {
  const response = await call(marketer, `${base}/${list}/detail?${query(params)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RecipientDetailPage;
}

/** Every page of a list by `after`, with the totals each page named. */
async function allPages(list: List, params: Record<string, string | number | boolean>, take = 4) {
  const rows: RecipientDetail[] = [];
  const totals = new Set<number>();
  let after: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const answer = await page(list, { ...params, take, after });
    rows.push(...answer.subscribers);
    totals.add(answer.totalCount);
    if (!answer.nextAfter) return { rows, totals };
    expect(answer.subscribers).toHaveLength(take);
    after = answer.nextAfter;
  }
  throw new Error('the list did not end');
}

interface Member {
  uniqueId: string;
  id: number;
  telnr: string | null;
  kind: string;
}

/** The members of a profile as stored: number, id and recipient kind. */
async function membersOf(profileUniqueId: string): Promise<Member[]> {
  const rows = await server.db.query<Member & { id: string }>(
    `select s.unique_id as "uniqueId", s.id::text as id, s.telnr, s.recipient_kind as kind
     from profiles p
     join subscribers s on s.account_id = p.account_id
       and (p.is_system or exists (select 1 from profile_subscribers ps
                                   where ps.profile_id = p.id and ps.subscriber_id = s.id))
     where p.unique_id = $1`,
    [profileUniqueId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * The reason of a kind for a German newsletter without either flag, or with unknown DOI included
 * (null: eligible).
 */
const reasonOfKind = (kind: string, withUnknown = false) =>
  !kind.includes(':')
    ? kind
    : kind.startsWith('unknown:') && !withUnknown
      ? 'DOIStatus'
      : kind.split(':')[1] !== 'de'
        ? 'Culture'
        : null;

/** Number order (byte order, no number last), ties by id; descending the other way round. */
function inOrder(members: Member[], descending = false): Member[] {
  const sorted = [...members].sort((a, b) => {
    if (a.telnr !== b.telnr) {
      if (a.telnr === null) return 1;
      if (b.telnr === null) return -1;
      return a.telnr < b.telnr ? -1 : 1;
    }
    return a.id - b.id;
  });
  return descending ? sorted.reverse() : sorted;
}

/** Each member's reason: the kind's, or Duplicate for an eligible one after the first of its number. */
function classified(members: Member[], withUnknown = false): Map<string, string | null> {
  const reasonOf = (kind: string) => reasonOfKind(kind, withUnknown);
  const firstOfNumber = new Map<string, number>();
  for (const m of inOrder(members)) {
    if (reasonOf(m.kind) === null && m.telnr !== null && !firstOfNumber.has(m.telnr)) {
      firstOfNumber.set(m.telnr, m.id);
    }
  }
  return new Map(
    members.map((m) => [
      m.uniqueId,
      reasonOf(m.kind) ?? (firstOfNumber.get(m.telnr!) === m.id ? null : 'Duplicate'),
    ]),
  );
}

describe('paging by key', () => {
  it('lists every effective and every excluded member once, in number order, both ways', async () => {
    const members = await membersOf(group.profileId);
    const reasons = classified(members);
    // The fixture shares numbers between eligible members, so the duplicate rule is exercised.
    expect([...reasons.values()].filter((r) => r === 'Duplicate').length).toBeGreaterThan(3);
    for (const descending of [false, true]) {
      const expected = inOrder(members, descending);
      const effective = await allPages('effectiveRecipients', {
        profileId: group.profileId,
        orderDesc: descending,
      });
      expect(effective.rows.map((r) => r.uniqueId)).toEqual(
        expected.filter((m) => reasons.get(m.uniqueId) === null).map((m) => m.uniqueId),
      );
      expect([...effective.totals]).toEqual([effective.rows.length]);
      const excluded = await allPages('excludedSubscribers', {
        profileId: group.profileId,
        orderDesc: descending,
      });
      expect(excluded.rows.map((r) => [r.uniqueId, r.exclusionReason])).toEqual(
        expected
          .filter((m) => reasons.get(m.uniqueId) !== null)
          .map((m) => [m.uniqueId, reasons.get(m.uniqueId)]),
      );
      expect([...excluded.totals]).toEqual([excluded.rows.length]);
    }
  });

  it('applies the duplicate rule across two eligible kinds (unknown DOI included)', async () => {
    const members = await membersOf(group.profileId);
    const reasons = classified(members, true);
    // Numbers shared between a confirmed and an unknown member, so the rule spans both kinds.
    const kindsOfDuplicates = members
      .filter((m) => reasons.get(m.uniqueId) === 'Duplicate')
      .map((m) => m.kind);
    expect(new Set(kindsOfDuplicates)).toEqual(new Set(['confirmed:de', 'unknown:de']));
    for (const descending of [false, true]) {
      const expected = inOrder(members, descending);
      const params = { profileId: group.profileId, sendToDOIUnknown: true, orderDesc: descending };
      const effective = await allPages('effectiveRecipients', params);
      expect(effective.rows.map((r) => r.uniqueId)).toEqual(
        expected.filter((m) => reasons.get(m.uniqueId) === null).map((m) => m.uniqueId),
      );
      const duplicates = await allPages('excludedSubscribers', {
        ...params,
        exclusionReason: 'Duplicate',
      });
      expect(duplicates.rows.map((r) => r.uniqueId)).toEqual(
        expected.filter((m) => reasons.get(m.uniqueId) === 'Duplicate').map((m) => m.uniqueId),
      );
    }
  });

  it('lists each reason alone with the total the excluded count names', async () => {
    const reasons = classified(await membersOf(group.profileId));
    const counted = await call(
      marketer,
      `${base}/excludedSubscribers/count?${query({ profileId: group.profileId })}`,
    );
    const { exclusionReasons } = (await counted.json()) as {
      exclusionReasons: { exclusionReason: string; count: number }[];
    };
    for (const { exclusionReason, count } of exclusionReasons) {
      const listed = await allPages('excludedSubscribers', {
        profileId: group.profileId,
        exclusionReason,
      });
      const expected = [...reasons].filter(([, reason]) => reason === exclusionReason);
      expect(listed.rows.map((r) => r.uniqueId).sort()).toEqual(expected.map(([id]) => id).sort());
      expect([...listed.totals]).toEqual([count]);
    }
  });

  it('gives the same rows by skip as by key', async () => {
    const byKey = await allPages('effectiveRecipients', { profileId: group.profileId });
    const bySkip = await page('effectiveRecipients', {
      profileId: group.profileId,
      skip: 5,
      take: 6,
    });
    expect(bySkip.subscribers.map((r) => r.uniqueId)).toEqual(
      byKey.rows.slice(5, 11).map((r) => r.uniqueId),
    );
  });

  it('pages the all-subscribers profile of the account by key too', async () => {
    const [system] = await server.db.query<{ unique_id: string }>(
      'select unique_id from profiles where account_id = $1 and is_system',
      [accountId],
    );
    const members = await membersOf(system.unique_id);
    const reasons = classified(members);
    const effective = await allPages('effectiveRecipients', { profileId: system.unique_id }, 97);
    expect(effective.rows.map((r) => r.uniqueId)).toEqual(
      inOrder(members)
        .filter((m) => reasons.get(m.uniqueId) === null)
        .map((m) => m.uniqueId),
    );
  });
});

describe('changes between pages', () => {
  it('neither repeats nor drops a member when members leave between pages', async () => {
    const mine = await groupWith(server.db, accountId, 'Ausgedünnt', crowd);
    const params = { profileId: mine.profileId, take: 5 };
    const first = await page('effectiveRecipients', params);
    const second = await page('effectiveRecipients', { ...params, after: first.nextAfter! });
    // Gone: the member the key was taken from, one shown before it, the next page's first.
    const gone = [first.subscribers[4], first.subscribers[0], second.subscribers[0]];
    await server.db.query(
      `delete from profile_subscribers ps using subscribers s
       where ps.profile_id = $1 and s.id = ps.subscriber_id and s.unique_id = any($2::uuid[])`,
      [mine.id, gone.map((member) => member.uniqueId)],
    );
    const rest: RecipientDetail[] = [];
    let after = first.nextAfter;
    while (after) {
      const next = await page('effectiveRecipients', { ...params, after });
      rest.push(...next.subscribers);
      after = next.nextAfter;
    }
    // The list as it is now, from the key on (a member that became the first of its number
    // before the key is not shown again: it lies behind the pages read).
    const [key] = await server.db.query<{ id: string; telnr: string | null }>(
      'select id::text as id, telnr from subscribers where unique_id = $1',
      [first.subscribers[4].uniqueId],
    );
    const members = await membersOf(mine.profileId);
    const reasons = classified(members);
    const keyed = { uniqueId: '', id: Number(key.id), telnr: key.telnr, kind: '' };
    const ordered = inOrder([...members, keyed]);
    const effectiveAfterKey = ordered
      .slice(ordered.indexOf(keyed) + 1)
      .filter((m) => reasons.get(m.uniqueId) === null)
      .map((m) => m.uniqueId);
    expect(rest.map((r) => r.uniqueId)).toEqual(effectiveAfterKey);
    const shown = first.subscribers.map((r) => r.uniqueId);
    expect(rest.filter((r) => shown.includes(r.uniqueId))).toEqual([]);
  });

  it('reads a page again by the key it was read with (the way back), the same rows', async () => {
    const keys: (string | undefined)[] = [undefined];
    const pages: RecipientDetail[][] = [];
    for (;;) {
      const next = await page('excludedSubscribers', {
        profileId: group.profileId,
        take: 6,
        after: keys.at(-1),
      });
      pages.push(next.subscribers);
      if (!next.nextAfter) break;
      keys.push(next.nextAfter);
    }
    expect(pages.length).toBeGreaterThan(2);
    for (const [n, key] of keys.entries()) {
      const again = await page('excludedSubscribers', {
        profileId: group.profileId,
        take: 6,
        after: key,
      });
      expect(again.subscribers).toEqual(pages[n]);
    }
  });
});

describe('totals from the kept counts', () => {
  it('reads the totals from the kept counts, and counts the numbers again after a change', async () => {
    const mine = await groupWith(server.db, accountId, 'Gezählt', crowd.slice(0, 12));
    const params = { profileId: mine.profileId, take: 2 };
    const before = await page('effectiveRecipients', params);
    const numberless = await page('excludedSubscribers', {
      ...params,
      exclusionReason: 'NoPhoneNumber',
    });
    // Changed behind the product's back: a page that counted its list would not see it.
    await server.db.query(
      `update recipient_effective_counts set effective = effective + 1000 where profile_id = $1`,
      [mine.id],
    );
    await server.db.query(
      `update recipient_kind_counts set members = members + 500
       where profile_id = $1 and recipient_kind = 'NoPhoneNumber'`,
      [mine.id],
    );
    expect((await page('effectiveRecipients', params)).totalCount).toBe(before.totalCount + 1000);
    expect(
      (await page('excludedSubscribers', { ...params, exclusionReason: 'NoPhoneNumber' }))
        .totalCount,
    ).toBe(numberless.totalCount + 500);
    // A new member moves the group's version: the effective count is counted again.
    const [extra] = await server.db.query<{ id: number }>(
      `insert into subscribers (account_id, telnr, culture, doi_status)
       values ($1, '+4917099999999', 'de-DE', 'confirmed') returning id`,
      [accountId],
    );
    await server.db.query(
      'insert into profile_subscribers (profile_id, subscriber_id) values ($1, $2)',
      [mine.id, extra.id],
    );
    expect((await page('effectiveRecipients', params)).totalCount).toBe(before.totalCount + 1);
  });
});

describe('bounded pages', () => {
  it.each([
    ['take -1 (the whole list)', { take: -1 }],
    ['take 0', { take: 0 }],
    ['a take over the maximum', { take: 501 }],
    ['a negative skip', { skip: -1 }],
    ['a key that was never handed out', { after: 'bm90IGEga2V5' }],
    ['a key with a NUL', { after: 'a\u0000b' }],
    ['a key with another order', { after: 'WyIrNDkiLDFd', orderBy: 'firstname' }],
  ])('answers 400 to %s', async (_, params) => {
    const response = await call(
      marketer,
      `${base}/effectiveRecipients/detail?${query({ profileId: group.profileId, ...params })}`,
    );
    expect(response.status).toBe(400);
  });

  it('answers 50 by default and at most 500', async () => {
    const response = await page('excludedSubscribers', { profileId: group.profileId, take: 500 });
    expect(response.nextAfter).toBeNull();
    const first = await page('excludedSubscribers', { profileId: group.profileId });
    expect(first.subscribers.length).toBeLessThanOrEqual(50);
  });
});
