/**
 * Meta's pair rate limit against the sending engine: a recipient answered 131056 (the emulator's
 * burst to that person is used up) waits for a later retry while the other 999 recipients of
 * the send go on at the number's full pace, and is sent once the borrowed time has passed.
 */
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import { accountIdOf, insertNewsletter } from './newsletterFixtures';
import {
  approveTemplate,
  demoPhoneGraphId,
  demoSender,
  demoToken,
  emulatorControl,
  waitFor,
} from './sendingFixtures';

let server: TestServer;
afterAll(() => server?.close());

it('131056 on one recipient does not slow a 1,000-recipient send', async () => {
  server = await startTestServer({
    EMULATOR_REVIEW_DELAY_MS: '10',
    // Statuses long after the test: 3,000 status webhooks would only load the machine.
    EMULATOR_STATUS_DELAY_FACTOR: '1000',
    EMULATOR_FAILURE_RATE: '0',
    NEWSLETTER_LEASE_SECONDS: '2',
    NEWSLETTER_SETTLE_SECONDS: '4',
  });
  const marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  const accountId = await accountIdOf(server.db);
  const sender = await demoSender(server);
  await approveTemplate(server);
  await emulatorControl(server, `/wabas/${demoWaba.wabaId}`, 'PATCH', { messagingLimit: null });
  // The upgrade to 1,000 messages/s arrives as Meta's THROUGHPUT_UPGRADE webhook.
  await emulatorControl(server, `/phone_numbers/${demoPhoneGraphId}`, 'PATCH', {
    throughput: 1000,
  });
  await waitFor(
    () =>
      server.db.query<{ level: string }>(
        'select throughput_level as level from whatsapp_phone_numbers where id = $1',
        [sender.phone],
      ),
    ([row]) => row.level === 'HIGH',
  );

  const [profile] = await server.db.query<{ id: number }>(
    `insert into profiles (account_id, name) values ($1, 'Paarlimit') returning id`,
    [accountId],
  );
  await server.db.query(
    `with made as (
       insert into subscribers (account_id, firstname, lastname, telnr, telnr_valid, culture,
         doi_status)
       select $1, 'Nr' || n, 'Paar', '+' || (4915177700000 + n)::text, true, 'de-DE', 'confirmed'
       from generate_series(0, 999) n returning id)
     insert into profile_subscribers (profile_id, subscriber_id) select $2, id from made`,
    [accountId, profile.id],
  );
  const id = await insertNewsletter(server.db, {
    accountId,
    profileId: profile.id,
    phoneNumberId: sender.phone,
  });
  // Someone the number just wrote to 45 times: Meta's burst to that person is used up (Meta
  // gives one more message each 6 s from now, so the send starts right after).
  const busy = '4915177700000';
  const token = await demoToken(server);
  for (let i = 0; i < 45; i++) {
    await server.app.cloudApi.client.sendTemplate(token, demoPhoneGraphId, {
      to: busy,
      name: 'spring_offer',
      language: 'de',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Anna' }] }],
    });
  }

  const started = Date.now();
  const response = await caller(server)(marketer, '/WhatsAppApi/newsletter/startSending', 'POST', {
    newsletterId: id,
    templateId: 1,
    businessAccountId: sender.waba,
  });
  expect(response.status).toBe(200);

  const rowsOf = () =>
    server.db.query<{ telnr: string; state: string; error_code: number | null; attempts: number }>(
      `select telnr, state, error_code, attempts from whatsapp_newsletter_recipients
       where newsletter_id = $1`,
      [id],
    );
  const isBusy = (row: { telnr: string }) => row.telnr.replace(/\D/g, '') === busy;
  const atOthersDone = await waitFor(
    rowsOf,
    (rows) => rows.filter((r) => !isBusy(r) && r.state === 'sent').length === 999,
    45_000,
  );
  const othersTook = Date.now() - started;
  // 999 messages at 1,000/s: seconds; nobody waited for the pair-limited one.
  expect(othersTook).toBeLessThan(15_000);
  // By then it was refused with 131056 and waits for (or is in) its retry, unless the retry
  // already got through on a slow machine.
  const waiting = atOthersDone.find(isBusy)!;
  if (waiting.state !== 'sent') expect(waiting).toMatchObject({ error_code: 131056 });
  expect(waiting.state).not.toBe('failed');

  // Meta gives the person one more message 6 s after the burst: the retry gets through.
  const all = await waitFor(rowsOf, (rows) => rows.every((r) => r.state === 'sent'), 30_000);
  expect(all).toHaveLength(1000);
  expect(all.find(isBusy)!.attempts).toBeGreaterThanOrEqual(2);
});
