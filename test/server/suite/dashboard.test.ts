import {
  dayBounds,
  type ActivityPlan,
  type DashboardItemList,
  type EventDashboardItems,
  type LastActionList,
  type NewsletterDashboardItems,
  type SendTimeOptimizationSettings,
} from '../../../src/common/dashboard';
import { NewsletterStatus } from '../../../src/common/newsletters';
import { recordUserAction } from '../../../src/server/suite/userActions';
import { accountIdOf, insertNewsletter } from '../whatsapp/newsletters/newsletterFixtures';
import { api, refresh, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * The start page's calls (spec section 7): each answers from the database, in the caller's current
 * account, only with the rights its widget needs.
 */
let server: TestServer;
let admin: string;
let viewer: string;
let nobody: string;
/** The marketer, switched to the second demo account (Stadtwerke Sonnenfeld). */
let marketerOfB: string;
const ids: Record<string, number> = {};

async function tokenOf(username: string, password: string) {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens;
}

/** Newsletters of the first demo account in the statuses the start page tells apart. */
async function seedNewsletters() {
  const accountId = await accountIdOf(server.db);
  const day = 24 * 3_600_000;
  // The sending one started at the first millisecond of today (UTC: the calls' default).
  const today = dayBounds(new Date(), 0).start.getTime() + 1;
  const made: [string, number, number | null][] = [
    ['Adventsgrüße', NewsletterStatus.planned, Date.now() + 30 * day],
    ['Herbstreisen', NewsletterStatus.active, today],
    ['Sommerferien-Tipps', NewsletterStatus.sent, Date.now() - 7 * day],
    ['Osterangebot', NewsletterStatus.archive, Date.now() - 200 * day],
    ['Frühlingsangebot', NewsletterStatus.draft, null],
  ];
  for (const [name, status, sendDate] of made) {
    const id = await insertNewsletter(server.db, { accountId, name, status, snapshot: null });
    ids[name] = id;
    if (sendDate !== null) {
      await server.db.query('update whatsapp_newsletters set send_date = $2 where id = $1', [
        id,
        new Date(sendDate).toISOString(),
      ]);
    }
  }
}

beforeAll(async () => {
  server = await startTestServer();
  await seedNewsletters();
  admin = (await tokenOf('admin', 'relay-admin')).access_token;
  viewer = (await tokenOf('viewer', 'relay-viewer')).access_token;
  nobody = (await tokenOf('sso-demo', 'relay-sso')).access_token;
  const marketer = await tokenOf('marketer', 'relay-marketer');
  await api(server.baseUrl, marketer.access_token, '/api/Authorization/user/switchaccount/2', {
    method: 'PATCH',
  });
  const refreshed = (await (await refresh(server.baseUrl, marketer.refresh_token)).json()) as {
    access_token: string;
  };
  marketerOfB = refreshed.access_token;
  for (const row of await server.db.query<{ id: number; username: string }>(
    'select id, username from users',
  )) {
    ids[row.username] = row.id;
  }
});
afterAll(() => server?.close());

const get = async <T>(token: string, path: string) => {
  const response = await api(server.baseUrl, token, path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const status = async (token: string, path: string, method = 'GET') =>
  (await api(server.baseUrl, token, path, { method })).status;

describe('campaign and event widgets', () => {
  it("answers the account's newest campaigns with colour code and step, without archived ones", async () => {
    const email = await get<DashboardItemList>(
      admin,
      '/CampaignAPI/CampaignAPI/GetRelayDashboardItems',
    );
    expect(email.data).toHaveLength(5);
    expect(email.data[0]).toMatchObject({
      name: 'Frühbucher Sommer 2027 – Skandinavien',
      itemKind: 0,
      type: 'EmailCampaign',
      colourCode: 1,
      step: 7,
    });
    const changed = email.data.map((item) => Date.parse(item.changedAt));
    expect([...changed].sort((a, b) => b - a)).toEqual(changed);
    const ofB = await get<DashboardItemList>(
      marketerOfB,
      '/CampaignAPI/CampaignAPI/GetRelayDashboardItems',
    );
    expect(ofB.data.map((item) => item.name)).toContain('Kundeninfo Preisanpassung 2027');
    expect(ofB.data.map((item) => item.name)).not.toContain('Reiseschnäppchen KW 49');
    const sms = await get<DashboardItemList>(
      viewer,
      '/SmsCampaignAPI/SmsCampaignAPI/GetRelayDashboardItems',
    );
    expect(sms.data.map((item) => item.type)).toEqual([
      'SmsCampaign',
      'SmsCampaign',
      'SmsCampaign',
    ]);
  });

  it('answers coming events with their sub-events right after them', async () => {
    const events = await get<EventDashboardItems>(
      admin,
      '/StartpageApi/EMSDashboard/GetEventRelayDashboardItems',
    );
    expect(events).toMatchObject({ anybodyHasAccess: true, showEventTeaser: false });
    const names = events.data.map((item) => `${item.itemKind}:${item.name}`);
    expect(names.slice(0, 3)).toEqual([
      '1:Reisemesse Hamburg 2026',
      '2:Standbesprechung',
      '2:Vortrag Nordlichtreisen',
    ]);
    // Over and archived: the photo workshop of a month ago.
    expect(names).not.toContain('1:Fotoworkshop Lofoten');
  });

  it('shows the event teaser to an account without events', async () => {
    await server.db.query('delete from suite_events where account_id = 2');
    const events = await get<EventDashboardItems>(
      marketerOfB,
      '/StartpageApi/EMSDashboard/GetEventRelayDashboardItems',
    );
    expect(events).toEqual({ data: [], anybodyHasAccess: true, showEventTeaser: true });
  });

  it('needs the view right of each module', async () => {
    expect(await status(nobody, '/CampaignAPI/CampaignAPI/GetRelayDashboardItems')).toBe(403);
    expect(await status(nobody, '/SmsCampaignAPI/SmsCampaignAPI/GetRelayDashboardItems')).toBe(403);
    expect(await status(nobody, '/StartpageApi/EMSDashboard/GetEventRelayDashboardItems')).toBe(
      403,
    );
    expect(await status(nobody, '/WhatsAppApi/newsletter/getRelayDashboardItems')).toBe(403);
    const response = await fetch(
      `${server.baseUrl}/CampaignAPI/CampaignAPI/GetRelayDashboardItems`,
    );
    expect(response.status).toBe(401);
  });
});

describe('activity plan', () => {
  it('caps past, today and future by spec section 9 and sorts by start date', async () => {
    const plan = await get<ActivityPlan>(
      admin,
      '/StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan?utcOffset=0',
    );
    const entries = plan.dashboardActivityPlanElements;
    const groups = entries.map((e) => e.group);
    expect(groups.filter((g) => g === 'past')).toHaveLength(1);
    const room = Math.max(0, 5 - groups.filter((g) => g !== 'future').length);
    expect(groups.filter((g) => g === 'future').length).toBe(
      Math.min(room, groups.filter((g) => g === 'future').length),
    );
    expect(groups.filter((g) => g === 'future').length).toBeLessThanOrEqual(room);
    const starts = entries.map((e) => Date.parse(e.startDate));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(entries.every((e) => e.origin === 'suite')).toBe(true);
    // Today's event of the demo (the fair in Hamburg) is there.
    expect(entries.find((e) => e.name === 'Reisemesse Hamburg 2026')?.group).toBe('today');
  });

  it('fills the soft cap of 5 with future entries when today is quiet', async () => {
    await server.db.query(
      `insert into suite_email_campaigns (account_id, name, status, send_date)
       select 2, 'Zukunft ' || i, 3, now() + make_interval(days => 3 + i) from generate_series(1, 8) i`,
    );
    const plan = await get<ActivityPlan>(
      marketerOfB,
      '/StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan',
    );
    const entries = plan.dashboardActivityPlanElements;
    const pastAndToday = entries.filter((e) => e.group !== 'future').length;
    expect(entries.filter((e) => e.group === 'future')).toHaveLength(Math.max(0, 5 - pastAndToday));
  });

  it('leaves out the sources the user may not view, and needs the plan right', async () => {
    expect(await status(nobody, '/StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan')).toBe(
      403,
    );
    const roleIds = await server.db.query<{ role_id: number }>(
      `select ur.role_id from user_roles ur join roles r on r.id = ur.role_id
       where ur.user_id = $1 and r.account_id = 2`,
      [ids.marketer],
    );
    await server.db.query(
      `delete from role_rights where role_id = any($1::int[]) and right_name = 'Campaigns.View'`,
      [roleIds.map((r) => r.role_id)],
    );
    const plan = await get<ActivityPlan>(
      marketerOfB,
      '/StartpageApi/EMSDashboard/GetRelayDashboardActivityPlan',
    );
    expect(plan.dashboardActivityPlanElements.map((e) => e.type)).not.toContain('EmailCampaign');
    await server.db.query(
      `insert into role_rights (role_id, right_name) select unnest($1::int[]), 'Campaigns.View'`,
      [roleIds.map((r) => r.role_id)],
    );
  });

  it("answers the account's sent, sending and planned newsletters, linked, the account's only", async () => {
    const ofA = await get<ActivityPlan>(admin, '/WhatsAppApi/Dashboard/activityPlanItems');
    expect(ofA.dashboardActivityPlanElements).toEqual([
      expect.objectContaining({
        name: 'Sommerferien-Tipps',
        origin: 'whatsApp',
        group: 'past',
        url: `/WhatsApp/Statistic/${ids['Sommerferien-Tipps']}`,
      }),
      expect.objectContaining({
        name: 'Herbstreisen',
        group: 'today',
        url: `/WhatsApp/Campaigns/Edit/${ids.Herbstreisen}`,
      }),
      expect.objectContaining({
        key: `WhatsAppNewsletter:${ids['Adventsgrüße']}`,
        group: 'future',
        url: `/WhatsApp/Campaigns/Edit/${ids['Adventsgrüße']}`,
      }),
    ]);
    const ofB = await get<ActivityPlan>(marketerOfB, '/WhatsAppApi/Dashboard/activityPlanItems');
    expect(ofB.dashboardActivityPlanElements).toEqual([]);
    expect(await status(nobody, '/WhatsAppApi/Dashboard/activityPlanItems')).toBe(403);
  });
});

describe('newsletter widget', () => {
  it("answers the account's sending, planned and lately sent newsletters, in that order", async () => {
    const ofA = await get<NewsletterDashboardItems>(
      admin,
      '/WhatsAppApi/newsletter/getRelayDashboardItems',
    );
    expect(ofA.newsletters.map((n) => [n.name, n.status, n.url])).toEqual([
      ['Herbstreisen', NewsletterStatus.active, `/WhatsApp/Campaigns/Edit/${ids.Herbstreisen}`],
      ['Adventsgrüße', NewsletterStatus.planned, `/WhatsApp/Campaigns/Edit/${ids['Adventsgrüße']}`],
      [
        'Sommerferien-Tipps',
        NewsletterStatus.sent,
        `/WhatsApp/Statistic/${ids['Sommerferien-Tipps']}`,
      ],
    ]);
    const ofB = await get<NewsletterDashboardItems>(
      marketerOfB,
      '/WhatsAppApi/newsletter/getRelayDashboardItems',
    );
    expect(ofB.newsletters).toEqual([]);
  });
});

describe('last actions', () => {
  it('answers the suite actions newest first, 12 by default and 16 for the full list', async () => {
    for (let i = 0; i < 20; i++) {
      await recordUserAction(server.db, {
        accountId: 1,
        userId: ids.marketer,
        actionGroup: i % 2 ? 'EmailCampaign' : 'WhatsAppNewsletter',
        caption: `Aktion ${i}`,
        event: 'testAction',
      });
    }
    const suite = await get<LastActionList>(
      admin,
      '/StartpageApi/StartpageApi/GetRelayLastActions',
    );
    expect(suite.lastActions).toHaveLength(12);
    expect(suite.lastActions.every((a) => !a.actionGroup.startsWith('WhatsApp'))).toBe(true);
    const times = suite.lastActions.map((a) => Date.parse(a.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(suite.lastActions[0]).toMatchObject({ caption: 'Aktion 19', userName: 'Max Marketing' });
    const full = await get<LastActionList>(
      admin,
      '/StartpageApi/StartpageApi/GetRelayLastActions?count=16',
    );
    expect(full.lastActions).toHaveLength(16);
    const whatsApp = await get<LastActionList>(admin, '/WhatsAppApi/Dashboard/lastUserActions');
    expect(whatsApp.lastActions[0].caption).toBe('Aktion 18');
    expect(whatsApp.lastActions.every((a) => a.actionGroup.startsWith('WhatsApp'))).toBe(true);
    // The seeded actions name demo items that exist, by id.
    const ofA = await get<LastActionList>(admin, '/WhatsAppApi/Dashboard/lastUserActions?count=16');
    const seeded = ofA.lastActions.find((a) => a.caption === 'Winterzauber Lappland');
    const [template] = await server.db.query<{ id: number }>(
      "select id from whatsapp_templates where account_id = 1 and name = 'Winterzauber Lappland'",
    );
    expect(seeded).toMatchObject({ actionType: 'create', itemId: String(template.id) });
    expect(
      (
        await get<LastActionList>(marketerOfB, '/WhatsAppApi/Dashboard/lastUserActions')
      ).lastActions.map((a) => a.caption),
    ).not.toContain('Aktion 18');
    expect(await status(admin, '/StartpageApi/StartpageApi/GetRelayLastActions?count=17')).toBe(
      400,
    );
  });

  it('shows each member only the actions, media and notifications their rights cover', async () => {
    await recordUserAction(server.db, {
      accountId: 1,
      userId: ids.admin,
      actionGroup: 'WhatsAppTemplate',
      caption: 'Nur mit Recht',
      event: 'testAction',
    });
    const seenByAdmin = await get<LastActionList>(admin, '/WhatsAppApi/Dashboard/lastUserActions');
    expect(seenByAdmin.lastActions.map((a) => a.caption)).toContain('Nur mit Recht');
    // sso-demo is a member of the account without any right: the start page tells them nothing.
    const whatsApp = await get<LastActionList>(nobody, '/WhatsAppApi/Dashboard/lastUserActions');
    expect(whatsApp.lastActions).toEqual([]);
    const suite = await get<LastActionList>(
      nobody,
      '/StartpageApi/StartpageApi/GetRelayLastActions',
    );
    expect(suite.lastActions).toEqual([]);
    expect(suite.updatesSinceLastVisit ?? 0).toBe(0);
    expect(await status(nobody, '/Assets/MediaDatabase/GetLastChangedAssets')).toBe(403);
    expect(await status(admin, '/Assets/MediaDatabase/GetLastChangedAssets')).toBe(200);
    const [{ id: nobodyId }] = await server.db.query<{ id: number }>(
      "select id from users where username = 'sso-demo'",
    );
    await server.db.query(
      `insert into notifications (account_id, user_id, source, text) values (1, $1, 'whatsApp', 'alt')`,
      [nobodyId],
    );
    const notifications = await get<{ notifications: unknown[] }>(
      nobody,
      '/WhatsAppApi/UserNotification/',
    );
    expect(notifications.notifications).toEqual([]);
  });

  it('records real changes under the name people know them by', async () => {
    const post = async (path: string, body: object) => {
      const response = await api(server.baseUrl, admin, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    };
    await post('/SubscriberAPI/Subscribers', {
      firstname: 'Ida',
      lastname: 'Aktion',
      telnr: '0151 55501234',
      culture: 'de-DE',
      doiStatus: 'confirmed',
    });
    await post('/SubscriberGroupsApi/Groups', { name: 'Aktionsgruppe' });
    await post('/API/MediaDatabase/Folder', { name: 'Aktionsordner' });
    const { lastActions } = await get<LastActionList>(
      admin,
      '/StartpageApi/StartpageApi/GetRelayLastActions?count=16',
    );
    const said = lastActions.map(({ actionGroup, caption, actionType, userName }) => ({
      actionGroup,
      caption,
      actionType,
      userName,
    }));
    expect(said.slice(0, 3)).toEqual([
      {
        actionGroup: 'MediaDatabase',
        caption: 'Aktionsordner',
        actionType: 'create',
        userName: 'Anna Admin',
      },
      {
        actionGroup: 'RecipientGroup',
        caption: 'Aktionsgruppe',
        actionType: 'create',
        userName: 'Anna Admin',
      },
      {
        actionGroup: 'SubscriberRecord',
        caption: 'Ida Aktion',
        actionType: 'create',
        userName: 'Anna Admin',
      },
    ]);
  });

  it("counts others' actions since the previous visit; reloads within a visit keep the count", async () => {
    const viewerId = ids.viewer;
    await server.db.query(
      `update dashboard_visits set previous_visit_at = null, last_seen_at = now() - interval '2 hours'
       where user_id = $1 and account_id = 1`,
      [viewerId],
    );
    const since = await get<LastActionList>(
      viewer,
      '/StartpageApi/StartpageApi/GetRelayLastActions',
    );
    const [{ count }] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from user_actions
       where account_id = 1 and created_at > now() - interval '2 hours' - interval '1 second'
         and user_id is distinct from $1`,
      [viewerId],
    );
    expect(since.updatesSinceLastVisit).toBeGreaterThan(0);
    expect(since.updatesSinceLastVisit).toBeLessThanOrEqual(count);
    await recordUserAction(server.db, {
      accountId: 1,
      userId: ids.admin,
      actionGroup: 'EmailCampaign',
      caption: 'neu',
      event: 'testAction',
    });
    await recordUserAction(server.db, {
      accountId: 1,
      userId: viewerId,
      actionGroup: 'EmailCampaign',
      caption: 'eigene',
      event: 'testAction',
    });
    const again = await get<LastActionList>(
      viewer,
      '/StartpageApi/StartpageApi/GetRelayLastActions',
    );
    expect(again.previousVisit).toBe(since.previousVisit);
    expect(again.updatesSinceLastVisit).toBe(since.updatesSinceLastVisit! + 1);
  });
});

describe('send-time optimisation', () => {
  it('shows the learning progress and lets only the right holder activate it, once', async () => {
    const ofA = await get<SendTimeOptimizationSettings>(
      admin,
      '/SendTimeOptimizationAPI/SendTimeOptimization/GetRelayDashboardItems',
    );
    expect(ofA).toEqual({ activated: true, progress: 64, serviceAvailable: true });
    const ofB = await get<SendTimeOptimizationSettings>(
      marketerOfB,
      '/SendTimeOptimizationAPI/SendTimeOptimization/GetRelayDashboardItems',
    );
    expect(ofB).toEqual({ activated: false, progress: 0, serviceAvailable: true });
    expect(
      await status(
        marketerOfB,
        '/SendTimeOptimizationAPI/SendTimeOptimization/ActivateLearning',
        'POST',
      ),
    ).toBe(403);
    expect(
      await status(nobody, '/SendTimeOptimizationAPI/SendTimeOptimization/GetRelayDashboardItems'),
    ).toBe(403);
    // The admin in the first account: already learning, the start stays.
    const response = await api(
      server.baseUrl,
      admin,
      '/SendTimeOptimizationAPI/SendTimeOptimization/ActivateLearning',
      { method: 'POST' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      activated: true,
      progress: 64,
      serviceAvailable: true,
    });
    // Nothing changed in the second account.
    const [row] = await server.db.query<{ activated_at: Date | null }>(
      'select activated_at from send_time_optimization where account_id = 2',
    );
    expect(row.activated_at).toBeNull();
  });

  it('starts learning in an account where it is off and records the action', async () => {
    await server.db.query(
      'update send_time_optimization set activated_at = null where account_id = 1',
    );
    const response = await api(
      server.baseUrl,
      admin,
      '/SendTimeOptimizationAPI/SendTimeOptimization/ActivateLearning',
      { method: 'POST' },
    );
    expect(await response.json()).toEqual({ activated: true, progress: 0, serviceAvailable: true });
    const actions = await server.db.query(
      `select user_id from user_actions where account_id = 1 and action_group = 'SendTimeOptimization'`,
    );
    expect(actions).toEqual([{ user_id: ids.admin }]);
  });
});
