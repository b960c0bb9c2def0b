/**
 * Relay on a phone (issue 23) in Debian's Chromium at 390×844 against the real server and the
 * built web app: no screen of the main job scrolls sideways; the navigation is a drawer behind
 * the header's menu button that opens, navigates and closes (on a link, Escape and a click
 * outside); the header's controls (language, account switch, notifications) are on screen and
 * work; a new group's name gets the card's width. One browser, one sign-in; the screens are visited
 * in a loop.
 * With RELAY_SCREENSHOTS=<dir> it also saves the start page, a newsletter editor, the
 * statistics, the conversations inbox and three demo threads at 390 and 1440 px wide into that
 * folder.
 * Run with `npm run build && node --import tsx --test test/e2e/phone.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

const phone = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
  page = await signInInBrowser(browser, server.baseUrl, 'admin', 'relay-admin');
  await page.setViewportSize(phone);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a path and waits until its screen has drawn its title and finished loading. */
async function open(target: string) {
  await page.goto(`${server.baseUrl}${target}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The href of the first link into `prefix` on the screen at `listPath` (a seeded item). */
async function firstLink(listPath: string, prefix: string): Promise<string> {
  await open(listPath);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href, `no link to ${prefix} on ${listPath}`);
  return href;
}

/** The path of the demo conversation (seedConversations.ts) whose inbox row shows `text`. */
async function conversationLink(text: string): Promise<string> {
  await open('/WhatsApp/Conversations');
  const link = page.getByTestId('conversation-row').filter({ hasText: text }).getByRole('link');
  await link.waitFor();
  const href = await link.getAttribute('href');
  assert.ok(href, `no conversation showing ${text}`);
  return href;
}

/** How far the page reaches past the viewport's right edge (0: no sideways scrolling). */
const overflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether an element lies wholly within the viewport's width. */
async function withinWidth(locator: Locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'not drawn');
  return box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0);
}

describe('at 390×844', () => {
  it('no screen of the main job scrolls sideways', async () => {
    const screens: [string, string][] = [
      ['start page', '/'],
      ['newsletter list', '/WhatsApp/Overview'],
      ['newsletter editor', await firstLink('/WhatsApp/Overview', '/WhatsApp/Campaigns/Edit/')],
      ['template editor', await firstLink('/WhatsApp/Templates', '/WhatsApp/Templates/Edit/')],
      ['subscribers', '/Subscribers'],
      ['subscriber import', '/Subscribers/Import'],
      ['statistics', '/WhatsApp/Statistic'],
      ['double opt-in', '/WhatsApp/DoubleOptIn'],
      ['conversations inbox', '/WhatsApp/Conversations'],
      ['conversation thread', await conversationLink('NR-48213')],
      ['conversation thread, window closed', await conversationLink('barrierefrei')],
    ];
    const wide: string[] = [];
    for (const [name, target] of screens) {
      await open(target);
      const by = await overflow();
      if (by > 0) wide.push(`${name} (${target}) by ${by} px`);
    }
    // The last screen's template answer, a template chosen: its form and preview fit too.
    await page.getByTestId('conversation-template-select').selectOption({ index: 1 });
    await page.getByTestId('conversation-template-form').waitFor();
    const by = await overflow();
    if (by > 0) wide.push(`template answer by ${by} px`);
    assert.deepEqual(wide, [], `scrolls sideways: ${wide.join('; ')}`);
  });

  it('opens the navigation from the menu button, follows a link and closes', async () => {
    await open('/');
    const menu = page.getByTestId('menu-button');
    const nav = page.getByTestId('left-nav');
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.getAttribute('aria-controls'), await nav.getAttribute('id'));
    assert.equal(await nav.isVisible(), false);

    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    await nav.waitFor({ state: 'visible' });
    assert.ok(await withinWidth(nav));
    await nav.getByRole('link', { name: 'Abonnenten' }).click();
    await page.waitForURL(/\/Subscribers$/);
    await nav.waitFor({ state: 'hidden' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    assert.match(focused ?? '', /^<main/, `focus on ${focused}`);

    // Escape closes and gives focus back to the button.
    await menu.click();
    await nav.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'menu-button',
    );

    // A click outside closes it too.
    await menu.click();
    await nav.waitFor({ state: 'visible' });
    await page.mouse.click(phone.width - 10, phone.height - 10);
    await nav.waitFor({ state: 'hidden' });
  });

  it('keeps the header controls on screen, and they work', async () => {
    await open('/');
    for (const testId of [
      'account-switch',
      'notification-bell',
      'help-button',
      'language-switch',
    ]) {
      assert.ok(await withinWidth(page.getByTestId(testId)), `${testId} off screen`);
    }
    assert.ok(await withinWidth(page.getByTestId('logout')), 'logout off screen');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByTestId('logout').filter({ hasText: 'Sign out' }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: /Deutsch/ }).click();
    await page.getByTestId('logout').filter({ hasText: 'Abmelden' }).waitFor();

    await page.getByTestId('account-switch').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.ok(await withinWidth(dialog));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('notification-bell').click();
    const center = page.getByTestId('notification-center');
    await center.waitFor();
    assert.ok(await withinWidth(center), 'notification centre off screen');
    assert.equal(await overflow(), 0);
  });

  it("gives a new group's name the card's width, with its button below", async () => {
    await open('/Subscribers/Groups');
    const form = page.getByTestId('group-create-form');
    const name = await form.getByRole('textbox').boundingBox();
    const button = await form.getByRole('button', { name: 'Gruppe anlegen' }).boundingBox();
    assert.ok(name && button, 'the new-group form is not drawn');
    // Beside the button the field was about 135 px wide; the card leaves it 318 px.
    assert.ok(name.width >= 300, `the name field is ${name.width} px wide`);
    assert.ok(button.y >= name.y + name.height, 'the button is not below the field');
  });
});

describe('unsaved changes', () => {
  it('leaving an edited newsletter through the menu asks; "stay" keeps the edits', async () => {
    await open('/WhatsApp/Overview');
    await page.getByTestId('newsletter-create').click();
    await page.getByTestId('newsletter-form').waitFor();
    const name = page.getByLabel('Name').first();
    await name.fill('Nicht verlieren');
    const editorUrl = page.url();

    const menu = page.getByTestId('menu-button');
    const nav = page.getByTestId('left-nav');
    const confirm = page.getByTestId('leave-confirm');
    await menu.click();
    await nav.getByRole('link', { name: 'Vorlagen' }).click();
    await confirm.waitFor();
    assert.ok(await withinWidth(confirm));
    await confirm.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(page.url(), editorUrl);
    assert.equal(await name.inputValue(), 'Nicht verlieren');

    // Every other way out asks as well (issue 23): a link inside the screen, and the browser's
    // back button, whose step is undone while the question is open.
    await page.getByRole('main').getByRole('link', { name: 'Zur Übersicht' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(page.url(), editorUrl);
    await page.evaluate(() => history.back());
    await confirm.waitFor();
    assert.equal(page.url(), editorUrl);
    await confirm.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(page.url(), editorUrl);
    assert.equal(await name.inputValue(), 'Nicht verlieren');

    // Closing or reloading the tab asks the browser's question; dismissed, the edits stay.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    void page.evaluate(() => location.reload());
    assert.equal(await asked, 'beforeunload');
    assert.equal(await name.inputValue(), 'Nicht verlieren');

    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await nav.getByRole('link', { name: 'Vorlagen' }).click();
    await confirm.getByRole('button', { name: 'Verlassen und verwerfen' }).click();
    await page.waitForURL(/\/WhatsApp\/Templates$/);
    await confirm.waitFor({ state: 'detached' });
  });
});

describe('screenshots', { skip: !process.env.RELAY_SCREENSHOTS }, () => {
  it('saves the start page, a newsletter editor, the statistics, the inbox and threads at 390 and 1440 px', async () => {
    const folder = path.resolve(process.env.RELAY_SCREENSHOTS ?? '.');
    await mkdir(folder, { recursive: true });
    const editor = await firstLink('/WhatsApp/Overview', '/WhatsApp/Campaigns/Edit/');
    const shots: [string, string][] = [
      ['start', '/'],
      ['newsletter-editor', editor],
      ['statistics', '/WhatsApp/Statistic'],
      ['inbox', '/WhatsApp/Conversations'],
      ['thread', await conversationLink('Hund')],
      ['thread-assigned', await conversationLink('NR-48213')],
      ['thread-window-closed', await conversationLink('barrierefrei')],
    ];
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, target] of shots) {
        await open(target);
        await loadLazyImages();
        await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
      }
      // The window-closed thread's template answer, a template chosen.
      await page.getByTestId('conversation-template-select').selectOption({ index: 1 });
      await page.getByTestId('conversation-template-form').waitFor();
      const file = path.join(folder, `thread-template-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
    await page.setViewportSize(phone);
  });
});

/** A full-page picture shows what scrolling would load: lazy images below the fold are fetched. */
async function loadLazyImages() {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => null)));
  });
}
