/**
 * The mark every Duplicate carries (migration 070: a member of the group with the same number and
 * a lower id exists; migration 071: the same for All subscribers, whose members are the account's
 * subscribers), kept as members join and leave, numbers, consent and language change,
 * subscribers are added and deleted and groups copied or deleted. After each change: the marks of
 * every group and of the subscribers equal their definition, and the Duplicate pages of the group
 * and of All subscribers (read from the marked members) equal the duplicate rule of
 * recipientSet.ts for each of a newsletter's eligible sets.
 */
import type { RecipientDetailPage } from '../../../../src/common/newsletters';
import {
  classifiedSql,
  membersSql,
  setParams,
  type RecipientSet,
} from '../../../../src/server/whatsapp/newsletters/recipients/recipientSet';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { accountIdOf, groupWith, type FixtureSubscriber } from './newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let accountId: number;
/** The account's All subscribers. */
let everyone: { id: number; profileId: string };

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  accountId = await accountIdOf(server.db);
  const [system] = await server.db.query<{ id: number; unique_id: string }>(
    'select id, unique_id from profiles where account_id = $1 and is_system',
    [accountId],
  );
  everyone = { id: system.id, profileId: system.unique_id };
});
afterAll(() => server?.close());

const number = (n: number) => `+4915170000${String(n).padStart(3, '0')}`;

/** 24 members on 6 numbers, confirmed and unknown, German and English, some without number. */
const twins: FixtureSubscriber[] = Array.from({ length: 24 }, (_, i) => ({
  key: `t${i}`,
  telnr: i % 11 === 0 ? null : number(i % 6),
  culture: i % 4 === 3 ? 'en-GB' : 'de-DE',
  doiStatus: i % 3 === 2 ? 'unknown' : 'confirmed',
}));

/**
 * Members of any group, and subscribers, whose mark differs from its definition (none when the
 * marks are kept).
 */
const wronglyMarked = () =>
  server.db.query<{ profile_id: number | null; subscriber_id: string }>(
    `select ps.profile_id, ps.subscriber_id::text from profile_subscribers ps
     where ps.has_earlier_twin <> exists (select 1 from profile_subscribers d
       where d.profile_id = ps.profile_id and d.telnr = ps.telnr
         and d.subscriber_id < ps.subscriber_id)
     union all
     select null, s.id::text from subscribers s
     where s.has_earlier_twin <> exists (select 1 from subscribers d
       where d.account_id = s.account_id and d.telnr = s.telnr and d.id < s.id)`,
  );

/** The eligible sets a German newsletter can have. */
const flagSets = [false, true].flatMap((unknown) =>
  [false, true].map((other) => ({ sendToDOIUnknown: unknown, sendToOtherLanguage: other })),
);

/** The group's Duplicates by the rule (recipientSet.ts), by unique id, sorted. */
async function duplicatesByRule(
  profileId: number,
  flags: (typeof flagSets)[number],
): Promise<string[]> {
  const set: RecipientSet = {
    accountId,
    profile: { id: profileId, is_system: profileId === everyone.id },
    culture: 'de-DE',
    sendToUnknownDoi: flags.sendToDOIUnknown,
    sendToOtherLanguage: flags.sendToOtherLanguage,
  };
  const rows = await server.db.query<{ unique_id: string }>(
    `with members as (${membersSql(set, 's.unique_id')}), classified as (${classifiedSql})
     select unique_id::text from classified where final_reason = 'Duplicate'`,
    setParams(set),
  );
  return rows.map((row) => row.unique_id).sort();
}

/** The group's Duplicate page as the editor reads it, by unique id, sorted. */
async function duplicatePage(
  profileUniqueId: string,
  flags: (typeof flagSets)[number],
): Promise<string[]> {
  const query = new URLSearchParams({
    profileId: profileUniqueId,
    exclusionReason: 'Duplicate',
    take: '500',
    sendToDOIUnknown: String(flags.sendToDOIUnknown),
    sendToOtherLanguage: String(flags.sendToOtherLanguage),
  });
  const response = await call(
    marketer,
    `/SubscriberAPI/WhatsApp/excludedSubscribers/detail?${query}`,
  );
  expect(response.status).toBe(200);
  const page = (await response.json()) as RecipientDetailPage;
  return page.subscribers.map((row) => row.uniqueId).sort();
}

/** The marks hold everywhere, and the Duplicate pages of the group and of All subscribers follow the rule. */
async function expectKept(group: { id: number; profileId: string }) {
  expect(await wronglyMarked()).toEqual([]);
  for (const flags of flagSets) {
    for (const members of [group, everyone]) {
      expect(await duplicatePage(members.profileId, flags)).toEqual(
        await duplicatesByRule(members.id, flags),
      );
    }
  }
}

const subscriberId = async (uniqueId: string) =>
  (
    await server.db.query<{ id: string }>('select id::text from subscribers where unique_id = $1', [
      uniqueId,
    ])
  )[0].id;

const marked = async (groupId: number, uniqueId: string) =>
  (
    await server.db.query<{ has_earlier_twin: boolean }>(
      `select ps.has_earlier_twin from profile_subscribers ps
       where ps.profile_id = $1 and ps.subscriber_id = $2`,
      [groupId, await subscriberId(uniqueId)],
    )
  )[0]?.has_earlier_twin;

/** A subscriber of the account outside any group (its id below those created after it). */
async function loneSubscriber(telnr: string, doiStatus = 'confirmed'): Promise<string> {
  const [row] = await server.db.query<{ unique_id: string }>(
    `insert into subscribers (account_id, firstname, telnr, culture, doi_status)
     values ($1, 'Zwilling', $2, 'de-DE', $3) returning unique_id`,
    [accountId, telnr, doiStatus],
  );
  return row.unique_id;
}

const members = (groupUniqueId: string, method: 'POST' | 'DELETE', ids: string[]) =>
  call(marketer, `/SubscriberGroupsApi/Groups/${groupUniqueId}/members`, method, {
    subscriberIds: ids,
  });

describe('the marks of number twins', () => {
  it('are set for a group filled one member at a time', async () => {
    const group = await groupWith(server.db, accountId, 'Zwillinge', twins);
    // The fixture has Duplicates in every eligible set, and marks beyond them.
    for (const flags of flagSets) {
      expect((await duplicatesByRule(group.id, flags)).length).toBeGreaterThan(1);
    }
    await expectKept(group);
  });

  it('follow a member joining before the first of its number, and leaving again', async () => {
    const early = await loneSubscriber(number(900));
    const group = await groupWith(server.db, accountId, 'Später erster', [
      { key: 'a', telnr: number(900) },
      { key: 'b', telnr: number(900) },
    ]);
    expect(await marked(group.id, group.ids.a)).toBe(false);
    expect((await members(group.profileId, 'POST', [early])).status).toBe(200);
    expect(await marked(group.id, early)).toBe(false);
    expect(await marked(group.id, group.ids.a)).toBe(true);
    await expectKept(group);
    expect((await members(group.profileId, 'DELETE', [early])).status).toBe(200);
    expect(await marked(group.id, group.ids.a)).toBe(false);
    expect(await marked(group.id, group.ids.b)).toBe(true);
    await expectKept(group);
    // A later member leaving changes no mark; the first leaving unmarks the one left.
    expect((await members(group.profileId, 'POST', [early])).status).toBe(200);
    expect((await members(group.profileId, 'DELETE', [group.ids.b])).status).toBe(200);
    expect(await marked(group.id, group.ids.a)).toBe(true);
    expect((await members(group.profileId, 'DELETE', [early])).status).toBe(200);
    expect(await marked(group.id, group.ids.a)).toBe(false);
    await expectKept(group);
  });

  it('follow a subscriber’s number leaving its twins and joining others', async () => {
    const group = await groupWith(server.db, accountId, 'Umgezogen', twins);
    const first = group.ids.t1; // the first of number 1 (t1, t7, t13, t19)
    const changed = await call(marketer, `/SubscriberAPI/Subscribers/${first}`, 'PUT', {
      firstname: 'Neu',
      lastname: 'Zwilling',
      telnr: number(901),
      culture: 'de-DE',
      doiStatus: 'confirmed',
    });
    expect(changed.status).toBe(200);
    expect(await marked(group.id, group.ids.t7)).toBe(false);
    await expectKept(group);
    // Back to a number others have (the product refuses it; an older import may have it).
    await server.db.query('update subscribers set telnr = $2 where unique_id = $1', [
      first,
      number(2),
    ]);
    expect(await marked(group.id, first)).toBe(false);
    expect(await marked(group.id, group.ids.t2)).toBe(true);
    await expectKept(group);
    await server.db.query('update subscribers set telnr = null where unique_id = $1', [first]);
    expect(await marked(group.id, group.ids.t2)).toBe(false);
    await expectKept(group);
  });

  it('stay as they are when consent or language change, while the Duplicates change', async () => {
    const group = await groupWith(server.db, accountId, 'Einverstanden', twins);
    const [rule] = flagSets;
    // t3 shares number 3 with t9, t15 and t21; the product refuses a change of its number's
    // holders by hand (subscriberDuplicate), so consent and language change as a reply or an
    // import would change them.
    let before = await duplicatesByRule(group.id, rule);
    for (const [culture, doiStatus] of [
      ['de-DE', 'confirmed'],
      ['en-GB', 'confirmed'],
      ['de-AT', 'confirmed'],
      ['de-AT', 'optedOut'],
    ]) {
      await server.db.query(
        'update subscribers set culture = $2, doi_status = $3 where unique_id = $1',
        [group.ids.t3, culture, doiStatus],
      );
      await expectKept(group);
      const now = await duplicatesByRule(group.id, rule);
      expect(now).not.toEqual(before);
      before = now;
    }
    const off = await call(
      marketer,
      `/SubscriberAPI/Subscribers/${group.ids.t9}/deactivated`,
      'PUT',
      { deactivated: true },
    );
    expect(off.status).toBe(200);
    await expectKept(group);
    expect(await duplicatesByRule(group.id, rule)).not.toEqual(before);
  });

  it('follow a subscriber deleted from every group it is in', async () => {
    const group = await groupWith(server.db, accountId, 'Gelöscht', twins);
    const copy = await groupWith(server.db, accountId, 'Gelöscht, Kopie', []);
    const copied = await call(
      marketer,
      `/SubscriberGroupsApi/Groups/${copy.profileId}/members/byFilter`,
      'POST',
      { profileId: group.profileId },
    );
    expect(copied.status).toBe(200);
    await expectKept(copy);
    await server.db.query('delete from subscribers where unique_id = any($1::uuid[])', [
      [group.ids.t2, group.ids.t4],
    ]);
    expect(await marked(group.id, group.ids.t8)).toBe(false);
    expect(await marked(copy.id, group.ids.t8)).toBe(false);
    await expectKept(group);
    await expectKept(copy);
  });

  it('are set for subscribers added in one statement (an import batch), and follow deletions', async () => {
    const added = await server.db.query<{ unique_id: string }>(
      `insert into subscribers (account_id, firstname, telnr, culture, doi_status)
       select $1, 'Stapel ' || i, $2, 'de-DE', 'confirmed' from generate_series(1, 3) as i
       order by i returning unique_id`,
      [accountId, number(902)],
    );
    const subscriberMarked = async (uniqueId: string) =>
      (
        await server.db.query<{ has_earlier_twin: boolean }>(
          'select has_earlier_twin from subscribers where unique_id = $1',
          [uniqueId],
        )
      )[0].has_earlier_twin;
    const [first, second, third] = added.map((row) => row.unique_id);
    expect(await subscriberMarked(first)).toBe(false);
    expect(await subscriberMarked(second)).toBe(true);
    await expectKept(everyone);
    await server.db.query('delete from subscribers where unique_id = $1', [first]);
    expect(await subscriberMarked(second)).toBe(false);
    expect(await subscriberMarked(third)).toBe(true);
    await expectKept(everyone);
  });

  it('are set for a copied group, and a deleted group leaves the others right', async () => {
    const group = await groupWith(server.db, accountId, 'Vorlage', twins);
    const copy = await groupWith(server.db, accountId, 'Kopie', []);
    const copied = await call(
      marketer,
      `/SubscriberGroupsApi/Groups/${copy.profileId}/members/byFilter`,
      'POST',
      { profileId: group.profileId },
    );
    expect((await copied.json()).changed).toBe(twins.length);
    await expectKept(copy);
    const deleted = await call(
      marketer,
      `/SubscriberGroupsApi/Groups/${group.profileId}`,
      'DELETE',
    );
    expect(deleted.status).toBeLessThan(300);
    await expectKept(copy);
  });
});
