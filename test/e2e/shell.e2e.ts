/**
 * The shell in Debian's Chromium against the real server and the built web app: the left
 * navigation shows only the modules a user may use; a notification is marked read and deleted
 * (a system notification is remembered in the browser); a support request is sent from the help
 * popup; the WhatsApp consent screen stands in front of every WhatsApp route of an account
 * without the consent and is gone once it is given.
 * Run with `npm run build && node --import tsx --test test/e2e/shell.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, runAxe } from '../support/axe';
import { launchChromium, signInInBrowser, switchAccountInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const signInAs = (username: string, password: string, path = '/') =>
  signInInBrowser(browser, server.baseUrl, username, password, path);

/** The module labels the left navigation shows, once it has loaded. */
async function navModules(page: Page): Promise<string[]> {
  const nav = page.getByTestId('left-nav');
  await nav.locator('li[data-module]').first().waitFor();
  return nav.locator('li[data-module]').allInnerTexts();
}

describe('left navigation', () => {
  it('shows the administrator every module and the marketer only theirs', async () => {
    const admin = await signInAs('admin', 'relay-admin');
    const ofAdmin = await navModules(admin);
    assert.ok(ofAdmin.includes('Single Sign-on'), ofAdmin.join());
    assert.ok(ofAdmin.includes('Newsletter'));
    assert.ok(ofAdmin.includes('Benutzer'));
    await admin.context().close();

    const marketer = await signInAs('marketer', 'relay-marketer');
    const ofMarketer = await navModules(marketer);
    assert.ok(ofMarketer.includes('Newsletter'));
    assert.ok(!ofMarketer.includes('Single Sign-on'), ofMarketer.join());
    assert.ok(!ofMarketer.includes('Benutzer'));
    assert.equal(await marketer.getByRole('heading', { name: 'Administration' }).count(), 0);
    await marketer.context().close();
  });

  it('marks the active module from the route', async () => {
    const admin = await signInAs('admin', 'relay-admin', '/AdministrationSettings/SingleSignOn');
    const link = admin.getByTestId('left-nav').getByRole('link', { name: 'Single Sign-on' });
    await link.waitFor();
    assert.equal(await link.getAttribute('aria-current'), 'page');
    await admin.getByTestId('left-nav').getByRole('link', { name: 'Single Sign-on' }).click();
    assert.equal(
      await admin
        .getByRole('heading', { name: 'Administration', exact: true })
        .getAttribute('aria-current'),
      'true',
    );
    await admin.context().close();
  });
});

describe('notification centre', () => {
  it('marks a notification read and deletes it; both stay so after a reload', async () => {
    const page = await signInAs('admin', 'relay-admin');
    const count = page.getByTestId('notification-count');
    await count.waitFor();
    const unread = Number(await count.innerText());
    assert.ok(unread >= 3, `unread ${unread}`);

    await page.getByTestId('notification-bell').click();
    const center = page.getByTestId('notification-center');
    const entry = center
      .getByTestId('notification')
      .filter({ hasText: 'Vorlage „Herbstreisen 2026“' });
    await entry.waitFor();
    await entry.getByTestId('notification-mark-read').click();
    await entry.getByTestId('notification-mark-read').waitFor({ state: 'detached' });
    assert.equal(Number(await count.innerText()), unread - 1);

    // Running work shows its progress bar.
    const running = center
      .getByTestId('notification')
      .filter({ hasText: 'Winterzauber am Polarkreis' });
    assert.equal(await running.locator('progress').getAttribute('value'), '45');

    // The system notification has no server id: read in this browser only.
    const system = center.getByTestId('notification').filter({ hasText: 'Wartungsfenster' });
    await system.getByTestId('notification-mark-read').click();
    await system.getByTestId('notification-mark-read').waitFor({ state: 'detached' });

    await entry.getByTestId('notification-delete').click();
    await entry.waitFor({ state: 'detached' });

    await page.reload();
    await count.waitFor();
    assert.equal(Number(await count.innerText()), unread - 2);
    await page.getByTestId('notification-bell').click();
    await center.getByTestId('notification').first().waitFor();
    assert.equal(
      await center.getByText('Vorlage „Herbstreisen 2026“', { exact: false }).count(),
      0,
    );
    assert.equal(await system.getByTestId('notification-mark-read').count(), 0);
    await page.context().close();
  });
});

describe('help area', () => {
  it('shows the partner and whitepapers and sends a support request', async () => {
    const page = await signInAs('viewer', 'relay-viewer');
    await page.getByTestId('help-button').click();
    const popup = page.getByTestId('help-popup');
    await popup.getByTestId('help-partner').waitFor();
    assert.match(await popup.getByTestId('help-partner').innerText(), /service@nordwind-partner/);
    await popup.getByTestId('help-whitepapers').getByRole('link').first().waitFor();

    await popup.getByRole('button', { name: 'Anfrage senden' }).click();
    assert.equal(
      await popup.getByRole('textbox').getAttribute('aria-invalid'),
      'true',
      'an empty request is refused on the field',
    );
    await popup.getByRole('textbox').fill('Wie verknüpfe ich eine zweite Rufnummer?');
    await popup.getByRole('button', { name: 'Anfrage senden' }).click();
    await popup.getByText('Ihre Supportanfrage wurde gesendet.').waitFor();
    await page.context().close();
  });
});

describe('WhatsApp consent', () => {
  it('stands in front of WhatsApp routes until the account agrees, then is gone', async () => {
    const page = await signInAs('marketer', 'relay-marketer');
    // The second demo account has not agreed yet.
    await switchAccountInBrowser(page, 'Stadtwerke Sonnenfeld');

    await page.getByTestId('left-nav').getByRole('link', { name: 'Newsletter' }).click();
    const consent = page.getByTestId('whatsapp-consent');
    await consent.waitFor();
    await page.goto(`${server.baseUrl}/WhatsApp/Templates`);
    await consent.waitFor();

    await page.getByTestId('whatsapp-consent-agree').click();
    await consent.waitFor({ state: 'detached' });

    // Recorded on the server: a new page load asks again and is let through.
    await page.goto(`${server.baseUrl}/WhatsApp/Overview`);
    await page.getByTestId('account-name').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await consent.count(), 0);
    await page.context().close();
  });

  it('is not shown for the first demo account, which has agreed', async () => {
    const page = await signInAs('admin', 'relay-admin', '/WhatsApp/Accounts');
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByTestId('whatsapp-consent').count(), 0);
    await page.context().close();
  });
});

describe('deep link into another account', () => {
  // A server of its own: the other account agrees to the WhatsApp terms here, which the consent
  // case above must not find done.
  let own: RunningServer;
  before(async () => {
    own = await startRealServer();
  });
  after(async () => {
    await own?.stop();
  });

  it("offers to switch to the account of another account's newsletter and lands on it", async () => {
    const page = await signInInBrowser(
      browser,
      own.baseUrl,
      'admin',
      'relay-admin',
      '/WhatsApp/Overview',
    );
    const link = page.getByRole('main').locator('a[href^="/WhatsApp/Campaigns/Edit/"]').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    assert.ok(href);

    // In the second account (which agrees to the WhatsApp terms first), open the link.
    await switchAccountInBrowser(page, 'Stadtwerke Sonnenfeld');
    await page.getByTestId('left-nav').getByRole('link', { name: 'Newsletter' }).click();
    await page.getByTestId('whatsapp-consent-agree').click();
    await page.getByTestId('whatsapp-consent').waitFor({ state: 'detached' });
    await page.goto(`${own.baseUrl}${href}`);

    const offer = page.getByTestId('item-other-account');
    await offer.waitFor();
    assert.match(
      await offer.innerText(),
      /Dieser Newsletter gehört zum Konto Nordlicht Reisen GmbH\. Zu Nordlicht Reisen GmbH wechseln\?/,
    );
    // The offer has no serious or critical accessibility fault.
    const { violations } = await runAxe(page);
    const blocking = [...violations.critical, ...violations.serious];
    assert.equal(blocking.length, 0, describeViolations(blocking));
    await offer.getByRole('button', { name: 'Zu Nordlicht Reisen GmbH wechseln' }).click();

    await page.getByTestId('account-name').filter({ hasText: 'Nordlicht Reisen GmbH' }).waitFor();
    await page.getByTestId('newsletter-form').waitFor();
    assert.equal(new URL(page.url()).pathname, href);
    assert.equal(await offer.count(), 0);
    assert.notEqual(await page.getByLabel('Name').first().inputValue(), '');
    await page.context().close();
  });
});

describe('global search', () => {
  it('sends nothing for 2 characters, shows hits for 3, and only the last query when typing fast', async () => {
    const page = await signInAs('admin', 'relay-admin');
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/NavigationApi/Search/Search') {
        sent.push(url.searchParams.get('searchText') ?? '');
      }
    });
    const box = page.getByTestId('global-search');
    const panel = page.getByTestId('search-panel');

    await box.fill('Lo');
    await panel.getByTestId('search-too-short').waitFor();
    await page.waitForTimeout(600);
    assert.equal(sent.length, 0, sent.join());

    await box.fill('Lof');
    const results = panel.getByTestId('search-results');
    await results.waitFor();
    assert.equal(await results.getAttribute('data-query'), 'Lof');
    await panel.getByTestId('search-group-events').getByText('Fotoworkshop Lofoten').waitFor();
    assert.deepEqual(sent, ['Lof']);

    // The answer to "Lofoten" is held back; "Tromsø" typed meanwhile must win.
    await page.route('**/NavigationApi/Search/Search?*', async (route) => {
      if (new URL(route.request().url()).searchParams.get('searchText') === 'Lofoten') {
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue().catch(() => undefined);
    });
    await box.fill('');
    await box.pressSequentially('Lofoten', { delay: 20 });
    await page.waitForTimeout(400);
    await box.fill('');
    await box.pressSequentially('Tromsø', { delay: 20 });
    await page.getByTestId('search-results').and(page.locator('[data-query="Tromsø"]')).waitFor();
    await page.waitForTimeout(1800);
    assert.equal(await results.getAttribute('data-query'), 'Tromsø');
    assert.equal(await panel.getByText('Fotoworkshop Lofoten').count(), 0);
    await panel.getByText('Abflugerinnerung Gruppenreise Tromsø').waitFor();
    // Typed one character at a time: only whole queries past the pause went out, URL-encoded.
    assert.ok(!sent.includes('Lofo') && !sent.includes('Tro'), sent.join());
    assert.ok(sent.includes('Tromsø'));
    await page.context().close();
  });

  it('shows the recent searches and visited pages before typing, and opens a subscriber', async () => {
    const page = await signInAs('admin', 'relay-admin');
    await page.getByTestId('global-search').click();
    const panel = page.getByTestId('search-panel');
    await panel.getByTestId('search-last-queries').getByRole('button').first().waitFor();
    await panel.getByTestId('search-visited-pages').getByText('Reisemesse Hamburg 2026').waitFor();
    await page.getByTestId('global-search').fill('example.org');
    const subscriber = panel.getByTestId('search-group-subscribers').getByRole('link').first();
    await subscriber.click();
    await page.waitForURL(/\/Subscribers\?search=/);
    await page.getByTestId('subscriber-search').waitFor();
    await page.context().close();
  });
});

const widgets = [
  'activityPlan',
  'lastActions',
  'emailCampaigns',
  'smsCampaigns',
  'newsletters',
  'events',
  'media',
  'sendTime',
];

describe('dashboard', () => {
  it('shows every widget with the demo data', async () => {
    const page = await signInAs('admin', 'relay-admin');
    for (const name of widgets) {
      await page.locator(`[data-testid="widget-${name}"][data-status="loaded"]`).waitFor();
    }
    assert.ok((await page.getByTestId('plan-entry').count()) >= 1);
    const actions = page.getByTestId('last-action');
    const shown = await actions.count();
    assert.ok(shown >= 5 && shown <= 12, `last actions ${shown}`);
    // Newest first, the running send with its progress, opening its newsletter.
    const send = actions.filter({ hasText: 'Herbstreisen – Erinnerung' }).first();
    assert.ok((await send.locator('progress').count()) === 1);
    assert.match(
      (await send.getByRole('link').getAttribute('href')) ?? '',
      /^\/WhatsApp\/Campaigns\/Edit\/\d+$/,
    );
    assert.ok(
      (await page.getByTestId('widget-emailCampaigns').getByTestId('dashboard-item').count()) >= 3,
    );
    assert.ok(
      (await page.getByTestId('widget-smsCampaigns').getByTestId('dashboard-item').count()) >= 2,
    );
    await page.getByTestId('widget-events').getByText('Reisemesse Hamburg 2026').waitFor();
    assert.equal(await page.getByTestId('media-asset').count(), 4);
    assert.match(await page.getByTestId('sto-state').innerText(), /lernt noch: \d+ %/);
    // The demo newsletters: the one sending first, with its status.
    assert.match(
      await page
        .getByTestId('widget-newsletters')
        .getByTestId('dashboard-item')
        .first()
        .innerText(),
      /Herbstreisen – Erinnerung · Wird gesendet/,
    );
    await page.getByTestId('dashboard-updates').waitFor();
    // The full list asks both services for 16.
    const full = page.waitForRequest((request) =>
      request.url().includes('GetRelayLastActions?count=16'),
    );
    await page.getByTestId('last-actions-toggle').click();
    await full;
    await page.getByTestId('last-actions-toggle').getByText('Weniger anzeigen').waitFor();
    await page.context().close();
  });

  it('renders the other widgets when one source fails', async () => {
    const page = await signInAs('admin', 'relay-admin');
    // A server fault on one source: the SMS campaigns answer 500.
    await page.route('**/SmsCampaignAPI/SmsCampaignAPI/GetRelayDashboardItems*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errorKey: 'internal', message: 'injected fault' }),
      }),
    );
    await page.reload();
    await page.locator('[data-testid="widget-smsCampaigns"][data-status="failed"]').waitFor();
    for (const name of widgets.filter((w) => w !== 'smsCampaigns')) {
      await page.locator(`[data-testid="widget-${name}"][data-status="loaded"]`).waitFor();
    }
    await page
      .getByTestId('widget-smsCampaigns')
      .getByText('Dieser Bereich konnte nicht geladen werden.')
      .waitFor();
    // The fault is gone: retry fills the widget.
    await page.unroute('**/SmsCampaignAPI/SmsCampaignAPI/GetRelayDashboardItems*');
    await page
      .getByTestId('widget-smsCampaigns')
      .getByRole('button', { name: 'Erneut versuchen' })
      .click();
    await page.locator('[data-testid="widget-smsCampaigns"][data-status="loaded"]').waitFor();
    await page.context().close();
  });
});
