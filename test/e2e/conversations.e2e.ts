/**
 * Conversations in Debian's Chromium against the real server, the built web app and the bundled
 * emulator (issue 25, Must show): a newsletter goes out through the emulator, the person answers
 * it with a question, the marketer sees the conversation appear unread in
 * /WhatsApp/Conversations, opens it (the person's message is then marked read at the emulator),
 * answers, and sees the answer delivered. A day later on the emulator's clock Meta refuses free
 * text (131047): the answer fails and says why, the server refuses further text with
 * WhatsAppConversations.WindowClosed, and only a template can be sent, which is delivered.
 * Run with `npm run build && node --import tsx --test test/e2e/conversations.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { conversationErrors, type ConversationDetail } from '../../src/common/conversations';
import { launchChromium, signInInBrowser } from '../support/browser';
import {
  createAndCheck,
  createGroup,
  createSubscriber,
  type Session,
} from '../support/newsletterSteps';
import {
  advanceEmulatorClock,
  controlOfServer,
  hours,
  personAnswers,
  pollUntil,
  receivedMessages,
  sentMessages,
  waitForSentTo,
  waitUntilRead,
  type EmulatorControl,
  type Person,
} from '../support/personSide';
import { startRealServer, type RunningServer } from '../support/runningServer';
import { api, signIn } from '../support/signIn';

const stamp = Date.now().toString(36);
const lastname = `Frage ${stamp}`;
const groupName = `E2E Gespräch ${stamp}`;
const telnr = `+49162${stamp.slice(-4).replace(/\D/g, '7')}0001`;
const question = 'Gibt es auch Termine im Februar?';
const answer = `Ja, am 12. Februar – ${stamp}`;

describe('conversations', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let session: Session;
  let at: EmulatorControl;
  let person: Person;
  let conversationId: number;
  /** The person's question's wamid. */
  let asked: string;

  before(async () => {
    // Statuses within a second or two; no chance failures that would fail the answer.
    server = await startRealServer({
      env: { EMULATOR_STATUS_DELAY_FACTOR: '0.1', EMULATOR_FAILURE_RATE: '0' },
    });
    at = controlOfServer(server);
    // The API side (subscriber, group, the refused text) as admin; the browser as the marketer.
    const signedIn = await signIn(server.baseUrl, 'admin', 'relay-admin');
    assert.ok(signedIn.ok);
    session = { baseUrl: server.baseUrl, token: signedIn.tokens.access_token };
    const subscriber = await createSubscriber(session, lastname, telnr);
    await createGroup(session, groupName, [subscriber]);
    browser = await launchChromium();
    page = await signInInBrowser(
      browser,
      server.baseUrl,
      'marketer',
      'relay-marketer',
      '/WhatsApp/Overview',
    );
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const conversationRow = () =>
    page.getByTestId('conversation-row').filter({ hasText: telnr.replace(/\D/g, '') });

  it('sends a newsletter through the emulator, and the person answers with a question', async () => {
    await createAndCheck(page, server.baseUrl, `Gespräch ${stamp}`, `${groupName} (1)`);
    await page.getByTestId('newsletter-send-now').click();
    await page.getByTestId('newsletter-send-confirm-yes').click();
    await page.getByTestId('newsletter-finished').waitFor({ timeout: 60_000 });

    const to = telnr.replace(/\D/g, '');
    const sent = await pollUntil(
      `the newsletter to ${to} at the emulator`,
      () => sentMessages(at, { to }),
      (records) => records[0],
    );
    person = { phoneNumberId: sent.phoneNumberId, from: to, name: 'Erika' };
    asked = (await personAnswers(at, person, question, sent.wamid)).id;
    const [received] = await receivedMessages(at, { from: to });
    assert.equal(received.readAt, null);
  });

  it('shows the conversation unread in the inbox', async () => {
    await page.goto(`${server.baseUrl}/WhatsApp/Conversations`);
    // The webhook is taken in the background; the inbox shows it once it is in.
    for (let i = 0; i < 30 && (await conversationRow().count()) === 0; i++) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    const row = conversationRow();
    await row.waitFor();
    // The double opt-in's reply message may already follow the question (the row's preview); the
    // question is the one unread message.
    await row.getByTestId('conversation-unread').waitFor();
    assert.match(await row.getByTestId('conversation-unread').innerText(), /1/);
    // Not read at the emulator before the marketer opens it.
    const [received] = await receivedMessages(at, { from: person.from });
    assert.equal(received.readAt, null);
  });

  it('opens it: the question shows and is marked read at the emulator', async () => {
    await conversationRow().getByRole('link').click();
    await page.waitForURL(/\/WhatsApp\/Conversations\/\d+/);
    conversationId = Number(new URL(page.url()).pathname.split('/').pop());
    const incoming = page.locator(
      '[data-testid="conversation-message"][data-direction="in"][data-kind="text"]',
    );
    await incoming.filter({ hasText: question }).waitFor();
    const read = await waitUntilRead(at, person, asked);
    assert.ok(read.readAt !== null);
    await page.goto(`${server.baseUrl}/WhatsApp/Conversations`);
    await conversationRow().waitFor();
    assert.equal(await conversationRow().getByTestId('conversation-unread').count(), 0);
    await page.goto(`${server.baseUrl}/WhatsApp/Conversations/${conversationId}`);
  });

  it('answers inside the window and sees the answer delivered', async () => {
    await page.getByTestId('conversation-answer').fill(answer);
    await page.getByTestId('conversation-send').click();
    const mine = page
      .locator('[data-testid="conversation-message"][data-direction="out"]')
      .filter({ hasText: answer });
    await mine.waitFor();
    const delivered = mine.locator(
      '[data-testid="conversation-message-status"]:is([data-status="delivered"], [data-status="read"])',
    );
    await delivered.waitFor({ timeout: 30_000 });
    const atEmulator = await waitForSentTo(
      at,
      person,
      (record) =>
        record.request.type === 'text' &&
        JSON.stringify(record.request).includes(answer) &&
        record.statuses.includes('delivered'),
    );
    assert.equal(atEmulator.to, person.from);
  });

  it('a day later on the emulator clock, only a template can be sent', async () => {
    await advanceEmulatorClock(at, hours(24) + 60_000);
    // Our clock still has the window open; Meta's 131047 on the answer closes it.
    const late = `Noch eine Frage? ${stamp}`;
    await page.getByTestId('conversation-answer').fill(late);
    await page.getByTestId('conversation-send').click();
    const failed = page
      .locator('[data-testid="conversation-message"][data-direction="out"]')
      .filter({ hasText: late })
      .locator('[data-testid="conversation-message-status"][data-status="failed"]');
    const refused = page.getByTestId('conversation-send-error');
    // The answer shows as failed, or the composer says why (either is Meta's refusal in words).
    await failed.or(refused).first().waitFor({ timeout: 30_000 });

    await page.reload();
    await page.getByTestId('conversation-window-closed').waitFor();
    assert.equal(await page.getByTestId('conversation-answer').count(), 0);
    const text = await api(
      server.baseUrl,
      session.token,
      `/WhatsAppApi/conversation/${conversationId}/messages`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'text', text: late }),
      },
    );
    assert.equal(text.status, 409);
    assert.equal(
      ((await text.json()) as { errorKey: string }).errorKey,
      conversationErrors.windowClosed,
    );

    const select = page.getByTestId('conversation-template-select');
    await select.waitFor();
    const options = await select.locator('option').allInnerTexts();
    const herbst = options.find((label) => label.startsWith('Herbstreisen 2026'));
    assert.ok(herbst, options.join(', '));
    await select.selectOption({ label: herbst });
    const form = page.getByTestId('conversation-template-form');
    for (const field of await form.locator('input, textarea').all()) await field.fill('Erika');
    await form.getByRole('button').last().click();
    const template = page.locator(
      '[data-testid="conversation-message"][data-direction="out"][data-kind="template"]',
    );
    await template
      .locator(
        '[data-testid="conversation-message-status"]:is([data-status="sent"], [data-status="delivered"], [data-status="read"])',
      )
      .first()
      .waitFor({ timeout: 30_000 });
    const templateAtEmulator = await waitForSentTo(
      at,
      person,
      (record) => record.request.type === 'template' && record.statuses.includes('delivered'),
    );
    assert.ok(templateAtEmulator.wamid);
    const summary = (await (
      await api(server.baseUrl, session.token, `/WhatsAppApi/conversation/${conversationId}`)
    ).json()) as ConversationDetail;
    assert.equal(summary.canSendText, false);
  });
});
