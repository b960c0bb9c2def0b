/**
 * The main journeys in Debian's Chromium against the real server and the built web app:
 * sign in as each demo user, switch account, guards and error pages, sign out.
 * Run with `npm run test:e2e` after `npm run build`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signInInBrowser } from '../support/browser';
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

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('sign-in', () => {
  for (const [username, password, name] of [
    ['admin', 'relay-admin', 'Anna Admin'],
    ['marketer', 'relay-marketer', 'Max Marketing'],
    ['viewer', 'relay-viewer', 'Vera Viewer'],
  ]) {
    it(`signs in as ${username} and is greeted by name`, async () => {
      const page = await signInAs(username, password);
      // The greeting is anonymous until the user's data has come.
      await page.getByTestId('greeting').filter({ hasText: name }).waitFor();
      assert.match(await page.getByTestId('greeting').innerText(), new RegExp(name));
      assert.equal(pathOf(page), '/');
      await page.context().close();
    });
  }

  it('returns to the page asked for before sign-in', async () => {
    const page = await signInAs('admin', 'relay-admin', '/Error/NotFound');
    await page.getByText('Seite nicht gefunden').waitFor();
    assert.equal(pathOf(page), '/Error/NotFound');
    await page.context().close();
  });

  it('says so when the password is wrong', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(/\/signin\//);
    await page.fill('#username', 'viewer');
    await page.fill('#password', 'falsch');
    await page.click('button[type=submit]');
    await page.getByText('Benutzername oder Passwort ist falsch.').waitFor();
    await page.close();
  });
});

describe('accounts', () => {
  it('switches account and shows the new account name', async () => {
    const page = await signInAs('admin', 'relay-admin');
    const accountName = page.getByTestId('account-name');
    // The header says "Konto wird geladen …" until the account's data has arrived.
    await accountName.filter({ hasText: 'Nordlicht Reisen GmbH' }).waitFor();
    assert.equal(await accountName.innerText(), 'Nordlicht Reisen GmbH');
    await page.getByTestId('account-switch').click();
    // The locked account is not offered.
    assert.equal(await page.getByTestId('account-option-3').count(), 0);
    await page.getByTestId('account-option-2').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=account-name]')?.textContent ===
        'Stadtwerke Sonnenfeld',
    );
    // A reload keeps the new account: the session is per account.
    await page.reload();
    await page.getByTestId('account-name').waitFor();
    assert.equal(await page.getByTestId('account-name').innerText(), 'Stadtwerke Sonnenfeld');
    // Switch back so other journeys start where they expect.
    await page.getByTestId('account-switch').click();
    await page.getByTestId('account-option-1').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=account-name]')?.textContent ===
        'Nordlicht Reisen GmbH',
    );
    await page.context().close();
  });
});

describe('routes and guards', () => {
  it('sends the marketer, who lacks SsoConfiguration.View, to the fallback (main dashboard)', async () => {
    const page = await signInAs('marketer', 'relay-marketer');
    await page.goto(`${server.baseUrl}/AdministrationSettings/SingleSignOn`);
    await page.getByTestId('greeting').waitFor();
    assert.equal(pathOf(page), '/');
    await page.context().close();
  });

  it('sends the viewer, who lacks WhatsAppCampaigns.Add, away from the create screen', async () => {
    const page = await signInAs('viewer', 'relay-viewer');
    await page.goto(`${server.baseUrl}/WhatsApp/Campaigns/CreateWithTemplate`);
    await page.waitForURL((url) => url.pathname !== '/WhatsApp/Campaigns/CreateWithTemplate');
    assert.notEqual(pathOf(page), '/WhatsApp/Campaigns/CreateWithTemplate');
    await page.context().close();
  });

  it('sends an unknown path to /', async () => {
    const page = await signInAs('viewer', 'relay-viewer');
    await page.goto(`${server.baseUrl}/gibt/es/nicht`);
    await page.getByTestId('greeting').waitFor();
    assert.equal(pathOf(page), '/');
    await page.context().close();
  });

  it('shows the 404 and 403 pages', async () => {
    const page = await signInAs('viewer', 'relay-viewer');
    await page.goto(`${server.baseUrl}/Error/NotFound`);
    await page.getByText('Seite nicht gefunden').waitFor();
    await page.goto(`${server.baseUrl}/Error/Forbidden`);
    await page.getByText('Zugriff nicht erlaubt').first().waitFor();
    await page.context().close();
  });

  it('switches the language to English and keeps it', async () => {
    const page = await signInAs('viewer', 'relay-viewer');
    await page.getByTestId('language-switch').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByTestId('greeting').waitFor();
    await page.waitForFunction(() =>
      /Hello|Good/.test(document.querySelector('[data-testid=greeting]')?.textContent ?? ''),
    );
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    assert.match(await page.getByTestId('greeting').innerText(), /Hello|Good/);
    await page.context().close();
  });
});

describe('sign-out', () => {
  it('signs out and lands on the sign-in page', async () => {
    const page = await signInAs('admin', 'relay-admin');
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/signin\//);
    await page.locator('#username').waitFor();
    // The identity session is over: opening the app asks to sign in again.
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(/\/signin\//);
    await page.context().close();
  });
});
