/**
 * Counting as Meta counts (issue 22, point 5): only templates to people whose customer service
 * window is closed use up the daily limit. People write to the number through the emulator; the
 * product learns of it from the signed webhook, and both the pre-send check and the sending
 * engine leave them out of the limit, while anyone else is still held to it.
 */
import { ValidationResult, type ValidationEntry } from '../../../../src/common/newsletters';
import { demoWaba } from '../../../../src/server/db/seedWhatsAppAccounts';
import { startTestServer, type TestServer } from '../../../support/testServer';
import { caller, tokenOf } from '../doubleOptIn/doiTestServer';
import {
  accountIdOf,
  groupWith,
  insertNewsletter,
  type FixtureSubscriber,
} from './newsletterFixtures';
import {
  approveTemplate,
  demoPhoneGraphId,
  demoSender,
  emulatorControl,
  emulatorSends,
  waitFor,
} from './sendingFixtures';

let server: TestServer;
let call: ReturnType<typeof caller>;
let marketer: string;
let accountId: number;
let sender: { phone: number; waba: number };

beforeAll(async () => {
  server = await startTestServer({
    EMULATOR_REVIEW_DELAY_MS: '10',
    EMULATOR_STATUS_DELAY_FACTOR: '0.01',
    EMULATOR_FAILURE_RATE: '0',
    NEWSLETTER_LEASE_SECONDS: '2',
    NEWSLETTER_SETTLE_SECONDS: '4',
  });
  call = caller(server);
  marketer = await tokenOf(server, 'marketer', 'relay-marketer');
  accountId = await accountIdOf(server.db);
  sender = await demoSender(server);
  await approveTemplate(server);
  // A portfolio allowed one person a day, reported to the product by Meta's capability webhook.
  await emulatorControl(server, `/wabas/${demoWaba.wabaId}`, 'PATCH', { messagingLimit: 1 });
  await waitFor(
    () =>
      server.db.query<{ daily_limit: number | null }>(
        'select daily_limit from whatsapp_phone_numbers where id = $1',
        [sender.phone],
      ),
    ([row]) => row.daily_limit === 1,
  );
});
afterAll(() => server?.close());

/** The person writes to the demo number; resolves once the product has opened their window. */
async function personWrites(telnr: string): Promise<void> {
  const waId = telnr.replace(/\D/g, '');
  await emulatorControl(server, `/recipients/${waId}/messages`, 'POST', {
    phoneNumberId: demoPhoneGraphId,
    type: 'text',
    text: 'Gibt es noch Plätze? 🌞',
  });
  await waitFor(
    () =>
      server.db.query(
        'select 1 from whatsapp_service_windows where phone_number_id = $1 and wa_id = $2',
        [demoPhoneGraphId, waId],
      ),
    (rows) => rows.length === 1,
  );
}

async function newsletterFor(name: string, subscribers: FixtureSubscriber[]) {
  const group = await groupWith(server.db, accountId, name, subscribers);
  return insertNewsletter(server.db, {
    accountId,
    profileId: group.id,
    phoneNumberId: sender.phone,
  });
}

const templatesTo = async (telnr: string) =>
  (await emulatorSends(server, telnr.slice(1))).filter((sent) => 'template' in sent.request);

const rowsOf = (newsletterId: number) =>
  server.db.query<{ telnr: string; state: string; error_class: string | null }>(
    `select telnr, state, error_class from whatsapp_newsletter_recipients
     where newsletter_id = $1 order by telnr`,
    [newsletterId],
  );

it('a template into an open window does not use up the daily limit', async () => {
  const anna = '+4915133300001';
  const ben = '+4915133300002';
  const carla = '+4915133300003';
  await personWrites(anna);
  await personWrites(ben);
  const id = await newsletterFor('Fenster offen', [
    { key: 'anna', telnr: anna },
    { key: 'ben', telnr: ben },
    { key: 'carla', telnr: carla },
  ]);

  // Three recipients, a limit of one: only carla uses it, so the check lets the send start.
  const response = await call(marketer, '/WhatsAppApi/newsletter/validate/sendlimit', 'POST', {
    newsletterId: id,
  });
  const entries = (await response.json()) as ValidationEntry[];
  expect(entries.map((e) => [e.result, e.errorKey, e.details])).toEqual([
    [
      ValidationResult.warning,
      'messageLimitExceedsFifty',
      { effective: 1, available: 1, limit: 1, used: 0 },
    ],
    [ValidationResult.success, 'messageLimitServiceWindow', { count: 2 }],
  ]);
  const started = await call(marketer, '/WhatsAppApi/newsletter/startSending', 'POST', {
    newsletterId: id,
    templateId: 1,
    businessAccountId: sender.waba,
  });
  expect(started.status).toBe(200);

  // All three go out: the engine counted carla alone, and Meta (the emulator) agreed.
  const rows = await waitFor(
    () => rowsOf(id),
    (list) => list.every((row) => row.state === 'sent'),
  );
  expect(rows.map((row) => row.telnr)).toEqual([anna, ben, carla]);
  expect(server.app.cloudApi.pacer.recipientsInWindow(demoWaba.wabaId)).toBe(1);
  // (The number's automatic answer to what anna and ben wrote is a service message, not counted.)
  for (const person of [anna, ben, carla]) {
    expect(await templatesTo(person)).toHaveLength(1);
  }

  // Anyone outside a window is still held to the limit, which carla used up.
  const dora = '+4915133300004';
  const later = await newsletterFor('Fenster zu', [{ key: 'dora', telnr: dora }]);
  const check = await call(marketer, '/WhatsAppApi/newsletter/validate/sendlimit', 'POST', {
    newsletterId: later,
  });
  expect(((await check.json()) as ValidationEntry[]).map((e) => [e.result, e.errorKey])).toEqual([
    [ValidationResult.error, 'messageLimitExceeded'],
  ]);
  // Driven by the engine regardless (as a send the check passed earlier, picked up by the
  // engine's sweep): the row waits for the limit instead of going out.
  await server.db.query(
    `update whatsapp_newsletters set status = 3, send_snapshot = (
       select send_snapshot from whatsapp_newsletters where id = $2) where id = $1`,
    [later, id],
  );
  await server.db.query(
    `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state)
     select $1, s.id, s.telnr, 'pending' from subscribers s where s.telnr = $2 and s.account_id = $3`,
    [later, dora, accountId],
  );
  expect(
    await waitFor(
      () => rowsOf(later),
      ([row]) => row.error_class !== null,
    ),
  ).toEqual([{ telnr: dora, state: 'pending', error_class: 'messagingLimit' }]);
  expect(await templatesTo(dora)).toEqual([]);
});
