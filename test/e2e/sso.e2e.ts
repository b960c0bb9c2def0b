/**
 * Single sign-on in Debian's Chromium against the real server and the built web app: an admin
 * maps a directory group to a permission group (a duplicate name is refused on the field), turns
 * sync on; a member of that directory group signs in and holds exactly the mapped rights; the
 * mapping is removed and at the next sign-in the rights are gone.
 * Run with `npm run test:e2e` after `npm run build`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { viewerRights } from '../../src/server/db/seed';
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

const SSO_LIST = '/AdministrationSettings/SingleSignOn';

const signInAs = (username: string, password: string, path = '/') =>
  signInInBrowser(browser, server.baseUrl, username, password, path);

/** The rights the signed-in page's own token holds (what the app's rights call answers). */
async function rightsOf(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key!)!);
    const response = await fetch('/api/users/current/rights', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as string[];
  });
}

async function fillMapping(page: Page, name: string) {
  await page.getByTestId('sso-add').click();
  await page.waitForURL((url) => url.pathname === `${SSO_LIST}/Mapping/Edit`);
  await page.getByLabel('Verzeichnisgruppe').fill('relay-campaign-team');
  await page.getByLabel('Name der Zuordnung').fill(name);
  await page.getByLabel('Lesezugriff', { exact: true }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
}

describe('single sign-on', () => {
  let admin: Page;

  it('the demo user of the directory group has no rights before any mapping applies', async () => {
    const page = await signInAs('sso-demo', 'relay-sso');
    assert.deepEqual(await rightsOf(page), []);
    await page.goto(`${server.baseUrl}${SSO_LIST}`);
    // Without any right in the account: the page that says so, wherever the person goes.
    await page.getByTestId('error-no-rights').waitFor();
    assert.equal(await page.getByTestId('sso-mappings').count(), 0);
    await page.context().close();
  });

  it('lets the admin map the directory group, refuses a duplicate name, and turns sync on', async () => {
    admin = await signInAs('admin', 'relay-admin', SSO_LIST);
    await admin.getByTestId('sso-mappings').waitFor();
    assert.match(await admin.getByTestId('sso-sync-state').innerText(), /aus/);

    await fillMapping(admin, 'Kampagnenteam');
    await admin.waitForURL((url) => url.pathname === SSO_LIST);
    const row = admin.getByRole('row', { name: /Kampagnenteam/ });
    await row.waitFor();
    assert.match(await row.innerText(), /relay-campaign-team/);
    assert.match(await row.innerText(), /Lesezugriff/);

    await fillMapping(admin, 'kampagnenteam');
    await admin.getByText('Dieser Name ist bereits vergeben.').waitFor();
    assert.equal(await admin.getByLabel('Name der Zuordnung').getAttribute('aria-invalid'), 'true');
    await admin.getByRole('link', { name: 'Abbrechen' }).click();
    await admin.waitForURL((url) => url.pathname === SSO_LIST);
    await admin.getByRole('row', { name: /Kampagnenteam/ }).waitFor();
    assert.equal(await admin.getByRole('row', { name: /Kampagnenteam/i }).count(), 1);

    await admin.getByTestId('sso-sync').click();
    await admin.getByText('Synchronisierung ist an', { exact: false }).waitFor();
    assert.equal(await admin.getByTestId('sso-sync').isChecked(), true);
  });

  it('gives the demo user exactly the mapped rights at sign-in', async () => {
    const page = await signInAs('sso-demo', 'relay-sso');
    assert.deepEqual(await rightsOf(page), [...viewerRights].sort());
    // Lesezugriff holds SsoConfiguration.View: the mapping list opens for them now.
    await page.goto(`${server.baseUrl}${SSO_LIST}`);
    await page.getByRole('row', { name: /Kampagnenteam/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, SSO_LIST);
    // …but not the Delete right: no delete buttons, and the toggle cannot be changed.
    assert.equal(await page.getByRole('button', { name: /Löschen/ }).count(), 0);
    assert.equal(await page.getByTestId('sso-sync').isDisabled(), true);
    await page.context().close();
  });

  it('takes the rights away at the next sign-in once the mapping is removed', async () => {
    await admin.getByRole('button', { name: 'Löschen: Kampagnenteam' }).click();
    const dialog = admin.getByTestId('sso-confirm');
    await dialog.waitFor();
    await admin.getByTestId('sso-confirm-yes').click();
    await admin.getByRole('row', { name: /Kampagnenteam/ }).waitFor({ state: 'detached' });
    await admin.context().close();

    const page = await signInAs('sso-demo', 'relay-sso');
    assert.deepEqual(await rightsOf(page), []);
    await page.goto(`${server.baseUrl}${SSO_LIST}`);
    // Without any right in the account: the page that says so, wherever the person goes.
    await page.getByTestId('error-no-rights').waitFor();
    assert.equal(await page.getByTestId('sso-mappings').count(), 0);
    await page.context().close();
  });
});
