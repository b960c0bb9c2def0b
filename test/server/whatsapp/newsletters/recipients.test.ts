/**
 * The recipient calls of spec section 7 against the real server and database: counts with each
 * exclusion reason and both flags, detail lists (sort, paging), adding to groups,
 * personalisation coverage, rights and account scope.
 */
import type {
  ExcludedSubscriberCount,
  RecipientDetailPage,
} from '../../../../src/common/newsletters';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { personalizationCoverage } from '../../../../src/server/whatsapp/newsletters/recipients/coverage';
import { membersWithRefusedValues } from '../../../../src/server/whatsapp/newsletters/recipients/parameterFormat';
import { personalizationFiguresInChunks } from '../../../../src/server/whatsapp/newsletters/recipients/personalizationFigures';
import { accountIdOf, groupWith, mixedAudience } from './newsletterFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let marketer: string;
let viewer: string;
let nobody: string;
let group: Awaited<ReturnType<typeof groupWith>>;
let otherAccountGroup: string;

const base = '/SubscriberAPI/WhatsApp';

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  [admin, marketer, viewer, nobody] = await Promise.all([
    tokenOf(server, 'admin', 'relay-admin'),
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
    tokenOf(server, 'sso-demo', 'relay-sso'),
  ]);
  const accountId = await accountIdOf(server.db);
  group = await groupWith(server.db, accountId, 'Empfängertest', mixedAudience);
  const other = await accountIdOf(server.db, 'Stadtwerke Sonnenfeld');
  otherAccountGroup = (
    await groupWith(server.db, other, 'Fremd', [{ key: 'x', telnr: '+4915100000001' }])
  ).profileId;
});
afterAll(() => server?.close());

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function counts(
  params: Record<string, string | number | boolean> = {},
  token = marketer,
  profileId = group.profileId,
) {
  const q = query({ profileId, ...params });
  const effective = await call(token, `${base}/effectiveRecipients/count?${q}`);
  const excluded = await call(token, `${base}/excludedSubscribers/count?${q}`);
  expect(effective.status).toBe(200);
  expect(excluded.status).toBe(200);
  const body: ExcludedSubscriberCount = await excluded.json();
  return {
    effective: (await effective.json()).count as number,
    excluded: body.count,
    reasons: Object.fromEntries(body.exclusionReasons.map((r) => [r.exclusionReason, r.count])),
  };
}

async function detail(
  kind: 'effectiveRecipients' | 'excludedSubscribers',
  params: Record<string, string | number | boolean> = {},
): Promise<RecipientDetailPage> {
  const response = await call(
    marketer,
    `${base}/${kind}/detail?${query({ profileId: group.profileId, ...params })}`,
  );
  expect(response.status).toBe(200);
  return response.json();
}

describe('counts', () => {
  it('counts one recipient per number and each exclusion reason', async () => {
    expect(await counts()).toEqual({
      effective: 3,
      excluded: 8,
      reasons: {
        NoPhoneNumber: 1,
        InvalidPhoneNumber: 1,
        Deactivated: 1,
        DOIStatus: 3,
        Culture: 1,
        Duplicate: 1,
      },
    });
  });

  it('includes unknown DOI only with the flag; opted out and pending stay excluded', async () => {
    const withUnknown = await counts({ sendToDOIUnknown: true });
    expect(withUnknown.effective).toBe(4);
    expect(withUnknown.reasons.DOIStatus).toBe(2);
  });

  it('includes other languages only with the flag; de-AT counts as German', async () => {
    const withOthers = await counts({ sendToOtherLanguage: true });
    expect(withOthers.effective).toBe(4);
    expect(withOthers.reasons.Culture).toBe(0);
    const english = await counts({ newsletterCultureId: 'en-GB' });
    expect(english.effective).toBe(1);
    expect(english.reasons.Culture).toBe(4);
  });

  it('follows changes of a member’s number, DOI status and language', async () => {
    const { profileId, ids } = await groupWith(server.db, await accountIdOf(server.db), 'Wandel', [
      { key: 'a', telnr: '+4915112340001' },
      { key: 'b', telnr: '+4915112340002' },
    ]);
    const change = (key: string, column: string, value: string) =>
      server.db.query(`update subscribers set ${column} = $1 where unique_id = $2`, [
        value,
        ids[key],
      ]);
    expect((await counts({}, marketer, profileId)).effective).toBe(2);
    await change('b', 'telnr', '+4915112340001');
    expect(await counts({}, marketer, profileId)).toMatchObject({
      effective: 1,
      reasons: { Duplicate: 1 },
    });
    await change('a', 'doi_status', 'optedOut');
    expect(await counts({}, marketer, profileId)).toMatchObject({
      effective: 1,
      reasons: { DOIStatus: 1, Duplicate: 0 },
    });
    await change('b', 'culture', 'en-GB');
    expect(await counts({}, marketer, profileId)).toMatchObject({
      effective: 0,
      reasons: { DOIStatus: 1, Culture: 1 },
    });
  });

  it('keeps the members per kind equal to a recount as subscribers come, change and go', async () => {
    const accountId = await accountIdOf(server.db);
    const { id, ids } = await groupWith(server.db, accountId, 'Bewegung', mixedAudience);
    await server.db.query(`update subscribers set doi_status = 'confirmed' where unique_id = $1`, [
      ids.unknown,
    ]);
    await server.db.query(
      `update subscribers set culture = 'fr-FR'
       where id in (select subscriber_id from profile_subscribers where profile_id = $1)`,
      [id],
    );
    await server.db.query('delete from subscribers where unique_id = $1', [ids.good1]);
    await server.db.query(
      'delete from profile_subscribers where subscriber_id in (select id from subscribers where unique_id = $1)',
      [ids.english],
    );
    const gone = await groupWith(server.db, accountId, 'Weg', [
      { key: 'w', telnr: '+4915112349999' },
    ]);
    await server.db.query('delete from profiles where id = $1', [gone.id]);
    const kept = await server.db.query(
      `select profile_id, recipient_kind, members from recipient_kind_counts
       where members <> 0 order by 1, 2`,
    );
    const recounted = await server.db.query(
      `select profile_id, recipient_kind, count(*)::int as members from (
         select profile_id, recipient_kind from profile_subscribers
         union all
         select p.id, s.recipient_kind from subscribers s
         join profiles p on p.account_id = s.account_id and p.is_system) m
       group by 1, 2 order by 1, 2`,
    );
    expect(kept).toEqual(recounted);
    expect(kept.some((row) => row.profile_id === id)).toBe(true);
  });

  it('counts the all-subscribers profile of the account too', async () => {
    const [system] = await server.db.query<{ unique_id: string }>(
      `select unique_id from profiles where is_system and account_id = $1`,
      [await accountIdOf(server.db)],
    );
    const response = await call(
      marketer,
      `${base}/effectiveRecipients/count?${query({ profileId: system.unique_id })}`,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).count).toBeGreaterThan(1000);
  });
});

describe('detail lists', () => {
  it('sorts the effective recipients by telnr ascending by default, a page of 50', async () => {
    const page = await detail('effectiveRecipients');
    expect(page.totalCount).toBe(3);
    expect(page.subscribers.map((s) => s.uniqueId)).toEqual([
      group.ids.good3,
      group.ids.good2,
      group.ids.good1,
    ]);
    expect(page.subscribers.every((s) => s.exclusionReason === null)).toBe(true);
  });

  it('pages by skip and take and sorts the other way round', async () => {
    const page = await detail('effectiveRecipients', { skip: 1, take: 1, orderDesc: true });
    expect(page).toMatchObject({ totalCount: 3, subscribers: [{ uniqueId: group.ids.good2 }] });
    const past = await detail('effectiveRecipients', { skip: 5, take: 2 });
    expect(past).toEqual({ subscribers: [], totalCount: 3, nextAfter: null });
  });

  it('names the reason of each excluded member, filtered by reason; the later duplicate goes', async () => {
    const all = await detail('excludedSubscribers');
    expect(all.totalCount).toBe(8);
    const reasonOf = Object.fromEntries(
      all.subscribers.map((s) => [s.uniqueId, s.exclusionReason]),
    );
    expect(reasonOf[group.ids.duplicate]).toBe('Duplicate');
    expect(reasonOf[group.ids.good1]).toBeUndefined();
    expect(reasonOf[group.ids.noPhone]).toBe('NoPhoneNumber');
    expect(reasonOf[group.ids.invalid]).toBe('InvalidPhoneNumber');
    expect(reasonOf[group.ids.english]).toBe('Culture');
    const doi = await detail('excludedSubscribers', { exclusionReason: 'DOIStatus' });
    expect(doi.subscribers.map((s) => s.uniqueId).sort()).toEqual(
      [group.ids.optedOut, group.ids.pending, group.ids.unknown].sort(),
    );
  });

  it('refuses an unknown sort column', async () => {
    const response = await call(
      marketer,
      `${base}/effectiveRecipients/detail?${query({ profileId: group.profileId, orderBy: 'id; drop' })}`,
    );
    expect(response.status).toBe(400);
  });
});

describe('add to group', () => {
  it('adds the effective recipients to a new group, then to it again without doubles', async () => {
    const created = await call(marketer, `${base}/effectiveRecipients/addToProfile`, 'POST', {
      profileId: group.profileId,
      targetProfileName: 'Frühlingsempfänger',
    });
    expect(created.status).toBe(200);
    const body = await created.json();
    expect(body).toMatchObject({
      added: 3,
      profile: { name: 'Frühlingsempfänger', subscriberCount: 3 },
    });
    const again = await call(marketer, `${base}/effectiveRecipients/addToProfile`, 'POST', {
      profileId: group.profileId,
      targetProfileId: body.profile.uniqueId,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ added: 0, profile: { subscriberCount: 3 } });
  });

  it('adds the excluded members of one reason; a taken name answers 409', async () => {
    const response = await call(marketer, `${base}/excludedsubscribers/addToProfile`, 'POST', {
      profileId: group.profileId,
      exclusionReason: 'DOIStatus',
      targetProfileName: 'Ohne Einwilligung',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).added).toBe(3);
    const clash = await call(marketer, `${base}/excludedsubscribers/addToProfile`, 'POST', {
      profileId: group.profileId,
      targetProfileName: 'ohne einwilligung',
    });
    expect(clash.status).toBe(409);
    expect((await clash.json()).errorKey).toBe('nameDuplicate');
  });

  it('says there are no recipients to add, and creates no group', async () => {
    const response = await call(marketer, `${base}/excludedsubscribers/addToProfile`, 'POST', {
      profileId: group.profileId,
      sendToOtherLanguage: true,
      exclusionReason: 'Culture',
      targetProfileName: 'Leer',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errorKey).toBe('noRecipientsToAdd');
    const [row] = await server.db.query(`select 1 from profiles where name = 'Leer'`);
    expect(row).toBeUndefined();
  });

  it('adds only the ticked rows of the list; ids outside it add no one', async () => {
    const add = (path: string, body: object) =>
      call(marketer, `${base}/${path}/addToProfile`, 'POST', {
        profileId: group.profileId,
        ...body,
      });
    const chosen = await add('effectiveRecipients', {
      subscriberIds: [group.ids.good1, group.ids.good3.toUpperCase(), group.ids.optedOut],
      targetProfileName: 'Ausgewählte Empfänger',
    });
    expect(chosen.status).toBe(200);
    // optedOut is excluded, not effective: only the two effective ones go in.
    expect(await chosen.json()).toMatchObject({ added: 2, profile: { subscriberCount: 2 } });
    const [members] = await server.db.query<{ ids: string[] }>(
      `select array_agg(s.unique_id::text order by s.id) as ids from profile_subscribers ps
       join subscribers s on s.id = ps.subscriber_id join profiles p on p.id = ps.profile_id
       where p.name = 'Ausgewählte Empfänger'`,
    );
    expect(members.ids).toEqual([group.ids.good1, group.ids.good3]);

    const otherAccount = await groupWith(
      server.db,
      await accountIdOf(server.db, 'Stadtwerke Sonnenfeld'),
      'Fremd 2',
      [{ key: 'y', telnr: '+4915100000002' }],
    );
    const outside = await add('excludedsubscribers', {
      exclusionReason: 'DOIStatus',
      subscriberIds: [group.ids.good1, otherAccount.ids.y],
      targetProfileName: 'Niemand',
    });
    expect(outside.status).toBe(400);
    expect((await outside.json()).errorKey).toBe('noRecipientsToAdd');
  });

  it('refuses ids that are no list of uuids, an empty list and too many', async () => {
    const many = Array.from(
      { length: 10_001 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const subscriberIds of [
      [`${group.ids.good1.slice(0, -1)}\u0000`],
      ['not-a-uuid'],
      [42],
      [],
      many,
    ]) {
      const response = await call(marketer, `${base}/effectiveRecipients/addToProfile`, 'POST', {
        profileId: group.profileId,
        subscriberIds,
        targetProfileName: 'Ungültig',
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('personalisation coverage', () => {
  it('answers each field’s share and the worst one', async () => {
    const cover = await groupWith(server.db, await accountIdOf(server.db), 'Abdeckung', [
      { key: 'a', telnr: '+4915100000101', customFields: { kundennummer: 'K-1' } },
      { key: 'b', telnr: '+4915100000102', customFields: { kundennummer: 'K-2' } },
      { key: 'c', telnr: '+4915100000103', firstname: null },
      { key: 'd', telnr: '+4915100000104', firstname: '  ' },
    ]);
    const response = await call(marketer, `${base}/personalizationCoverage`, 'POST', {
      profileId: cover.profileId,
      fields: ['firstname', 'kundennummer'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      subscriberCount: 4,
      fields: [
        { field: 'firstname', filled: 2, coverageRate: 0.5 },
        { field: 'kundennummer', filled: 2, coverageRate: 0.5 },
      ],
      worstCoverageRate: 0.5,
    });
    const unknown = await call(marketer, `${base}/personalizationCoverage`, 'POST', {
      profileId: cover.profileId,
      fields: ['shoeSize'],
    });
    expect(unknown.status).toBe(400);
  });

  it('counts the same figures in chunks before a start on PGlite, with the refused values', async () => {
    const accountId = await accountIdOf(server.db);
    const cover = await groupWith(server.db, accountId, 'Abdeckung in Teilen', [
      { key: 'a', telnr: '+4915100000111', customFields: { kundennummer: 'K-1' } },
      { key: 'b', telnr: '+4915100000112', firstname: 'Zeile\nZwei' },
      { key: 'c', telnr: '+4915100000113', firstname: null },
    ]);
    const profile = { id: cover.id, is_system: false };
    const fields = ['firstname', 'kundennummer'];
    const chunked = await personalizationFiguresInChunks(server.db, accountId, profile, fields);
    expect(chunked.coverage).toEqual(
      await personalizationCoverage(server.db, accountId, profile, fields),
    );
    expect(chunked.refused).toBe(1);
    expect(chunked.refused).toBe(
      await membersWithRefusedValues(server.db, accountId, profile, fields),
    );
  });
});

describe('rights and account scope', () => {
  it('answers 403 without the campaign right, and 403 to add without the group right', async () => {
    const q = query({ profileId: group.profileId });
    expect((await call(nobody, `${base}/effectiveRecipients/count?${q}`)).status).toBe(403);
    expect((await call(nobody, `${base}/excludedSubscribers/detail?${q}`)).status).toBe(403);
    expect((await call(viewer, `${base}/effectiveRecipients/count?${q}`)).status).toBe(200);
    const add = await call(viewer, `${base}/effectiveRecipients/addToProfile`, 'POST', {
      profileId: group.profileId,
      targetProfileName: 'Viewer group',
    });
    expect(add.status).toBe(403);
  });

  it('answers 404 for a group of another account', async () => {
    const q = query({ profileId: otherAccountGroup });
    expect((await call(admin, `${base}/effectiveRecipients/count?${q}`)).status).toBe(404);
    expect((await call(admin, `${base}/excludedSubscribers/detail?${q}`)).status).toBe(404);
    const add = await call(admin, `${base}/effectiveRecipients/addToProfile`, 'POST', {
      profileId: otherAccountGroup,
      targetProfileName: 'Fremdgruppe',
    });
    expect(add.status).toBe(404);
  });
});
