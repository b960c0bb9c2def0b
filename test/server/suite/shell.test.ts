import type { LeftNavTree, ProductList } from '../../../src/common/navigation';
import type {
  ConsentState,
  HelpAreaValues,
  NotificationList,
  WhitepaperList,
} from '../../../src/common/shell';
import { createNotification } from '../../../src/server/suite/notifications';
import {
  listLastActions,
  recordUserAction,
  updateUserActionProgress,
} from '../../../src/server/suite/userActions';
import { api, refresh, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * The shell's calls (spec section 7: NavigationApi, consents, the WhatsApp user notifications):
 * each answers only what the caller's rights allow, in the caller's current account.
 */
let server: TestServer;
let admin: string;
let viewer: string;
/** The marketer, switched to the second demo account. */
let marketerOfB: string;
const ids: Record<string, number> = {};

async function tokenOf(username: string, password: string) {
  const result = await signIn(server.baseUrl, username, password);
  if (!result.ok) throw new Error(`sign-in of ${username} failed`);
  return result.tokens;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await tokenOf('admin', 'relay-admin')).access_token;
  viewer = (await tokenOf('viewer', 'relay-viewer')).access_token;
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

const send = (token: string, method: string, path: string, body?: unknown) =>
  api(server.baseUrl, token, path, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });

describe('GetLeftNavTree and GetProducts', () => {
  const moduleNames = (tree: LeftNavTree) =>
    tree.moduleTree.flatMap((category) => category.modules.map((m) => m.configurationName));

  it('gives the administrator every module, grouped in categories', async () => {
    const tree = await get<LeftNavTree>(admin, '/NavigationApi/Navigation/GetLeftNavTree');
    expect(tree.moduleTree.map((c) => c.configurationName)).toEqual([
      'Campaigns',
      'WhatsApp',
      'Subscribers',
      'AdministrationSettings',
    ]);
    expect(moduleNames(tree)).toContain('AdministrationSettings_SingleSignOn');
    expect(moduleNames(tree)).toContain('WhatsApp_Accounts');
  });

  it('leaves out the modules the marketer has no right for, and empty categories', async () => {
    const tree = await get<LeftNavTree>(marketerOfB, '/NavigationApi/Navigation/GetLeftNavTree');
    expect(moduleNames(tree)).not.toContain('AdministrationSettings_SingleSignOn');
    expect(tree.moduleTree.map((c) => c.configurationName)).not.toContain('AdministrationSettings');
    expect(moduleNames(tree)).toContain('WhatsApp_Overview');
  });

  it('marks modules active by the products of the current account', async () => {
    const ofA = await get<LeftNavTree>(admin, '/NavigationApi/Navigation/GetLeftNavTree');
    const ofB = await get<LeftNavTree>(marketerOfB, '/NavigationApi/Navigation/GetLeftNavTree');
    const sms = (tree: LeftNavTree) =>
      tree.moduleTree
        .flatMap((c) => c.modules)
        .find((m) => m.configurationName === 'SmsCampaigns_Overview');
    expect(sms(ofA)?.active).toBe(true);
    expect(sms(ofB)?.active).toBe(false);
    const products = await get<ProductList>(marketerOfB, '/NavigationApi/Navigation/GetProducts');
    expect(products.products.map((p) => p.internalName)).not.toContain('SmsMarketing');
    expect(products.products[0]).toEqual({
      internalName: 'Administration',
      orderNumber: 'ADM-9000',
    });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${server.baseUrl}/NavigationApi/Navigation/GetLeftNavTree`);
    expect(response.status).toBe(401);
  });
});

describe('help area', () => {
  it("answers the current account's partner and the user's chat settings", async () => {
    const ofA = await get<HelpAreaValues>(viewer, '/NavigationApi/HelpArea/GetHelpAreaValues');
    expect(ofA).toEqual({
      partnerPhone: '+49 40 3344 5500',
      partnerEmail: 'service@nordwind-partner.example',
      chatUserName: 'Vera Viewer',
      userEmail: 'vera.viewer@relay.example',
      chatLanguage: 'en',
      showChat: true,
    });
    const ofB = await get<HelpAreaValues>(marketerOfB, '/NavigationApi/HelpArea/GetHelpAreaValues');
    expect(ofB.partnerEmail).toBe('kundenbetreuung@agentur-sonnenfeld.example');
    expect(ofB.chatLanguage).toBe('de');
  });

  it('answers the whitepapers for every account and those of the current one', async () => {
    const [other] = await server.db.query<{ id: number }>(
      `insert into whitepapers (account_id, title, url) values (2, 'Nur für Sonnenfeld', 'https://x.example')
       returning id`,
    );
    const ofA = await get<WhitepaperList>(admin, '/NavigationApi/HelpArea/GetWhitePapers');
    const ofB = await get<WhitepaperList>(marketerOfB, '/NavigationApi/HelpArea/GetWhitePapers');
    expect(ofA.whitepapers.length).toBe(3);
    expect(ofA.whitepapers.map((w) => w.id)).not.toContain(other.id);
    expect(ofB.whitepapers.map((w) => w.id)).toContain(other.id);
    expect(Object.keys(ofA.whitepapers[0]).sort()).toEqual(['description', 'id', 'title', 'url']);
  });

  it('stores a support request with user, account, module and page', async () => {
    const response = await send(viewer, 'POST', '/NavigationApi/HelpArea/SendSupportRequest', {
      ActiveModule: 'WhatsApp',
      SupportRequestText: 'Wie verknüpfe ich eine zweite Rufnummer?',
      Url: 'http://localhost/WhatsApp/Accounts?x=<1>',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const rows = await server.db.query(
      'select account_id, user_id, active_module, request_text, url from support_requests',
    );
    expect(rows).toEqual([
      {
        account_id: 1,
        user_id: ids.viewer,
        active_module: 'WhatsApp',
        request_text: 'Wie verknüpfe ich eine zweite Rufnummer?',
        url: 'http://localhost/WhatsApp/Accounts?x=<1>',
      },
    ]);
  });

  it('refuses an empty or HTML text with the field and reason, storing nothing', async () => {
    const before = await server.db.query('select id from support_requests');
    for (const text of ['', '<script>x</script>']) {
      const response = await send(viewer, 'POST', '/NavigationApi/HelpArea/SendSupportRequest', {
        ActiveModule: 'Default',
        SupportRequestText: text,
        Url: '/',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errorKey: 'validation',
        details: [{ field: 'SupportRequestText', reason: text ? 'noHtml' : 'required' }],
      });
    }
    expect(await server.db.query('select id from support_requests')).toEqual(before);
  });
});

describe('notification centre and WhatsApp user notifications', () => {
  it('answers the user’s own notifications of the current account, with system ones', async () => {
    const list = await get<NotificationList>(
      admin,
      '/NavigationApi/NotificationCenter/GetNotifications',
    );
    expect(list.notifications.every((n) => n.source === 'emailModule')).toBe(true);
    const system = list.notifications.find((n) => n.systemNotificationID);
    expect(system).toMatchObject({ id: null, systemNotificationID: 'maintenance-2026-12' });
    const running = list.notifications.find((n) => n.currentlyRunning);
    expect(running).toMatchObject({ progress: 45, highlight: true });
    expect(Object.keys(running!).sort()).toEqual(
      [
        'currentlyRunning',
        'date',
        'highlight',
        'id',
        'linkUrl',
        'openLinkInNewWindow',
        'progress',
        'source',
        'systemNotificationID',
        'text',
      ].sort(),
    );
    const own = await server.db.query<{ id: string }>(
      `select id from notifications where user_id = $1 and account_id = 1 and source = 'emailModule'`,
      [ids.admin],
    );
    expect(list.notifications.filter((n) => n.id !== null).map((n) => n.id)).toEqual(
      expect.arrayContaining(own.map((r) => Number(r.id))),
    );
    expect(list.notifications.filter((n) => n.id !== null)).toHaveLength(own.length);
  });

  it('marks read and deletes only the caller’s own notification', async () => {
    const id = await createNotification(server.db, {
      accountId: 1,
      userId: ids.admin,
      source: 'emailModule',
      text: 'Der Export ist fertig.',
    });
    // Another user, and the same user from another account, cannot touch it.
    expect(
      (await send(viewer, 'PUT', `/NavigationApi/NotificationCenter/MarkRead/${id}`)).status,
    ).toBe(404);
    expect(
      (await send(viewer, 'DELETE', `/NavigationApi/NotificationCenter/DeleteNotification/${id}`))
        .status,
    ).toBe(404);
    // Nor can the WhatsApp service, whose notifications are another source.
    expect((await send(admin, 'PUT', `/WhatsAppApi/UserNotification/${id}`)).status).toBe(404);

    expect(
      (await send(admin, 'PUT', `/NavigationApi/NotificationCenter/MarkRead/${id}`)).status,
    ).toBe(204);
    const [read] = await server.db.query<{ highlight: boolean }>(
      'select highlight from notifications where id = $1',
      [id],
    );
    expect(read.highlight).toBe(false);
    expect(
      (await send(admin, 'DELETE', `/NavigationApi/NotificationCenter/DeleteNotification/${id}`))
        .status,
    ).toBe(204);
    expect(await server.db.query('select id from notifications where id = $1', [id])).toEqual([]);
  });

  it('serves the WhatsApp notifications of the user in the current account', async () => {
    const ofA = await get<NotificationList>(admin, '/WhatsAppApi/UserNotification/');
    expect(ofA.notifications.length).toBeGreaterThan(0);
    expect(ofA.notifications.every((n) => n.source === 'whatsApp' && n.id !== null)).toBe(true);
    const id = await createNotification(server.db, {
      accountId: 2,
      userId: ids.marketer,
      source: 'whatsApp',
      text: 'Die Vorlage „Winter“ wurde abgelehnt.',
      linkUrl: '/WhatsApp/Templates/Edit/1',
    });
    const ofB = await get<NotificationList>(marketerOfB, '/WhatsAppApi/UserNotification/');
    expect(ofB.notifications[0]).toMatchObject({
      id,
      highlight: true,
      linkUrl: '/WhatsApp/Templates/Edit/1',
    });
    expect((await send(marketerOfB, 'PUT', `/WhatsAppApi/UserNotification/${id}`)).status).toBe(
      204,
    );
    expect((await send(marketerOfB, 'DELETE', `/WhatsAppApi/UserNotification/${id}`)).status).toBe(
      204,
    );
    expect((await send(marketerOfB, 'DELETE', `/WhatsAppApi/UserNotification/${id}`)).status).toBe(
      404,
    );
  });

  it('answers 400 for an id that is no number', async () => {
    expect((await send(admin, 'PUT', '/WhatsAppApi/UserNotification/abc')).status).toBe(400);
  });
});

describe('consents', () => {
  it('tells the WhatsApp consent per account', async () => {
    const ofA = await get<ConsentState>(admin, '/AccountApi/AccountApi/CheckConsent?consentType=5');
    expect(ofA).toMatchObject({ consentType: 5, consentGiven: true, givenBy: 'Anna Admin' });
    const ofB = await get<ConsentState>(
      marketerOfB,
      '/AccountApi/AccountApi/CheckConsent?consentType=5',
    );
    expect(ofB).toEqual({ consentType: 5, consentGiven: false, givenAt: null, givenBy: null });
    const ai = await get<ConsentState>(admin, '/AccountApi/AccountApi/CheckConsent?consentType=4');
    expect(ai.consentGiven).toBe(false);
  });

  it('refuses an unknown consent type', async () => {
    const response = await api(
      server.baseUrl,
      admin,
      '/AccountApi/AccountApi/CheckConsent?consentType=7',
    );
    expect(response.status).toBe(400);
  });

  it('records who gave a consent and when, once, in the current account only', async () => {
    const response = await send(marketerOfB, 'POST', '/AccountApi/AccountApi/AddConsent', {
      ConsentType: 5,
    });
    expect(response.status).toBe(200);
    const state = (await response.json()) as ConsentState;
    expect(state).toMatchObject({ consentType: 5, consentGiven: true, givenBy: 'Max Marketing' });
    expect(Date.now() - Date.parse(state.givenAt!)).toBeLessThan(60_000);
    const rows = await server.db.query<{ account_id: number; user_id: number }>(
      'select account_id, user_id from consents where consent_type = 5 order by account_id',
    );
    expect(rows).toEqual([
      { account_id: 1, user_id: ids.admin },
      { account_id: 2, user_id: ids.marketer },
    ]);
    // A second consent keeps the first giver; the action is recorded once.
    await send(marketerOfB, 'POST', '/AccountApi/AccountApi/AddConsent', { ConsentType: 5 });
    const actions = await server.db.query(
      `select user_id from user_actions where account_id = 2 and action_group = 'Consent'`,
    );
    expect(actions).toEqual([{ user_id: ids.marketer }]);
  });

  it('lets only users of the function give its consent', async () => {
    // The viewer has no right of the editor's AI plug-in.
    const response = await send(viewer, 'POST', '/AccountApi/AccountApi/AddConsent', {
      ConsentType: 4,
    });
    expect(response.status).toBe(403);
    expect(await server.db.query('select 1 from consents where consent_type = 4')).toEqual([]);
  });
});

describe('user actions and notifications for long work', () => {
  it('lists an account’s actions newest first with user name and progress', async () => {
    const id = await recordUserAction(server.db, {
      accountId: 2,
      userId: ids.marketer,
      actionGroup: 'WhatsAppNewsletter',
      caption: 'Winteraktion',
      event: 'testAction',
      actionType: 'send',
      itemId: 17,
      progress: { value: 0, max: 500 },
      nextStepInfo: 'checkCampaign',
    });
    await updateUserActionProgress(server.db, 2, id, 250);
    await updateUserActionProgress(server.db, 1, id, 499); // another account: no effect
    await recordUserAction(server.db, {
      accountId: 2,
      userId: null,
      actionGroup: 'WhatsAppTemplate',
      caption: 'Adventsangebot',
      event: 'testAction',
    });
    const all = ['WhatsAppNewsletter', 'WhatsAppTemplate'];
    const [system, send] = await listLastActions(server.db, 2, 16, 'whatsApp', all);
    expect(system).toMatchObject({ caption: 'Adventsangebot', userName: null, userDeleted: false });
    expect(send).toMatchObject({
      actionGroup: 'WhatsAppNewsletter',
      caption: 'Winteraktion',
      userName: 'Max Marketing',
      hasProgress: true,
      progress: 250,
      maxProgress: 500,
      nextStepInfo: 'checkCampaign',
      itemId: '17',
      actionType: 'send',
    });
    expect(
      (await listLastActions(server.db, 1, 16, 'whatsApp', all)).map((a) => a.id),
    ).not.toContain(id);
    expect(await listLastActions(server.db, 2, 1, 'whatsApp', all)).toHaveLength(1);
    // Without the templates' view right, the template's action is not listed.
    const withoutTemplates = await listLastActions(server.db, 2, 16, 'whatsApp', [all[0]]);
    expect(withoutTemplates.map((a) => a.caption)).not.toContain('Adventsangebot');
  });
});
