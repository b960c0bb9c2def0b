import { whatsAppConsentMissing } from '../../../src/common/shell';
import { needsWhatsAppConsent } from '../../../src/server/plugins/whatsAppConsent';
import { api, refresh, signIn } from '../../support/signIn';
import { startTestServer, type TestServer } from '../../support/testServer';
import { giveWhatsAppConsent } from '../../support/whatsAppConsent';

/**
 * The WhatsApp consent on the server (spec section 1): while the account has not agreed to the
 * use of third-party software, WhatsApp calls answer 403 `whatsAppConsentMissing`; after
 * AddConsent they answer. The second demo account (Stadtwerke Sonnenfeld) has not agreed.
 */
let server: TestServer;
let marketerOfA: string;
let marketerOfB: string;

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signIn(server.baseUrl, 'marketer', 'relay-marketer');
  if (!signedIn.ok) throw new Error('sign-in failed');
  marketerOfA = signedIn.tokens.access_token;
  await api(server.baseUrl, marketerOfA, '/api/Authorization/user/switchaccount/2', {
    method: 'PATCH',
  });
  const refreshed = await refresh(server.baseUrl, signedIn.tokens.refresh_token);
  marketerOfB = ((await refreshed.json()) as { access_token: string }).access_token;
});
afterAll(() => server?.close());

const call = (token: string, path: string, init: RequestInit = {}) =>
  api(server.baseUrl, token, path, init);

describe('the WhatsApp consent on the server', () => {
  it('checks the rights first: a caller without the right hears 403 forbidden', async () => {
    // Before anyone agreed in the second account: sso-demo has no rights there (nor anywhere)
    // until its directory group is mapped.
    const ssoDemo = await signIn(server.baseUrl, 'sso-demo', 'relay-sso');
    if (!ssoDemo.ok) throw new Error('sign-in failed');
    await call(ssoDemo.tokens.access_token, '/api/Authorization/user/switchaccount/2', {
      method: 'PATCH',
    });
    const refreshed = await refresh(server.baseUrl, ssoDemo.tokens.refresh_token);
    const ofB = ((await refreshed.json()) as { access_token: string }).access_token;
    const response = await call(ofB, '/WhatsAppApi/account');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errorKey: string }).errorKey).toBe('forbidden');
  });

  it('refuses WhatsApp calls without it, answers the shell, and lets them through after it', async () => {
    const refused = await call(marketerOfB, '/WhatsAppApi/account');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      errorKey: whatsAppConsentMissing,
      message: expect.any(String),
    });
    expect((await call(marketerOfB, '/SubscriberAPI/WhatsApp/getProfiles')).status).toBe(403);
    const changeRefused = await call(marketerOfB, '/WhatsAppApi/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ohne Zustimmung' }),
    });
    expect(changeRefused.status).toBe(403);
    expect(
      await server.db.query(`select 1 from whatsapp_newsletters where name = 'Ohne Zustimmung'`),
    ).toEqual([]);

    // The shell's calls on every page, the consent calls and the public ones are not WhatsApp use.
    expect((await call(marketerOfB, '/WhatsAppApi/UserNotification/')).status).toBe(200);
    expect((await call(marketerOfB, '/WhatsAppApi/Dashboard/lastUserActions')).status).toBe(200);
    expect(
      (await call(marketerOfB, '/AccountApi/AccountApi/CheckConsent?consentType=5')).status,
    ).toBe(200);
    expect(
      (await fetch(`${server.baseUrl}/r/not-a-token`, { redirect: 'manual' })).status,
    ).not.toBe(403);

    await giveWhatsAppConsent(server.baseUrl, marketerOfB);
    // At once: AddConsent forgets this process's cached answer.
    expect((await call(marketerOfB, '/WhatsAppApi/account')).status).toBe(200);
    expect((await call(marketerOfB, '/SubscriberAPI/WhatsApp/getProfiles')).status).toBe(200);
  });

  it('answers WhatsApp calls of an account that gave it (the first demo account)', async () => {
    expect((await call(marketerOfA, '/WhatsAppApi/account')).status).toBe(200);
  });
});

describe('which routes need the WhatsApp consent', () => {
  const route = (url: string, config: { public?: boolean; rights?: string[] } = {}) =>
    needsWhatsAppConsent({ url, config });

  it('are the WhatsApp service and its recipient calls', () => {
    expect(route('/WhatsAppApi/template/templates')).toBe(true);
    expect(route('/WhatsAppApi/newsletter/startSending')).toBe(true);
    expect(route('/SubscriberAPI/WhatsApp/effectiveRecipients/count')).toBe(true);
  });

  it('and any other route that needs a WhatsApp right', () => {
    expect(route('/SomewhereElse/list', { rights: ['WhatsAppCampaigns.View'] })).toBe(true);
    expect(route('/SubscriberAPI/Subscribers', { rights: ['Subscriber.View'] })).toBe(false);
  });

  it('but not the shell, the consent calls, public routes or the emulator', () => {
    expect(route('/WhatsAppApi/UserNotification/')).toBe(false);
    expect(route('/WhatsAppApi/Dashboard/activityPlanItems')).toBe(false);
    expect(route('/WhatsAppApi/newsletter/getRelayDashboardItems')).toBe(false);
    expect(route('/AccountApi/AccountApi/AddConsent')).toBe(false);
    expect(route('/webhooks/whatsapp', { public: true })).toBe(false);
    expect(route('/r/:token', { public: true })).toBe(false);
    expect(route('/_graph/:version/:id/messages', { public: true })).toBe(false);
  });
});
