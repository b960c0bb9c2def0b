/**
 * The sending engine against the in-process emulator: start now and later, progress, the end
 * (status Sent, counts, notification, delivery statuses by wamid), stop, error classes, rows a
 * dead process left in flight, refusals, rights and account scope.
 */
import { reportSendProgress } from '../../../../src/server/whatsapp/newsletters/sending/sendProgress';
import { NewsletterStatus, type SendInformation } from '../../../../src/common/newsletters';
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import {
  accountIdOf,
  groupWith,
  insertNewsletter,
  mixedAudience,
  snapshot,
  type FixtureSubscriber,
} from './newsletterFixtures';
import {
  approveTemplate,
  demoSender,
  emulatorControl,
  emulatorSends,
  waitFor,
} from './sendingFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let marketer: string;
let viewer: string;
let accountId: number;
let sender: { phone: number; waba: number };

beforeAll(async () => {
  server = await startTestServer({
    EMULATOR_REVIEW_DELAY_MS: '10',
    EMULATOR_STATUS_DELAY_FACTOR: '0.01',
    NEWSLETTER_LEASE_SECONDS: '2',
    NEWSLETTER_SETTLE_SECONDS: '4',
  });
  call = caller(server);
  [admin, marketer, viewer] = await Promise.all([
    tokenOf(server, 'admin', 'relay-admin'),
    tokenOf(server, 'marketer', 'relay-marketer'),
    tokenOf(server, 'viewer', 'relay-viewer'),
  ]);
  accountId = await accountIdOf(server.db);
  sender = await demoSender(server);
  await approveTemplate(server);
  // The emulator's default limit (250 unique recipients a day) would cut this file's sends short.
  await emulatorControl(server, `/wabas/${demoWaba.wabaId}`, 'PATCH', { messagingLimit: null });
});
afterAll(() => server?.close());

let groups = 0;
async function newsletterFor(subscribers: FixtureSubscriber[], extra = {}) {
  const group = await groupWith(server.db, accountId, `Versand ${++groups}`, subscribers);
  const id = await insertNewsletter(server.db, {
    accountId,
    profileId: group.id,
    phoneNumberId: sender.phone,
    ...extra,
  });
  return { id, group };
}

const start = (newsletterId: number, extra: object = {}, token = marketer) =>
  call(token, '/WhatsAppApi/newsletter/startSending', 'POST', {
    newsletterId,
    templateId: 1,
    businessAccountId: sender.waba,
    ...extra,
  });

async function info(newsletterId: number, token = marketer): Promise<SendInformation> {
  const response = await call(
    token,
    `/WhatsAppApi/newsletter/getSendInformation?newsletterId=${newsletterId}`,
  );
  expect(response.status).toBe(200);
  return response.json();
}

/** The sender's notification of the newsletter's running send. */
async function progressNotificationOf(newsletterId: number) {
  const [row] = await server.db.query<{
    text: string;
    currently_running: boolean;
    progress: number;
  }>(
    `select n.text, n.currently_running, n.progress from notifications n
     join whatsapp_newsletters w on w.progress_notification_id = n.id where w.id = $1`,
    [newsletterId],
  );
  return row;
}

const finished = (id: number) =>
  waitFor(
    () => info(id),
    (i) => i.distributionFinished,
  );

/** Numbers unique to this file's run: `+49151` and 8 digits from a counter. */
let next = 1000;
const numbers = (count: number): FixtureSubscriber[] =>
  Array.from({ length: count }, () => {
    next++;
    return {
      key: `n${next}`,
      telnr: `+4915122${String(next).padStart(6, '0')}`,
      firstname: `Nr${next}`,
    };
  });

describe('start now', () => {
  it('sends each effective recipient once, personalised, and ends Sent with a notification', async () => {
    const { id } = await newsletterFor(mixedAudience);
    const response = await start(id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: NewsletterStatus.active,
      sendingStarted: true,
      distributionFinished: false,
      totalCount: 3,
    });
    const end = await finished(id);
    expect(end).toMatchObject({
      status: NewsletterStatus.sent,
      sent: 3,
      failed: 0,
      removed: 0,
      stopped: false,
    });
    for (const to of ['4915112345003', '4915112345001', '33612345678']) {
      const sends = await emulatorSends(server, to);
      expect(sends).toHaveLength(1);
      expect(sends[0].request.template.components?.[0].parameters[0].text).toMatch(/^First good/);
    }
    const [row] = await server.db.query<{
      sender_name: string;
      effective_recipients: number;
      excluded_recipients: number;
      expected_price: string;
      sent_count: number;
    }>(
      'select sender_name, effective_recipients, excluded_recipients, expected_price::text, sent_count from whatsapp_newsletters where id = $1',
      [id],
    );
    expect(row).toMatchObject({
      sender_name: 'Max Marketing',
      effective_recipients: 3,
      excluded_recipients: 8,
      expected_price: '0.2974',
      sent_count: 3,
    });
    const notes = await server.db.query<{ text: string }>(
      `select text from notifications n join users u on u.id = n.user_id
       where u.username = 'marketer' and n.source = 'whatsApp' order by n.id desc limit 1`,
    );
    expect(notes[0].text).toBe('Der WhatsApp-Newsletter „Frühlingsangebot“ wurde versendet.');
    // The notification that showed the running send is the one that says it was sent.
    expect(await progressNotificationOf(id)).toEqual({
      text: notes[0].text,
      currently_running: false,
      progress: 100,
    });
  });

  it('links status webhooks to the rows by wamid', async () => {
    const { id } = await newsletterFor(numbers(3));
    expect((await start(id)).status).toBe(200);
    await finished(id);
    const rows = await waitFor(
      () =>
        server.db.query<{ wamid: string; delivery_status: string | null }>(
          'select wamid, delivery_status from whatsapp_newsletter_recipients where newsletter_id = $1',
          [id],
        ),
      (list) => list.every((r) => r.delivery_status !== null && r.delivery_status !== 'sent'),
    );
    expect(rows.every((r) => r.wamid.startsWith('wamid.'))).toBe(true);
  });
});

describe('start later', () => {
  it('is Planned until its time, then Active and Sent', async () => {
    const { id } = await newsletterFor(numbers(2));
    const response = await start(id, { sendDate: new Date(Date.now() + 3000).toISOString() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: NewsletterStatus.planned,
      sendingStarted: false,
    });
    expect(await emulatorSends(server, `4915122${String(next).padStart(6, '0')}`)).toHaveLength(0);
    expect(await finished(id)).toMatchObject({ status: NewsletterStatus.sent, sent: 2 });
  });

  it('refuses a send time that has passed, naming the field, and changes nothing', async () => {
    const { id } = await newsletterFor(numbers(1));
    const response = await start(id, { sendDate: new Date(Date.now() - 60_000).toISOString() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errorKey: 'sendDateInPast',
      details: [{ field: 'sendDate', reason: 'inPast' }],
    });
    expect(await info(id)).toMatchObject({ status: NewsletterStatus.draft, totalCount: 0 });
  });

  it('is taken off the plan (unschedule) back to an editable draft; a planned send is not stopped', async () => {
    const { id } = await newsletterFor(numbers(3));
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await start(id, { sendDate: inAnHour })).status).toBe(200);
    const stop = await call(admin, '/WhatsAppApi/newsletter/stopSending', 'POST', {
      newsletterId: id,
    });
    expect(stop.status).toBe(409);
    expect((await stop.json()).errorKey).toBe('stopNotPossible');

    const unschedule = (token: string) =>
      call(token, '/WhatsAppApi/newsletter/unschedule', 'POST', { newsletterId: id });
    expect((await unschedule(viewer)).status).toBe(403);
    const answer = await unschedule(marketer);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: NewsletterStatus.draft,
      sendingStarted: false,
      stopped: false,
      totalCount: 0,
    });
    const [rows] = await server.db.query<{ recipients: number; counts: number; date: Date | null }>(
      `select (select count(*)::int from whatsapp_newsletter_recipients where newsletter_id = $1)
                as recipients,
              (select count(*)::int from whatsapp_newsletter_delivery_counts where newsletter_id = $1)
                as counts,
              (select send_date from whatsapp_newsletters where id = $1) as date`,
      [id],
    );
    expect(rows).toEqual({ recipients: 0, counts: 0, date: null });
    // Editable again: saved, then sent anew.
    const editor = await (await call(marketer, `/WhatsAppApi/newsletter/${id}`)).json();
    expect(editor.editable).toBe(true);
    expect((await unschedule(marketer)).status).toBe(409);
    expect((await start(id)).status).toBe(200);
    expect(await finished(id)).toMatchObject({ status: NewsletterStatus.sent, sent: 3 });
  });
});

describe('stop', () => {
  it('keeps what was sent, removes the rest, ends Stopped with final figures; no stop after', async () => {
    // 20 s at 80/s: still sending when the stop comes, even on a busy machine.
    const { id } = await newsletterFor(numbers(1600));
    expect((await start(id)).status).toBe(200);
    await waitFor(
      () => info(id),
      (i) => i.sent >= 40,
    );
    // The engine reports every 2 s; a report now shows the share already out (40 at least).
    await reportSendProgress(server.db, id);
    const running = await progressNotificationOf(id);
    expect(running).toMatchObject({
      text: 'Der WhatsApp-Newsletter „Frühlingsangebot“ wird versendet.',
      currently_running: true,
    });
    expect(running.progress).toBeGreaterThanOrEqual(2);
    expect(running.progress).toBeLessThan(100);
    expect(
      (await call(marketer, '/WhatsAppApi/newsletter/stopSending', 'POST', { newsletterId: id }))
        .status,
    ).toBe(403);
    const stopped = await call(admin, '/WhatsAppApi/newsletter/stopSending', 'POST', {
      newsletterId: id,
    });
    expect(stopped.status).toBe(200);
    // The answer waits for the requests in flight, so its figures are final and add up.
    const settled: SendInformation = await stopped.json();
    expect(settled).toMatchObject({
      status: NewsletterStatus.stopped,
      stopped: true,
      distributionFinished: true,
    });
    expect(settled.sent + settled.failed + settled.removed).toBe(1600);
    expect(settled.sent).toBeGreaterThanOrEqual(40);
    expect(settled.removed).toBeGreaterThan(0);
    expect(await progressNotificationOf(id)).toEqual({
      text: 'Der Versand des WhatsApp-Newsletters „Frühlingsangebot“ wurde angehalten.',
      currently_running: false,
      progress: 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sends = (await emulatorSends(server)).filter((s) => s.to.startsWith('4915122'));
    expect(new Set(sends.map((s) => s.to)).size).toBe(sends.length);
    expect((await info(id)).sent).toBe(settled.sent);
    // The list and the newsletter keep the same figures, and the cost of what was sent.
    const [kept] = await server.db.query<{
      sent_count: number;
      failed_count: number;
      removed_count: number;
      expected_price: string;
    }>(
      `select sent_count, failed_count, removed_count, expected_price::text
       from whatsapp_newsletters where id = $1`,
      [id],
    );
    expect(kept).toMatchObject({
      sent_count: settled.sent,
      failed_count: settled.failed,
      removed_count: settled.removed,
    });
    const [rate] = await server.db.query<{ price_eur: string }>(
      `select price_eur::text from whatsapp_prices where country_prefix = '49'
       and category = 'MARKETING' order by valid_from desc limit 1`,
    );
    expect(Number(kept.expected_price)).toBeCloseTo(settled.sent * Number(rate.price_eur), 4);
    const again = await call(admin, '/WhatsAppApi/newsletter/stopSending', 'POST', {
      newsletterId: id,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).errorKey).toBe('stopNotPossible');
  });
});

describe('error classes', () => {
  it('gives up on an undeliverable number and opts out who stopped marketing', async () => {
    const [bad, optOut, good] = numbers(3);
    const { id, group } = await newsletterFor([bad, optOut, good]);
    await emulatorControl(server, `/recipients/${bad.telnr}`, 'PUT', {
      failCode: 131026,
      failAtOnce: true,
    });
    await emulatorControl(server, `/recipients/${optOut.telnr}`, 'PUT', {
      failCode: 131050,
      failAtOnce: true,
    });
    expect((await start(id)).status).toBe(200);
    expect(await finished(id)).toMatchObject({ sent: 1, failed: 2, status: NewsletterStatus.sent });
    const rows = await server.db.query<{ telnr: string; error_class: string; error_code: number }>(
      `select telnr, error_class, error_code from whatsapp_newsletter_recipients
       where newsletter_id = $1 and state = 'failed' order by telnr`,
      [id],
    );
    expect(rows).toEqual([
      { telnr: bad.telnr, error_class: 'giveUp', error_code: 131026 },
      { telnr: optOut.telnr, error_class: 'optOut', error_code: 131050 },
    ]);
    const [person] = await server.db.query<{ doi_status: string }>(
      'select doi_status from subscribers where unique_id = $1',
      [group.ids[optOut.key]],
    );
    expect(person.doi_status).toBe('optedOut');
  });

  it('stops the campaign on an authentication error and tells the sender', async () => {
    const { id } = await newsletterFor(numbers(5));
    const [{ phone_number_id: graphId }] = await server.db.query<{ phone_number_id: string }>(
      'select phone_number_id from whatsapp_phone_numbers where id = $1',
      [sender.phone],
    );
    await emulatorControl(server, `/phone_numbers/${graphId}/errors`, 'POST', {
      code: 190,
      count: 5,
    });
    expect((await start(id)).status).toBe(200);
    const end = await finished(id);
    expect(end).toMatchObject({
      stopped: true,
      sent: 0,
      removed: 5,
      status: NewsletterStatus.stopped,
    });
    const [row] = await server.db.query<{ stop_reason: string }>(
      'select stop_reason from whatsapp_newsletters where id = $1',
      [id],
    );
    expect(row.stop_reason).toBe('Graph API error 190');
  });
});

describe('rows a dead process left in flight', () => {
  it('settles a row whose webhook came, sends the unheard and the unattempted one, each once', async () => {
    const [heard, unheard, unattempted] = numbers(3);
    const { id, group } = await newsletterFor([heard, unheard, unattempted]);
    // As if a process had claimed all three, attempted two, sent the first (accepted, its
    // webhook stored) and died.
    await server.db.query(
      `update whatsapp_newsletters set status = 3, sending_started_at = now(), total_count = 3,
         send_snapshot = $2 where id = $1`,
      [id, JSON.stringify(snapshot())],
    );
    const ids = await server.db.query<{ id: string; telnr: string }>(
      'select id::text, telnr from subscribers where unique_id = any($1::uuid[]) order by telnr',
      [[group.ids[heard.key], group.ids[unheard.key], group.ids[unattempted.key]]],
    );
    for (const s of ids) {
      await server.db.query(
        `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
           claimed_by, claimed_at, attempts)
         values ($1, $2, $3, $4, 'dead-process', now() - interval '10 seconds', 1)`,
        [id, s.id, s.telnr, s.telnr === unattempted.telnr ? 'claimed' : 'attempting'],
      );
    }
    const heardId = ids.find((s) => s.telnr === heard.telnr)!.id;
    await server.db.query(
      `insert into whatsapp_message_statuses (wamid, phone_number_id, recipient_wa_id, status,
         sent_at, biz_opaque_callback_data)
       values ('wamid.earlier', '1', $1, 'delivered', now(), $2)`,
      [heard.telnr!.slice(1), `nl:${id}:${heardId}`],
    );
    await server.app.jobs.send('whatsapp.newsletter-send', { phoneNumberId: sender.phone });
    expect(await finished(id)).toMatchObject({ sent: 3, status: NewsletterStatus.sent });
    expect(await emulatorSends(server, heard.telnr!)).toHaveLength(0);
    expect(await emulatorSends(server, unheard.telnr!)).toHaveLength(1);
    expect(await emulatorSends(server, unattempted.telnr!)).toHaveLength(1);
    const [row] = await server.db.query<{ wamid: string; delivery_status: string }>(
      'select wamid, delivery_status from whatsapp_newsletter_recipients where newsletter_id = $1 and subscriber_id = $2',
      [id, heardId],
    );
    expect(row).toEqual({ wamid: 'wamid.earlier', delivery_status: 'delivered' });
  });
});

describe('refusals, rights and account scope', () => {
  it('refuses without a group, with an unknown template, and once sent', async () => {
    const noGroup = await insertNewsletter(server.db, { accountId, phoneNumberId: sender.phone });
    const a = await start(noGroup);
    expect([a.status, (await a.json()).errorKey]).toEqual([400, 'noTargetGroup']);
    const { id: noTemplate } = await newsletterFor(numbers(1), { snapshot: null });
    const b = await start(noTemplate, { templateId: 999999 });
    expect([b.status, (await b.json()).errorKey]).toEqual([409, 'templateUnusable']);
    const { id: empty } = await newsletterFor([{ key: 'x', telnr: null }]);
    const c = await start(empty);
    expect([c.status, (await c.json()).errorKey]).toEqual([409, 'NoEffectiveSubscribers']);
    const { id } = await newsletterFor(numbers(1));
    expect((await start(id)).status).toBe(200);
    const d = await start(id);
    expect([d.status, (await d.json()).errorKey]).toEqual([409, 'statusNotSendable']);
    await finished(id);
  });

  it('refuses an inactive number or business account', async () => {
    const { id } = await newsletterFor(numbers(1));
    await server.db.query('update whatsapp_phone_numbers set active = false where id = $1', [
      sender.phone,
    ]);
    const a = await start(id);
    await server.db.query('update whatsapp_phone_numbers set active = true where id = $1', [
      sender.phone,
    ]);
    expect([a.status, (await a.json()).errorKey]).toEqual([409, 'phoneNumberInactiveKey']);
    const b = await start(id, { businessAccountId: 99999 });
    expect([b.status, (await b.json()).errorKey]).toEqual([409, 'accountInactiveKey']);
  });

  it('needs the edit right to send, and scopes every call to the account', async () => {
    const { id } = await newsletterFor(numbers(1));
    expect((await start(id, {}, viewer)).status).toBe(403);
    const other = await insertNewsletter(server.db, {
      accountId: await accountIdOf(server.db, 'Stadtwerke Sonnenfeld'),
    });
    expect((await start(other)).status).toBe(404);
    expect(
      (await call(marketer, `/WhatsAppApi/newsletter/getSendInformation?newsletterId=${other}`))
        .status,
    ).toBe(404);
    expect(
      (await call(admin, '/WhatsAppApi/newsletter/stopSending', 'POST', { newsletterId: other }))
        .status,
    ).toBe(404);
  });
});
