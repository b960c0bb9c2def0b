/**
 * Message templates in Debian's Chromium against the real server, the built web app and the
 * bundled emulator (issue 6, Must show): an admin writes a template with an image header from
 * the media database, a body with two placeholders, a footer, a quick-reply and a link button,
 * sees the preview, submits it, and the list shows it approved within seconds; opened, it is no
 * longer editable; its copy is an editable draft, which is archived after the confirm dialog.
 * A template whose body breaks Meta's rules is rejected by the emulator, with the reason shown.
 * Run with `npm run build && node --import tsx --test test/e2e/templates.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { encodePng } from '../../src/server/media/pngEncoder';
import { launchChromium, signInInBrowser } from '../support/browser';
import { createAndCheck, createGroup, createSubscriber } from '../support/newsletterSteps';
import { startRealServer, type RunningServer } from '../support/runningServer';
import { accessTokenOf } from '../support/signIn';

let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  server = await startRealServer({ env: { EMULATOR_REVIEW_DELAY_MS: '1500' } });
  browser = await launchChromium();
  page = await signInInBrowser(
    browser,
    server.baseUrl,
    'admin',
    'relay-admin',
    '/WhatsApp/Templates',
  );
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const row = (name: string) => page.getByTestId('template-row').filter({ hasText: name });

/** Waits (without reloading) until the list shows the template in `status`. */
async function listShows(name: string, status: number): Promise<void> {
  await row(name)
    .locator(`[data-testid="template-status"][data-status="${status}"]`)
    .waitFor({ timeout: 30_000 });
}

async function newTemplate(name: string, body: string, fallbacks: string[]) {
  await page.goto(`${server.baseUrl}/WhatsApp/Templates`);
  await page.getByTestId('template-create').click();
  await page.getByTestId('template-form').waitFor();
  await page.getByLabel('Name').first().fill(name);
  await page.getByLabel('Text der Nachricht').fill(body);
  const fallbackFields = page.getByLabel(/Ersatztext für/);
  await fallbackFields.nth(fallbacks.length - 1).waitFor();
  for (const [index, text] of fallbacks.entries()) await fallbackFields.nth(index).fill(text);
}

describe('templates', () => {
  const stamp = Date.now().toString(36);
  const name = `Herbst Journey ${stamp}`;

  it('creates a template with image, placeholders, footer and buttons, and shows the preview', async () => {
    await newTemplate(name, 'Hallo {{firstname}}, unsere Herbstreisen nach', ['Reisefreundin']);
    // The second placeholder from the chooser.
    await page.getByLabel('Text der Nachricht').pressSequentially(' ');
    await page.getByTestId('template-placeholder-choice').selectOption('lastname');
    await page.getByTestId('template-placeholder-insert').click();
    await page
      .getByLabel('Text der Nachricht')
      .pressSequentially(' sind buchbar. Antworten Sie mit Stop zum Abmelden.');
    await page
      .getByLabel(/Ersatztext für/)
      .nth(1)
      .fill('Familie');

    await page.getByTestId('template-header-format').selectOption({ label: 'Bild' });
    await page
      .getByTestId('template-media-folder')
      .filter({ hasText: 'Newsletter-Header' })
      .click();
    const asset = page.getByTestId('template-media-asset').first();
    const assetName = (await asset.innerText()).trim();
    await asset.click();
    // Shown by its name and a thumbnail, the path kept for the form (issue 23).
    const chosen = page.getByTestId('template-image-path');
    assert.equal((await chosen.innerText()).trim(), assetName);
    assert.match((await chosen.getAttribute('data-path')) ?? '', /^\d+\/[0-9a-f-]+\.png$/);
    await page.getByTestId('template-image-thumbnail').waitFor();

    await page.getByLabel('Fußzeile (optional)').fill('Nordlicht Reisen GmbH');
    await page.getByTestId('template-add-quick-reply').click();
    await page.getByLabel('Beschriftung').nth(0).fill('Mehr erfahren');
    await page.getByTestId('template-add-link').click();
    await page.getByLabel('Beschriftung').nth(1).fill('Zur Website');
    await page.getByLabel('Link (URL)').fill('https://nordlicht.example/herbst');

    const preview = page.getByTestId('template-preview');
    assert.equal(
      await preview.getByTestId('template-preview-body').innerText(),
      'Hallo Julia, unsere Herbstreisen nach Schneider sind buchbar. Antworten Sie mit Stop zum Abmelden.',
    );
    assert.equal(
      await preview.getByTestId('template-preview-footer').innerText(),
      'Nordlicht Reisen GmbH',
    );
    assert.deepEqual(await preview.getByTestId('template-preview-button').allInnerTexts(), [
      'Mehr erfahren',
      '↗ Zur Website',
    ]);
    await preview.getByTestId('template-preview-image').waitFor();
  });

  it('submits it; the open editor, then the list, show it approved without a reload', async () => {
    await page.getByTestId('template-submit').click();
    await page.getByTestId('template-saved').filter({ hasText: 'eingereicht' }).waitFor();
    await page.waitForURL(/\/WhatsApp\/Templates\/Edit\/\d+$/);
    // The editor follows the review verdict as the list does (issue 23).
    await page
      .locator('[data-testid="template-status"][data-status="2"]')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
    await row(name).waitFor();
    await listShows(name, 2);
  });

  it('sends it: the message carries the header image uploaded through the resumable upload', async () => {
    // Approved means the emulator took the template's header_handle, and it takes only handles
    // its Resumable Upload API issued (as Meta does): the image went through that upload.
    const session = {
      baseUrl: server.baseUrl,
      token: await accessTokenOf(server.baseUrl, 'admin', 'relay-admin'),
    };
    const telnr = `+4915112${String(Date.now()).slice(-6)}`;
    const person = await createSubscriber(session, `Bild ${stamp}`, telnr);
    const group = `Bildempfänger ${stamp}`;
    await createGroup(session, group, [person]);
    await createAndCheck(page, server.baseUrl, `Bildgruß ${stamp}`, `${group} (1)`, `${name} (de)`);
    // The newsletter's preview shows what is sent: the header image and the buttons too (issue 23).
    await page.getByTestId('newsletter-preview-next').click();
    const bubble = page.getByTestId('newsletter-preview-bubble');
    await bubble.waitFor();
    assert.match(
      (await bubble.getByTestId('newsletter-preview-image').getAttribute('src')) ?? '',
      /^\/Media\/\d+\/[0-9a-f-]+\.png$/,
    );
    // The image loads from its public URL, as the person's phone would load it.
    await bubble.getByTestId('newsletter-preview-image').evaluate(
      (img: HTMLImageElement) =>
        new Promise<void>((resolve, reject) => {
          if (img.complete) return img.naturalWidth > 0 ? resolve() : reject(new Error('broken'));
          img.onload = () => resolve();
          img.onerror = () => reject(new Error('the header image did not load'));
        }),
    );
    assert.deepEqual(await bubble.getByTestId('newsletter-preview-button').allInnerTexts(), [
      'Mehr erfahren',
      '↗ Zur Website',
    ]);
    assert.equal(
      await bubble.getByTestId('newsletter-preview-footer').innerText(),
      'Nordlicht Reisen GmbH',
    );
    await page.getByTestId('newsletter-send-now').click();
    await page.getByTestId('newsletter-send-confirm-yes').click();
    await page.getByTestId('newsletter-finished').waitFor({ timeout: 60_000 });
    const response = await fetch(
      `${server.baseUrl}/_graph/_emulator/messages?to=${encodeURIComponent(telnr)}`,
      { headers: { authorization: `Bearer ${server.emulatorKey}` } },
    );
    const [sent] = (await response.json()) as {
      request: {
        template?: {
          components?: { type: string; parameters: { type: string; image?: { link: string } }[] }[];
        };
      };
    }[];
    const header = sent.request.template?.components?.find((c) => c.type === 'header');
    assert.equal(header?.parameters[0].type, 'image');
    const link = header?.parameters[0].image?.link ?? '';
    assert.match(link, /\/Media\/\d+\/[0-9a-f-]+\.png$/);
    // The link serves the image the person will see.
    const image = await fetch(link);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/png');
    await page.goto(`${server.baseUrl}/WhatsApp/Templates`);
    await row(name).waitFor();
  });

  it('is no longer editable; its copy is an editable draft', async () => {
    await row(name).getByTestId('template-name').click();
    await page.getByTestId('template-read-only').waitFor();
    assert.equal(await page.getByLabel('Name').first().isDisabled(), true);
    await page.getByTestId('template-editor-copy').click();
    await page.waitForURL(/\/WhatsApp\/Templates\/Edit\/\d+$/);
    await page.getByTestId('template-form').waitFor();
    await page.waitForFunction(
      (expected) =>
        (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value ===
        expected,
      `${name} (Kopie)`,
    );
    assert.equal(await page.getByTestId('template-read-only').count(), 0);
    assert.equal(await page.getByLabel('Name').first().isEnabled(), true);
  });

  it('archives the copy after the confirm dialog', async () => {
    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
    const copy = row(`${name} (Kopie)`);
    await copy.getByTestId('template-archive').click();
    const dialog = page.getByTestId('template-confirm');
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /kann nicht rückgängig gemacht werden/);
    await dialog.getByTestId('template-confirm-yes').click();
    await page.getByTestId('template-done').filter({ hasText: 'archiviert' }).waitFor();
    await copy.waitFor({ state: 'detached' });
    await row(name).waitFor();
  });

  it('takes a newly uploaded image as the header', async () => {
    await page.getByTestId('template-create').click();
    await page.getByTestId('template-header-format').selectOption({ label: 'Bild' });
    await page.getByTestId('template-upload').setInputFiles({
      name: 'herbst-neu.png',
      mimeType: 'image/png',
      buffer: encodePng(40, 20, (x) => [200, 100 + x, 50]),
    });
    await page.waitForFunction(() =>
      /^\d+\/[0-9a-f-]+\.png$/.test(
        document.querySelector('[data-testid="template-image-path"]')?.getAttribute('data-path') ??
          '',
      ),
    );
    assert.match(await page.getByTestId('template-image-path').innerText(), /^herbst-neu/);
    await page.getByTestId('template-preview-image').waitFor();
    // The template is not saved: leaving asks first (issue 23), and this one is let go.
    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
    await page
      .getByTestId('leave-confirm')
      .getByRole('button', { name: 'Verlassen und verwerfen' })
      .click();
    await page.waitForURL(/\/WhatsApp\/Templates$/);
  });

  it('shows the reason when the emulator rejects a body that breaks Meta’s rules', async () => {
    const rejected = `Gewinnspiel Journey ${stamp}`;
    await newTemplate(rejected, 'Gewinnen Sie jetzt eine Reise für zwei, liebe {{firstname}}', [
      'Reisefreundin',
    ]);
    await page.getByTestId('template-submit').click();
    await page.getByTestId('template-saved').filter({ hasText: 'eingereicht' }).waitFor();
    await page.getByRole('link', { name: 'Zur Übersicht' }).click();
    await listShows(rejected, 3);
    assert.match(
      await row(rejected).getByTestId('template-rejection').innerText(),
      /INVALID_FORMAT: Variables: the body may not start or end with a variable\./,
    );
    await row(rejected).getByTestId('template-name').click();
    assert.match(
      await page.getByTestId('template-editor-rejection').innerText(),
      /may not start or end with a variable/,
    );
    assert.equal(await page.getByTestId('template-read-only').count(), 0);
  });
});
