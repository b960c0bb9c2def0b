/**
 * Statistics in Debian's Chromium against the real server, the built web app and the bundled
 * emulator (issue 9, Must show): a newsletter is sent through the emulator to a group of which
 * two numbers cannot receive WhatsApp; the emulator reports sent, delivered and read (some read,
 * seeded), and recipients tap a quick reply, react with an emoji, answer with a text and open
 * the tracked link button (one of them twice, which counts once: within a minute). The
 * statistics then show exactly the counts the emulator reported and the clicks; the Rejected delivery details list the two failed
 * recipients with the reason; they are put into a new group. Issue 23: every bar keeps its label
 * at 390 and 1440 px, the Read card opens the readers under the newsletter's name, and an unknown
 * id shows a not-found view; axe finds nothing serious on these screens.
 * Run with `npm run build && node --import tsx --test test/e2e/statistics.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, runAxe } from '../support/axe';
import { launchChromium, signInInBrowser } from '../support/browser';
import {
  call,
  createAndCheck,
  createGroup,
  createSubscriber,
  type Session,
} from '../support/newsletterSteps';
import { startRealServer, type RunningServer } from '../support/runningServer';
import { signIn } from '../support/signIn';

let server: RunningServer;
let browser: Browser;
let page: Page;
let session: Session;
let newsletterId: number;

const stamp = Date.now().toString(36);
const groupName = `E2E Statistik ${stamp}`;
const digits = stamp.slice(-4).replace(/\D/g, '7');
const numbers = Array.from(
  { length: 10 },
  (_, i) => `+49160${digits}${String(i).padStart(4, '0')}`,
);
/** The two numbers that cannot receive WhatsApp (131026). */
const undeliverable = numbers.slice(0, 2);

interface SentRecord {
  wamid: string;
  to: string;
  statuses: string[];
  request: {
    template: {
      components: { type: string; sub_type?: string; parameters: { text?: string }[] }[];
    };
  };
}

/** The suffix the message's link button carries: the recipient's tracking token. */
const linkTokenOf = (record: SentRecord) => {
  const button = record.request.template.components.find((c) => c.sub_type === 'url');
  assert.ok(button?.parameters[0]?.text, JSON.stringify(record.request));
  return button.parameters[0].text;
};

const emulator = async (path: string, method = 'GET', body?: unknown) => {
  const response = await fetch(`${server.baseUrl}/_graph/_emulator${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.emulatorKey}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
};

const bare = (telnr: string) => telnr.replace(/\D/g, '');

/** The emulator's record of what it sent to the group, one entry per number. */
async function sentToGroup(): Promise<SentRecord[]> {
  const records = (await emulator('/messages')) as SentRecord[];
  const wanted = new Set(numbers.map(bare));
  return records.filter((r) => wanted.has(r.to));
}

/** Waits until the emulator's status webhooks have stopped for a while (all reported). */
async function statusesSettled(): Promise<SentRecord[]> {
  let last = '';
  for (let quiet = 0, i = 0; i < 120; i++) {
    const records = await sentToGroup();
    const now = JSON.stringify(records.map((r) => r.statuses));
    quiet = now === last ? quiet + 1 : 0;
    last = now;
    if (quiet >= 8 && records.every((r) => r.statuses.length > 0)) return records;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail('the emulator kept reporting statuses');
}

before(async () => {
  // Statuses come within a few seconds: reads after 0.2 to 3 s instead of 2 to 30 s. Only the
  // two undeliverable numbers fail: no chance failures that would change the expected counts.
  server = await startRealServer({
    env: { EMULATOR_STATUS_DELAY_FACTOR: '0.1', EMULATOR_FAILURE_RATE: '0' },
  });
  const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
  assert.ok(signedIn.ok);
  session = { baseUrl: server.baseUrl, token: signedIn.tokens.access_token };
  const ids: string[] = [];
  for (const telnr of numbers)
    ids.push(await createSubscriber(session, `Statistik ${stamp}`, telnr));
  await createGroup(session, groupName, ids);
  for (const telnr of undeliverable) {
    await emulator(`/recipients/${bare(telnr)}`, 'PUT', { failCode: 131026 });
  }
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
  await browser?.close();
  await server?.stop();
});

describe('statistics', () => {
  let expected: { sent: number; delivered: number; read: number; failed: number };

  it('sends a newsletter through the emulator and the recipients react', async () => {
    newsletterId = await createAndCheck(
      page,
      server.baseUrl,
      `Statistik ${stamp}`,
      `${groupName} (${numbers.length})`,
    );
    await page.getByTestId('newsletter-send-now').click();
    await page.getByTestId('newsletter-send-confirm-yes').click();
    await page.getByTestId('newsletter-finished').waitFor({ timeout: 60_000 });

    const sent = await statusesSettled();
    assert.equal(sent.length, numbers.length);
    const phoneNumberId = (
      (await emulator('/messages')) as { phoneNumberId: string; wamid: string }[]
    ).find((r) => r.wamid === sent[0].wamid)!.phoneNumberId;
    const delivered = sent.filter((r) => !r.statuses.includes('failed'));
    // Three people react to their message: a quick reply, an emoji, a text answer.
    const [tapper, reactor, writer] = delivered;
    const react = (to: string, body: object) =>
      emulator(`/recipients/${to}/messages`, 'POST', { phoneNumberId, ...body });
    await react(tapper.to, {
      type: 'button',
      text: 'Mehr erfahren',
      messageId: tapper.wamid,
    });
    await react(reactor.to, { type: 'reaction', emoji: '👍', messageId: reactor.wamid });
    await react(writer.to, { type: 'text', text: 'Gern mehr davon', messageId: writer.wamid });

    // Two people open the link button's tracked link, one of them twice: counted once.
    for (const record of [tapper, tapper, writer]) {
      const response = await fetch(`${server.baseUrl}/r/${linkTokenOf(record)}`, {
        redirect: 'manual',
      });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), 'https://nordlicht.example/herbst');
    }

    const has = (r: SentRecord, s: string) => r.statuses.includes(s);
    expected = {
      sent: sent.filter((r) => has(r, 'sent') || !has(r, 'failed')).length,
      delivered: sent.filter((r) => has(r, 'delivered') || has(r, 'read')).length,
      read: sent.filter((r) => has(r, 'read')).length,
      failed: sent.filter((r) => has(r, 'failed')).length,
    };
    assert.equal(expected.failed, undeliverable.length, JSON.stringify(sent));
    assert.ok(expected.read > 0, JSON.stringify(sent));
  });

  it('shows exactly the counts the emulator reported', async () => {
    // The reactions arrive as webhooks and are recorded by the server's inbox in the background.
    for (let i = 0; i < 60; i++) {
      const { reactions } = (await call(
        session,
        `/WhatsAppApi/statistic/${newsletterId}/statistics`,
      )) as { reactions: { recipientsReacting: number; counts?: Record<string, number> } };
      // Every reaction in, not only three people: the link clicks are counted at once, the
      // replies come later by webhook.
      const counts = reactions.counts ?? {};
      if (counts.Cta === 2 && counts.QuickReply === 1 && counts.Emoji === 1 && counts.Text === 1) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await page.goto(`${server.baseUrl}/WhatsApp/Statistic/${newsletterId}`);
    await page.getByTestId('statistics-delivery').waitFor();
    const figure = async (key: string) =>
      Number((await page.getByTestId(`statistics-${key}-count`).innerText()).replace(/\D/g, ''));
    assert.equal(await figure('delivered'), expected.delivered);
    assert.equal(await figure('read'), expected.read);
    assert.equal(await figure('failed'), expected.failed);
    // Sent: the messages Meta accepted (the undeliverable ones fail after acceptance).
    assert.equal(await figure('sent'), numbers.length);
    assert.match(
      await page.getByTestId('statistics-failed-reasons').innerText(),
      /Empfänger nicht erreichbar[^\n]*131026[^\n]*\s+2/,
    );

    await page.getByTestId('statistics-tab-reaction').click();
    await page.getByTestId('statistics-reaction').waitFor();
    const reactions = async (type: string) =>
      Number(await page.getByTestId(`statistics-reaction-${type}-count`).innerText());
    assert.equal(await reactions('QuickReply'), 1);
    assert.equal(await reactions('Emoji'), 1);
    assert.equal(await reactions('Text'), 1);
    assert.equal(await reactions('Others'), 0);
    assert.equal(await reactions('Cta'), 2);
    assert.match(await page.getByTestId('statistics-buttons').innerText(), /Mehr erfahren\s+1/);

    await page.getByTestId('statistics-tab-links').click();
    assert.match(
      await page.getByTestId('statistics-links').innerText(),
      /https:\/\/nordlicht\.example\/herbst\s+2\s+2/,
    );
  });

  it('lists the rejected recipients with the reason and puts them into a new group', async () => {
    await page.getByTestId('statistics-tab-delivery').click();
    await page.getByTestId('statistics-failed-details').click();
    await page.waitForURL(/\/Details\/Delivery\/Rejected$/);
    const rows = page.getByTestId('statistics-detail-row');
    await rows.first().waitFor();
    assert.equal(await rows.count(), undeliverable.length);
    for (const [i, telnr] of undeliverable.entries()) {
      const text = await rows.nth(i).innerText();
      assert.ok(text.includes(bare(telnr)), text);
      assert.match(text, /Abgelehnt · Empfänger nicht erreichbar.*Fehler 131026/s);
    }
    await page.getByTestId('statistics-details-select-all-results').click();
    const follow = `Nachfassen ${stamp}`;
    await page.getByTestId('statistics-add-name').fill(follow);
    await page.getByTestId('statistics-add-button').click();
    assert.match(
      await page.getByTestId('statistics-added').innerText(),
      new RegExp(`2 Personen in „${follow}“ übernommen`),
    );
    const groups = (await call(
      session,
      '/SubscriberAPI/WhatsApp/getProfiles?profileType=static',
    )) as {
      name: string;
      subscriberCount: number;
    }[];
    assert.equal(groups.find((g) => g.name === follow)?.subscriberCount, undeliverable.length);
  });

  /** No critical or serious axe violation on the page as it stands. */
  async function noSeriousViolation(what: string) {
    const { violations } = await runAxe(page);
    const serious = [...violations.critical, ...violations.serious];
    assert.equal(serious.length, 0, `${what}: ${describeViolations(serious)}`);
  }

  it('keeps every bar label visible beside its bar at 390 and 1440 px', async () => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.baseUrl}/WhatsApp/Statistic/${newsletterId}`);
      await page.getByTestId('statistics-delivery').waitFor();
      const labels = page.getByTestId('statistics-bar-label');
      const texts = await labels.allInnerTexts();
      assert.ok(texts.includes('Fehlgeschlagen') && texts.includes('Gelesen'), texts.join('|'));
      for (let i = 0; i < texts.length; i++) {
        const box = await labels.nth(i).boundingBox();
        assert.ok(box && box.width > 0 && box.x >= 0 && box.x + box.width <= width, texts[i]);
      }
      await noSeriousViolation(`statistics at ${width} px`);
    }
  });

  it('opens the readers from the read card, under the newsletter name', async () => {
    await page.getByTestId('statistics-read-details').click();
    await page.waitForURL(/\/Details\/Delivery\/Read$/);
    await page.getByTestId('statistics-detail-row').first().waitFor();
    assert.equal(await page.getByTestId('statistics-detail-row').count(), expected.read);
    assert.match(
      await page.getByTestId('statistics-details-title').innerText(),
      new RegExp(`Zustellung: „Statistik ${stamp}“`),
    );
    for (const row of await page.getByTestId('statistics-detail-row').allInnerTexts()) {
      assert.match(row, /Gelesen/);
    }
    await noSeriousViolation('read details at 1440 px');
  });

  it('shows an unknown newsletter id as not found, with the way back', async () => {
    await page.goto(`${server.baseUrl}/WhatsApp/Statistic/999999`);
    await page.getByTestId('statistics-not-found').waitFor();
    assert.match(
      await page.getByTestId('statistics-not-found').innerText(),
      /Newsletter nicht gefunden/,
    );
    assert.equal(await page.getByTestId('statistics-newsletter').inputValue(), '');
    await noSeriousViolation('not-found view');
    await page.getByTestId('statistics-not-found-back').click();
    await page.getByTestId('statistics-delivery').waitFor();
  });
});
