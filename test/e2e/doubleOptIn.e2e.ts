/**
 * Double opt-in in Debian's Chromium against the real server, the built web app and the bundled
 * emulator: a marketer edits the process, sees the error for equal keywords, fixes it, activates
 * and sees the chat link and its QR code; then a simulated person (the emulator's control API)
 * sends the click-to-chat text, taps the opt-in button and later writes "Stop", and the
 * subscriber screen shows pending → confirmed → opted out, each with its time.
 * Run with `npm run build && node --import tsx --test test/e2e/doubleOptIn.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { demoDoi } from '../../src/server/db/seedDoubleOptIn';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;
let page: Page;

const person = '4915112345678';
const clickToChat = 'Hallo Nordlicht, ich möchte den Newsletter!';

before(async () => {
  server = await startRealServer({ env: { EMULATOR_STATUS_DELAY_FACTOR: '0.01' } });
  browser = await launchChromium();
  page = await signInInBrowser(
    browser,
    server.baseUrl,
    'marketer',
    'relay-marketer',
    '/WhatsApp/DoubleOptIn',
  );
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The simulated person writes or taps, through the emulator's control API. */
async function personSends(message: { type: string; text: string; payload?: string }) {
  const response = await fetch(`${server.baseUrl}/_graph/_emulator/recipients/${person}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${server.emulatorKey}`,
    },
    body: JSON.stringify({
      phoneNumberId: demoDoi.phoneNumberId,
      name: 'Erika Muster',
      ...message,
    }),
  });
  assert.equal(response.status, 201);
}

/** Waits until the business has answered the person `count` times. */
async function answers(count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.baseUrl}/_graph/_emulator/messages?to=${person}`, {
      headers: { authorization: `Bearer ${server.emulatorKey}` },
    });
    if (((await response.json()) as unknown[]).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`no answer ${count} to the person`);
}

/** Opens the person in the subscriber screen and reads their consent history. */
async function historyOnSubscriberScreen(): Promise<{ event: string; text: string }[]> {
  await page.goto(`${server.baseUrl}/Subscribers`);
  await page.getByTestId('subscriber-search').fill(person.slice(2));
  const row = page.getByTestId('subscriber-row').filter({ hasText: 'Erika Muster' });
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
  const history = page.getByTestId('consent-history');
  await history.getByTestId('consent-step').first().waitFor();
  const steps = history.getByTestId('consent-step');
  const found = [];
  for (let i = 0; i < (await steps.count()); i++) {
    found.push({
      event: (await steps.nth(i).getAttribute('data-event'))!,
      text: await steps.nth(i).innerText(),
    });
  }
  await page.keyboard.press('Escape');
  return found;
}

/** A date and time as the German screen writes them ("23. Nov. 2026, 14:05:09"). */
const withTime = /\d{1,2}\. [A-Za-zä]+\.? \d{4}, \d{2}:\d{2}:\d{2}/;

describe('double opt-in', () => {
  it('shows the active demo process with its chat link', async () => {
    await page.getByTestId('doi-form').waitFor();
    assert.match(await page.getByTestId('doi-state').innerText(), /Aktiv · Version 2/);
    await page.getByTestId('doi-chat-link').waitFor();
  });

  it('refuses equal keywords on the field, then activates the fixed version', async () => {
    await page.getByLabel('Klick-zum-Chat-Nachricht').fill(clickToChat);
    const optOut = page.getByLabel('Abmelde-Schlüsselwort');
    await optOut.fill('anmelden');
    await optOut.blur();
    await page.getByText('An- und Abmelde-Schlüsselwort müssen sich unterscheiden.').waitFor();
    // Submitting does not save while the rule is broken.
    await page.getByTestId('doi-activate').click();
    assert.equal(await page.getByTestId('doi-done').count(), 0);

    await optOut.fill('Stop');
    await page
      .getByText('An- und Abmelde-Schlüsselwort müssen sich unterscheiden.')
      .waitFor({ state: 'detached' });
    // The chat preview shows the new text.
    assert.match(await page.getByTestId('doi-preview').innerText(), /ich möchte den Newsletter!/);
    await page.getByTestId('doi-activate').click();
    await page.getByText('Der Double-Opt-in-Prozess ist aktiv.').waitFor();
    assert.match(await page.getByTestId('doi-state').innerText(), /Version 3/);
  });

  it('shows the chat link of the new text and its QR code, downloadable', async () => {
    const link = page.getByTestId('doi-chat-link');
    assert.equal(
      await link.getAttribute('href'),
      `https://wa.me/494012345670?text=${encodeURIComponent(clickToChat)}`,
    );
    const qr = page.getByTestId('doi-qr');
    await qr.waitFor();
    const drawn = await qr.evaluate(
      (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
    );
    assert.equal(drawn, true);
    const download = page.getByTestId('doi-qr-download');
    assert.match((await download.getAttribute('href'))!, /^data:image\/svg\+xml/);
    assert.equal(await download.getAttribute('download'), 'relay-double-opt-in-qr.svg');
  });

  it('takes a person through pending, confirmed and opted out, as the subscriber screen shows', async () => {
    await personSends({ type: 'text', text: clickToChat });
    await answers(1);
    let history = await historyOnSubscriberScreen();
    assert.deepEqual(
      history.map((s) => s.event),
      ['requested'],
    );
    assert.match(history[0].text, /Anmeldung angefragt → ausstehend/);
    assert.match(history[0].text, withTime);

    await personSends({ type: 'interactive', text: 'Anmelden', payload: 'relay-doi-confirm' });
    await answers(2);
    history = await historyOnSubscriberScreen();
    assert.deepEqual(
      history.map((s) => s.event),
      ['confirmed', 'requested'],
    );
    assert.match(history[0].text, /Anmeldung bestätigt → bestätigt/);
    assert.match(history[0].text, /Prozessversion 3/);

    await personSends({ type: 'text', text: 'Stop' });
    await answers(3);
    history = await historyOnSubscriberScreen();
    assert.deepEqual(
      history.map((s) => s.event),
      ['optedOut', 'confirmed', 'requested'],
    );
    assert.match(history[0].text, /Abgemeldet → abgemeldet/);
    for (const step of history) assert.match(step.text, withTime);
    // The list shows the status too.
    const row = page.getByTestId('subscriber-row').filter({ hasText: 'Erika Muster' });
    assert.match(await row.innerText(), /abgemeldet/);
  });
});
