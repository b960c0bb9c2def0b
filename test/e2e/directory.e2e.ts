/**
 * Sign-in through a company directory (an external OpenID Connect provider) in Debian's Chromium:
 * the admin, a Relay user of their own, turns single sign-on sync on; a person of the directory
 * group "relay-marketing" clicks the directory button, signs in at the directory, and lands in
 * the app holding exactly the rights of the permission group that group is mapped to.
 * Run with `npm run test:e2e` after `npm run build`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { marketerRights } from '../../src/server/db/seed';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startFakeDirectory, type FakeDirectory } from '../support/fakeDirectory';
import { freePort, startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let directory: FakeDirectory;
let browser: Browser;

before(async () => {
  const port = await freePort();
  directory = await startFakeDirectory(`http://127.0.0.1:${port}/signin/directory/callback`, [
    {
      login: 'dana',
      email: 'dana@example.com',
      givenName: 'Dana',
      familyName: 'Vogt',
      groups: ['relay-marketing'],
    },
  ]);
  server = await startRealServer({
    port,
    env: {
      OIDC_ISSUER: directory.issuer,
      OIDC_CLIENT_ID: directory.clientId,
      OIDC_CLIENT_SECRET: directory.clientSecret,
    },
  });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await directory?.close();
});

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

describe('sign-in through the company directory', () => {
  it('lets the admin sign in with the password form and turn sync on', async () => {
    const admin = await signInInBrowser(
      browser,
      server.baseUrl,
      'admin',
      'relay-admin',
      '/AdministrationSettings/SingleSignOn',
    );
    await admin.getByTestId('sso-sync').click();
    await admin.getByText('Synchronisierung ist an', { exact: false }).waitFor();
    await admin.context().close();
  });

  it('signs a directory person in with exactly the mapped rights', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await page.getByRole('link', { name: 'Mit dem Unternehmensverzeichnis anmelden' }).click();
    await page.waitForURL((url) => url.origin === directory.issuer);
    await page.getByLabel('Login').fill('dana');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('account-name').waitFor();
    assert.equal(new URL(page.url()).origin, server.baseUrl);
    assert.deepEqual(await rightsOf(page), [...marketerRights].sort());
    await context.close();
  });
});
