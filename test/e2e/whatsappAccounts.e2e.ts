/**
 * Linked WhatsApp accounts in Debian's Chromium against the real server, the built web app and
 * the bundled emulator: the admin opens the accounts screen (the demo WABA is there), links a
 * new WABA through the embedded-signup popup, sees it with its state and tier, deactivates a
 * number behind the confirm dialog (Escape declines first), and unlinks the new WABA. Removing
 * the demo number the double opt-in process and the demo newsletters use is refused, naming them.
 * Run with `npm run build && node --import tsx --test test/e2e/whatsappAccounts.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { demoWaba } from '../../src/server/db/seedWhatsAppAccounts';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('WhatsApp accounts', () => {
  it('shows the demo WABA with both numbers, their tiers and quality', async () => {
    page = await signInInBrowser(
      browser,
      server.baseUrl,
      'admin',
      'relay-admin',
      '/WhatsApp/Accounts',
    );
    const demo = page.getByTestId(`waba-${demoWaba.wabaId}`);
    await demo.waitFor();
    assert.match(await demo.getByTestId('verification').innerText(), /Verifiziert/);
    const [first, second] = demoWaba.phoneNumbers;
    const firstRow = demo.getByTestId(`phone-${first.phoneNumberId}`);
    assert.equal(await firstRow.getByTestId('tier').innerText(), '10.000 Kunden pro 24 Stunden');
    assert.match(await firstRow.getByTestId('quality').innerText(), /hoch/);
    const secondRow = demo.getByTestId(`phone-${second.phoneNumberId}`);
    assert.equal(await secondRow.getByTestId('tier').innerText(), '250 Kunden pro 24 Stunden');
    assert.match(await secondRow.getByTestId('quality').innerText(), /mittel/);
  });

  it('refuses to remove a number the double opt-in process uses, and reads why', async () => {
    const row = page
      .getByTestId(`waba-${demoWaba.wabaId}`)
      .getByTestId(`phone-${demoWaba.phoneNumbers[0].phoneNumberId}`);
    await row.getByTestId('phone-remove').click();
    await page.getByTestId('accounts-confirm-yes').click();
    const refusal = page.getByTestId('change-error');
    await refusal.waitFor();
    assert.match(
      await refusal.innerText(),
      /Die Telefonnummer kann nicht entfernt werden, solange sie verwendet wird von: Double-Opt-in „Anmelden \/ Stop“, Newsletter „Nordkap-Frühbucher“ \(gestoppt\)/,
    );
    await page.getByTestId('change-error').getByRole('button', { name: 'Schließen' }).click();
    // The number is still there, also for the server.
    await page.reload();
    await page
      .getByTestId(`waba-${demoWaba.wabaId}`)
      .getByTestId(`phone-${demoWaba.phoneNumbers[0].phoneNumberId}`)
      .waitFor();
  });

  let wabaId = '';

  it('links a new WABA and its number through the embedded-signup popup', async () => {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByTestId('waba-link').click(),
    ]);
    await popup.waitForLoadState();
    await popup.getByLabel('Business name').fill('Fjord Reisen');
    await popup.getByLabel('Phone number').fill('+49 151 5550 1234');
    await popup.getByRole('button', { name: 'Finish' }).click();
    await page.getByTestId('signup-linked').waitFor();

    const linked = page.locator('article', { hasText: 'Fjord Reisen' });
    await linked.waitFor();
    wabaId = (await linked.getAttribute('data-testid'))!.replace('waba-', '');
    const row = linked.locator('tbody tr', { hasText: '+49 151 5550 1234' });
    assert.match(await row.getByTestId('phone-status').innerText(), /Verbunden/);
    assert.equal(await row.getByTestId('tier').innerText(), '250 Kunden pro 24 Stunden');
    assert.equal(await row.getByTestId('inactive').count(), 0);
  });

  it('deactivates the number behind the confirm dialog; Escape declines', async () => {
    const row = page.getByTestId(`waba-${wabaId}`).locator('tbody tr').first();
    await row.getByTestId('phone-toggle').click();
    await page.getByTestId('accounts-confirm').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('accounts-confirm').waitFor({ state: 'detached' });
    assert.equal(await row.getByTestId('inactive').count(), 0);

    await row.getByTestId('phone-toggle').click();
    assert.match(await page.getByTestId('accounts-confirm').innerText(), /deaktivieren\?/);
    await page.getByTestId('accounts-confirm-yes').click();
    await row.getByTestId('inactive').waitFor();
    assert.equal(await row.getByTestId('phone-toggle').innerText(), 'Aktivieren');

    // The state is the server's: it survives a reload.
    await page.reload();
    await page
      .getByTestId(`waba-${wabaId}`)
      .locator('tbody tr')
      .first()
      .getByTestId('inactive')
      .waitFor();
  });

  it('unlinks the new WABA', async () => {
    const linked = page.getByTestId(`waba-${wabaId}`);
    await linked.getByRole('button', { name: 'Verknüpfung lösen' }).click();
    await page.getByTestId('accounts-confirm-yes').click();
    await linked.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId(`waba-${demoWaba.wabaId}`).count(), 1);
  });
});
