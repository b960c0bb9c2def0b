/**
 * Accessibility (issue 23, point 11): axe-core, with the WCAG 2.0/2.1/2.2 A and AA rules, on every
 * screen of spec section 2 and the subscriber, import, media and account screens, with the demo
 * data, in Debian's Chromium against the real server and the built web app. One browser, one
 * sign-in, one loop; any critical or serious violation fails, and a table of the counts per
 * screen is printed for the lead's note. The conversations inbox, two threads and the template
 * answer of a thread whose window has closed are audited with the demo conversations. The same
 * browser then checks the forms (point 5): the template form shows every missing field on the
 * first submit, sums them up and focuses the first; the newsletter editor's save and check
 * outcomes take the focus and are announced.
 * Run with `npm run build && node --import tsx --test test/e2e/accessibility.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, IMPACTS, nodeCounts, runAxe, type Impact } from '../support/axe';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
  page = await signInInBrowser(
    browser,
    server.baseUrl,
    'admin',
    'relay-admin',
    '/WhatsApp/Overview',
  );
});
after(async () => {
  console.log(
    `axe-core violations (nodes) per screen by impact (${IMPACTS.join(', ')}); ` +
      `"known": nodes excused as owned elsewhere (none)`,
  );
  console.table(table);
  await browser?.close();
  await server?.stop();
});

/** The id of a demo newsletter, read from the list's row. */
async function newsletterId(name: string): Promise<number> {
  await page.goto(`${server.baseUrl}/WhatsApp/Overview`);
  const row = page.getByTestId('newsletter-row').filter({ hasText: name }).first();
  await row.waitFor();
  return Number(await row.getAttribute('data-newsletter-id'));
}

async function templateId(): Promise<number> {
  await page.goto(`${server.baseUrl}/WhatsApp/Templates`);
  const row = page.getByTestId('template-row').first();
  await row.waitFor();
  return Number(await row.getAttribute('data-template-id'));
}

/** The path of the demo conversation (seedConversations.ts) whose inbox row shows `text`. */
async function conversationPath(text: string): Promise<string> {
  await page.goto(`${server.baseUrl}/WhatsApp/Conversations`);
  const link = page.getByTestId('conversation-row').filter({ hasText: text }).getByRole('link');
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href, `no conversation showing ${text}`);
  return href;
}

/** Waits until the screen has loaded its data: no request running, no loading state left. */
async function settled(): Promise<void> {
  await page.getByTestId('account-name').waitFor();
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('main [data-testid="loading-state"]').first().waitFor({ state: 'detached' });
}

const table: Record<string, Record<Impact | 'known', number>> = {};

/** Runs axe on the page as it is, records the counts under `name`, answers what blocks. */
async function audit(name: string): Promise<string | null> {
  const { violations, known } = await runAxe(page);
  const knownCount = Object.values(nodeCounts(known)).reduce((sum, n) => sum + n, 0);
  table[name] = { ...nodeCounts(violations), known: knownCount };
  const blocking = [...violations.critical, ...violations.serious];
  return blocking.length > 0 ? `${name}:\n${describeViolations(blocking)}` : null;
}

/** The `data-testid` (or else the id) of the element that has the focus. */
const focused = () =>
  page.evaluate(
    () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? '',
  );

describe('accessibility', () => {
  it('finds no critical or serious violation on any screen', async () => {
    const draft = await newsletterId('Frühlingsangebot 2027');
    const sent = await newsletterId('Sommerferien-Tipps');
    const template = await templateId();
    // The demo inbox: a question in an open window, one with the team's note and our answer, and
    // an unanswered question whose window has closed.
    const question = await conversationPath('Hund');
    const assigned = await conversationPath('NR-48213');
    const windowClosed = await conversationPath('barrierefrei');
    const screens: [string, string][] = [
      ['start page', '/'],
      ['placeholder chooser', '/Controls/PlaceholderChooser'],
      ['WhatsApp placeholder chooser', '/Controls/WhatsAppPlaceholderChooser'],
      ['newsletter list', '/WhatsApp/Overview'],
      ['newsletter from template', '/WhatsApp/Campaigns/CreateWithTemplate'],
      ['newsletter editor', `/WhatsApp/Campaigns/Edit/${draft}`],
      ['new template', '/WhatsApp/Templates/Edit'],
      ['template editor', `/WhatsApp/Templates/Edit/${template}`],
      ['template list', '/WhatsApp/Templates'],
      ['WhatsApp accounts', '/WhatsApp/Accounts'],
      ['statistics', `/WhatsApp/Statistic/${sent}`],
      ['recipient details', `/WhatsApp/Statistic/${sent}/Details/Recipients/All`],
      ['delivery details', `/WhatsApp/Statistic/${sent}/Details/Delivery`],
      ['reaction details', `/WhatsApp/Statistic/${sent}/Details/Reaction`],
      ['double opt-in', '/WhatsApp/DoubleOptIn'],
      ['conversations inbox', '/WhatsApp/Conversations'],
      ['conversation thread', question],
      ['conversation thread, note and answer', assigned],
      ['SSO mappings', '/AdministrationSettings/SingleSignOn'],
      ['SSO mapping editor', '/AdministrationSettings/SingleSignOn/Mapping/Edit'],
      ['media database', '/MediaDatabase'],
      ['subscribers', '/Subscribers'],
      ['subscriber groups', '/Subscribers/Groups'],
      ['subscriber import', '/Subscribers/Import'],
      ['not found', '/Error/NotFound'],
    ];
    const failures: string[] = [];
    for (const [name, path] of screens) {
      await page.goto(`${server.baseUrl}${path}`);
      await settled();
      const blocking = await audit(name);
      if (blocking) failures.push(`${blocking} (${path})`);
    }

    // Panels and dialogs that open over a screen.
    const states: [string, string, () => Promise<void>][] = [
      [
        'search panel',
        '/',
        async () => {
          await page.getByTestId('global-search').fill('Lof');
          await page.getByTestId('search-results').waitFor();
        },
      ],
      [
        'subscriber editor dialog',
        '/Subscribers',
        async () => {
          await page.getByTestId('subscriber-row').first().getByRole('button').first().click();
          await page.getByTestId('subscriber-editor').waitFor();
          await page.waitForLoadState('networkidle');
        },
      ],
      [
        'newsletter recipient list, rows ticked',
        `/WhatsApp/Campaigns/Edit/${draft}`,
        async () => {
          await page.getByTestId('newsletter-effective').getByRole('button').click();
          await page.getByTestId('newsletter-detail-row').first().waitFor();
          await page.getByTestId('newsletter-details-select-visible').click();
        },
      ],
      [
        'conversation template composer, window closed',
        windowClosed,
        async () => {
          await page.getByTestId('conversation-window-closed').waitFor();
          await page.getByTestId('conversation-template-select').selectOption({ index: 1 });
          await page.getByTestId('conversation-template-form').waitFor();
        },
      ],
      [
        'confirm dialog',
        '/WhatsApp/Overview',
        async () => {
          await page.getByTestId('newsletter-archive').first().click();
          await page.getByRole('dialog').waitFor();
        },
      ],
    ];
    for (const [name, path, open] of states) {
      await page.goto(`${server.baseUrl}${path}`);
      await settled();
      await open();
      const blocking = await audit(name);
      if (blocking) failures.push(`${blocking} (${path})`);
    }
    assert.deepEqual(failures, [], failures.join('\n\n'));
  });

  it('shows every missing field of the template form on the first submit and focuses the first', async () => {
    await page.goto(`${server.baseUrl}/WhatsApp/Templates/Edit`);
    const form = page.getByTestId('template-form');
    await form.waitFor();
    // Name left empty; a placeholder without its fallback text; a quick reply without a label.
    await page
      .getByLabel('Text der Nachricht')
      .fill('Hallo {{firstname}}, unsere Herbstreisen sind da');
    await page.getByLabel(/Ersatztext für/).waitFor();
    await page.getByTestId('template-add-quick-reply').click();
    await page.getByTestId('template-save').click();

    const summary = page.getByTestId('form-error-summary');
    await summary.waitFor();
    assert.equal(await summary.getAttribute('role'), 'alert');
    const name = page.getByLabel('Name').first();
    const fallback = page.getByLabel(/Ersatztext für/);
    const buttonLabel = page.getByTestId('template-button').getByLabel(/Beschriftung/);
    for (const field of [name, fallback, buttonLabel]) {
      assert.equal(await field.getAttribute('aria-invalid'), 'true', await field.innerHTML());
    }
    const links = await summary.getByRole('link').allInnerTexts();
    assert.equal(links.length, await form.locator('[aria-invalid="true"]').count(), links.join());
    assert.match(links[0], /^Name: /);
    assert.ok(
      links.some((text) => /^Ersatztext für/.test(text)),
      links.join(),
    );
    assert.ok(
      links.some((text) => /^Beschriftung: /.test(text)),
      links.join(),
    );
    assert.equal(await focused(), await name.getAttribute('id'));

    // A link of the summary takes the focus to its field.
    await summary.getByRole('link', { name: /^Ersatztext für/ }).click();
    assert.equal(await focused(), await fallback.getAttribute('id'));
    assert.equal(await audit('template form, refused submit'), null);
  });

  it("moves the focus to the newsletter editor's save and check outcomes, in a live region", async () => {
    await page.goto(
      `${server.baseUrl}/WhatsApp/Campaigns/Edit/${await newsletterId('Frühlingsangebot 2027')}`,
    );
    await page.getByTestId('newsletter-form').waitFor();
    const saveResult = page.getByTestId('newsletter-save-result');
    assert.equal(await saveResult.getAttribute('aria-live'), 'polite');
    await page.getByLabel('Name').first().fill('Frühlingsangebot 2027 (neu)');
    await page.getByTestId('newsletter-save').click();
    await saveResult.getByTestId('newsletter-saved').waitFor();
    assert.equal(await focused(), 'newsletter-save-result');

    await page.getByTestId('newsletter-check').click();
    const checkResult = page.getByTestId('newsletter-check-result');
    await checkResult.getByTestId('newsletter-check-outcome').waitFor({ timeout: 30_000 });
    assert.equal(await checkResult.getAttribute('aria-live'), 'polite');
    assert.equal(await focused(), 'newsletter-check-result');
    assert.equal(await audit('newsletter editor, checked'), null);
  });
});
