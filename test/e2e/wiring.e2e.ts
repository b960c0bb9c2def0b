/**
 * The parts know each other (issue 20, Must show), in Debian's Chromium against the product as
 * `npm start` runs it, with its demo newsletter sending: the template it uses cannot be deleted
 * (the refusal names it); the start page shows the sending and a planned newsletter in its widget
 * and activity plan; the header search finds a newsletter and a template by part of the name and
 * opens them; a planned newsletter is taken off the plan and edited again. (A stopped send's
 * figures on list, editor and statistics: newsletters.e2e.ts.)
 * Run with `npm run build && node --import tsx --test test/e2e/wiring.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { NewsletterEditorState, NewsletterListResult } from '../../src/common/newsletters';
import { launchChromium, signInInBrowser } from '../support/browser';
import { call as callAs } from '../support/newsletterSteps';
import { startRealServer, type RunningServer } from '../support/runningServer';
import { signIn } from '../support/signIn';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
/** The demo newsletter planned here, a few minutes ahead: on today's activity plan. */
let plannedId: number;

const call = (path: string, method = 'GET', body?: unknown) =>
  callAs({ baseUrl: server.baseUrl, token }, path, method, body);

async function newsletterNamed(name: string): Promise<number> {
  const list = (await call('/WhatsAppApi/newsletter/newsletters', 'POST', {
    skip: 0,
    take: 50,
  })) as NewsletterListResult;
  const found = list.newsletters.find((n) => n.name === name);
  assert.ok(found, `demo newsletter ${name}`);
  return found.id;
}

before(async () => {
  server = await startRealServer();
  const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
  assert.ok(signedIn.ok);
  token = signedIn.tokens.access_token;
  // The demo's ready-to-send newsletter, planned for a few minutes from now.
  plannedId = await newsletterNamed('Adventsgrüße');
  const { newsletter } = (await call(
    `/WhatsAppApi/newsletter/${plannedId}`,
  )) as NewsletterEditorState;
  await call('/WhatsAppApi/newsletter/startSending', 'POST', {
    newsletterId: plannedId,
    sendDate: new Date(Date.now() + 4 * 60_000).toISOString(),
    templateId: newsletter.templateId,
    businessAccountId: newsletter.businessAccountId,
  });
  browser = await launchChromium();
  page = await signInInBrowser(browser, server.baseUrl, 'admin', 'relay-admin');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('what a newsletter uses stays', () => {
  it('refuses to delete the template of the sending demo newsletter and names it', async () => {
    await page.goto(`${server.baseUrl}/WhatsApp/Templates`);
    const row = page.getByTestId('template-row').filter({
      has: page.getByTestId('template-name').getByText('Herbstreisen 2026', { exact: true }),
    });
    await row.getByTestId('template-delete').click();
    await page.getByTestId('template-confirm-yes').click();
    const refusal = page.getByTestId('template-confirm-error');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /„Herbstreisen – Erinnerung“ \(wird gesendet\)/);
    assert.match(await refusal.innerText(), /„Adventsgrüße“ \(geplant\)/);
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/WhatsApp/Templates`);
    await row.waitFor();
  });
});

describe('the start page', () => {
  it('shows the sending and the planned newsletter in the widget and the activity plan', async () => {
    await page.goto(`${server.baseUrl}/`);
    const widget = page.locator('[data-testid="widget-newsletters"][data-status="loaded"]');
    await widget.waitFor();
    const items = widget.getByTestId('dashboard-item');
    const sending = items.filter({ hasText: 'Herbstreisen – Erinnerung' });
    assert.match(await sending.innerText(), /Wird gesendet/);
    const planned = items.filter({ hasText: 'Adventsgrüße' });
    assert.match(await planned.innerText(), /Geplant/);

    const plan = page.locator('[data-testid="widget-activityPlan"][data-status="loaded"]');
    await plan.waitFor();
    const entries = plan.getByTestId('plan-entry');
    await entries.filter({ hasText: 'Herbstreisen – Erinnerung' }).waitFor();
    const plannedEntry = entries.filter({ hasText: 'Adventsgrüße' });
    assert.equal(await plannedEntry.getAttribute('data-group'), 'today');

    // Each opens its editor.
    await plannedEntry.getByRole('link', { name: 'Adventsgrüße' }).click();
    await page.waitForURL(new RegExp(`/WhatsApp/Campaigns/Edit/${plannedId}$`));
    await page.getByTestId('newsletter-planned').waitFor();
  });
});

describe('the header search', () => {
  it('finds a newsletter and a template by part of the name and opens them', async () => {
    const box = page.getByTestId('global-search');
    const panel = page.getByTestId('search-panel');
    await box.fill('ventsgr');
    const newsletters = panel.getByTestId('search-group-whatsAppNewsletters');
    const hit = newsletters.getByTestId('search-hit').filter({ hasText: 'Adventsgrüße' });
    await hit.waitFor();
    assert.match(await hit.getByTestId('search-hit-status').innerText(), /Geplant/);
    await hit.getByRole('link').click();
    await page.waitForURL(new RegExp(`/WhatsApp/Campaigns/Edit/${plannedId}$`));

    await box.fill('zauber lapp');
    const templates = panel.getByTestId('search-group-whatsAppTemplates');
    const template = templates
      .getByTestId('search-hit')
      .filter({ hasText: 'Winterzauber Lappland' });
    await template.waitFor();
    assert.match(await template.getByTestId('search-hit-status').innerText(), /In Prüfung/);
    await template.getByRole('link').click();
    await page.waitForURL(/\/WhatsApp\/Templates\/Edit\/\d+$/);
    await page.getByRole('heading').first().waitFor();
  });
});

describe('scheduling', () => {
  it('takes a planned newsletter off the plan, back to a draft that can be edited', async () => {
    await page.goto(`${server.baseUrl}/WhatsApp/Campaigns/Edit/${plannedId}`);
    await page.getByTestId('newsletter-planned').waitFor();
    assert.equal(await page.getByTestId('newsletter-stop').count(), 0);
    await page.getByTestId('newsletter-unschedule').click();
    await page.getByTestId('newsletter-send-confirm-yes').click();
    await page.locator('[data-testid="newsletter-status"][data-status="0"]').waitFor();
    assert.equal(await page.getByTestId('newsletter-read-only').count(), 0);

    const name = page.getByLabel('Name').first();
    await name.fill('Adventsgrüße neu');
    await page.getByTestId('newsletter-save').click();
    await page.getByTestId('newsletter-saved').waitFor();
    const { newsletter } = (await call(
      `/WhatsAppApi/newsletter/${plannedId}`,
    )) as NewsletterEditorState;
    assert.deepEqual(
      [newsletter.name, newsletter.status, newsletter.sendDate],
      ['Adventsgrüße neu', 0, null],
    );
  });

  it('refuses a send time that has passed, in the form', async () => {
    await page.getByTestId('newsletter-check').click();
    await page.getByTestId('newsletter-check-outcome').waitFor({ timeout: 30_000 });
    await page.getByTestId('newsletter-send-date').fill('2020-01-01T10:00');
    await page.getByTestId('newsletter-send-date-error').waitFor();
    assert.equal(await page.getByTestId('newsletter-send-later').isDisabled(), true);
  });
});
