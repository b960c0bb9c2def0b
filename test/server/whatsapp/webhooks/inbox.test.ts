/**
 * The inbox applies message statuses on arrival, instead of storing them, and stores everything
 * else (and statuses it could not apply) for the processing job.
 */
import { readEnvelope } from '../../../../src/server/whatsapp/webhooks/envelope';
import { WebhookInbox } from '../../../../src/server/whatsapp/webhooks/inbox';
import { statusesOnArrival } from '../../../../src/server/whatsapp/webhooks/statusesOnArrival';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';
import { inboundEnvelope, newWamid, status, statusEnvelope } from './webhookPayloads';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const changesOf = (envelope: unknown) => readEnvelope(Buffer.from(JSON.stringify(envelope))) ?? [];

const stored = (wamid: string) =>
  database.db.query<{ processed: boolean }>(
    `select processed_at is not null as processed from whatsapp_webhook_changes
      where value -> 'statuses' -> 0 ->> 'id' = $1`,
    [wamid],
  );

const statusOf = async (wamid: string) =>
  (
    await database.db.query<{ status: string }>(
      'select status from whatsapp_message_statuses where wamid = $1',
      [wamid],
    )
  )[0]?.status;

it('applies statuses on arrival and kicks the job only for what is left to it', async () => {
  const kicks: number[] = [];
  const inbox = new WebhookInbox(database.db, () => kicks.push(1), statusesOnArrival());
  const wamid = newWamid();
  await inbox.store(changesOf(statusEnvelope([status(wamid, 'delivered', 1_700_000_002)])));
  expect(await statusOf(wamid)).toBe('delivered');
  expect(await stored(wamid)).toEqual([]);
  expect(kicks).toHaveLength(0);

  const reply = inboundEnvelope({
    from: '4915198765432',
    id: newWamid(),
    timestamp: '1700000003',
    type: 'text',
    text: { body: 'Hallo' },
  });
  await inbox.store(changesOf(reply));
  expect(kicks).toHaveLength(1);
  const [left] = await database.db.query<{ processed: boolean }>(
    `select processed_at is not null as processed from whatsapp_webhook_changes
      where field = 'messages' and value ? 'messages'`,
  );
  expect(left).toEqual({ processed: false });
});

it('changes nothing when Meta repeats a status, alone or beside a later one', async () => {
  const inbox = new WebhookInbox(database.db, () => undefined, statusesOnArrival());
  const wamid = newWamid();
  const sent = statusEnvelope([status(wamid, 'sent', 1_700_000_000)]);
  await inbox.store(changesOf(sent));
  await inbox.store(changesOf(statusEnvelope([status(wamid, 'read', 1_700_000_009)])));
  const row = () =>
    database.db.query(
      'select status, sent_at, read_at from whatsapp_message_statuses where wamid = $1',
      [wamid],
    );
  const before = await row();
  await Promise.all([inbox.store(changesOf(sent)), inbox.store(changesOf(sent))]);
  await inbox.store(changesOf(sent));
  expect(await row()).toEqual(before);
  expect(before).toEqual([
    { status: 'read', sent_at: new Date(1_700_000_000_000), read_at: new Date(1_700_000_009_000) },
  ]);
});

it('applies the statuses of one batch together', async () => {
  const inbox = new WebhookInbox(database.db, () => undefined, statusesOnArrival());
  const wamid = newWamid();
  const parts = [
    status(wamid, 'read', 1_700_000_009),
    status(wamid, 'sent', 1_700_000_000),
    status(wamid, 'delivered', 1_700_000_002),
  ];
  // Handed in during one turn of the event loop: written by one statement.
  await Promise.all(parts.map((part) => inbox.store(changesOf(statusEnvelope([part])))));
  const [row] = await database.db.query(
    `select status, sent_at, delivered_at, read_at from whatsapp_message_statuses where wamid = $1`,
    [wamid],
  );
  expect(row).toEqual({
    status: 'read',
    sent_at: new Date(1_700_000_000_000),
    delivered_at: new Date(1_700_000_002_000),
    read_at: new Date(1_700_000_009_000),
  });
});

it('stores statuses unprocessed for the job when applying them fails', async () => {
  const kicks: number[] = [];
  const inbox = new WebhookInbox(database.db, () => kicks.push(1), statusesOnArrival());
  const wamid = newWamid();
  // The product's own application, failing in the database for this one wamid.
  await database.db.exec(`
    create function fail_status_for_test() returns trigger language plpgsql as $$
    begin
      if new.wamid = '${wamid}' then raise exception 'status table unavailable'; end if;
      return new;
    end $$;
    create trigger fail_status_for_test before insert on whatsapp_message_statuses
      for each row execute function fail_status_for_test();`);
  try {
    await inbox.store(changesOf(statusEnvelope([status(wamid, 'read', 1_700_000_009)])));
  } finally {
    await database.db.exec(`drop trigger fail_status_for_test on whatsapp_message_statuses;
      drop function fail_status_for_test();`);
  }
  expect(await stored(wamid)).toEqual([{ processed: false }]);
  expect(await statusOf(wamid)).toBeUndefined();
  expect(kicks).toHaveLength(1);
});

it('applies a status alone for its wamid as it came, beside merged ones, in one statement', async () => {
  const inbox = new WebhookInbox(database.db, () => undefined, statusesOnArrival());
  const [alone, merged] = [newWamid(), newWamid()];
  const failure = status(alone, 'failed', 1_700_000_005, {
    errors: [
      {
        code: 131026,
        title: 'Message undeliverable',
        message: 'Message undeliverable',
        error_data: { details: 'Message could not be delivered.' },
      },
    ],
    biz_opaque_callback_data: 'recipient-7',
  });
  const parts = [
    failure,
    status(merged, 'delivered', 1_700_000_002),
    status(merged, 'sent', 1_700_000_000, { biz_opaque_callback_data: 'recipient-8' }),
  ];
  await Promise.all(parts.map((part) => inbox.store(changesOf(statusEnvelope([part])))));
  const rows = await database.db.query(
    `select wamid, status, sent_at, delivered_at, read_at, failed_at, error_code, error_title,
       biz_opaque_callback_data, pricing_category
     from whatsapp_message_statuses where wamid = any($1::text[]) order by wamid = $2 desc`,
    [[alone, merged], alone],
  );
  expect(rows).toEqual([
    {
      wamid: alone,
      status: 'failed',
      sent_at: null,
      delivered_at: null,
      read_at: null,
      failed_at: new Date(1_700_000_005_000),
      error_code: 131026,
      error_title: 'Message undeliverable',
      biz_opaque_callback_data: 'recipient-7',
      pricing_category: null,
    },
    {
      wamid: merged,
      status: 'delivered',
      sent_at: new Date(1_700_000_000_000),
      delivered_at: new Date(1_700_000_002_000),
      read_at: null,
      failed_at: null,
      error_code: null,
      error_title: null,
      biz_opaque_callback_data: 'recipient-8',
      pricing_category: 'marketing',
    },
  ]);
});

it.each([1, 2])(
  'with %i writers, writes a change handed in just as the writer found nothing more to do',
  async (writers) => {
    const inbox = new WebhookInbox(
      database.db,
      () => undefined,
      statusesOnArrival(),
      1000,
      writers,
    );
    const [first, second] = [newWamid(), newWamid()];
    // The second store runs in the turn its first answer resolves: before the writer's own
    // promise settles. A writer counted as running until then would leave it unwritten.
    await inbox.store(changesOf(statusEnvelope([status(first, 'sent', 1_700_000_000)])));
    await inbox.store(changesOf(statusEnvelope([status(second, 'sent', 1_700_000_000)])));
    await inbox.settled();
    expect([await statusOf(first), await statusOf(second)]).toEqual(['sent', 'sent']);
  },
);
