/**
 * The inbox applies message statuses in the transaction that stores them and leaves everything
 * else (and statuses it could not apply) to the processing job.
 */
import type { Queryable } from '../../../../src/server/db/database';
import { readEnvelope } from '../../../../src/server/whatsapp/webhooks/envelope';
import { webhookHandlers } from '../../../../src/server/whatsapp/webhooks/changeHandlers';
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

it('applies statuses as they are stored and kicks the job only for what is left to it', async () => {
  const kicks: number[] = [];
  const inbox = new WebhookInbox(
    database.db,
    () => kicks.push(1),
    statusesOnArrival(webhookHandlers),
  );
  const wamid = newWamid();
  await inbox.store(changesOf(statusEnvelope([status(wamid, 'delivered', 1_700_000_002)])));
  expect(await statusOf(wamid)).toBe('delivered');
  expect(await stored(wamid)).toEqual([{ processed: true }]);
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

it('applies a repeated status once: only the first storing applies it', async () => {
  const applied: number[] = [];
  const counting = statusesOnArrival({
    one: new Map(),
    many: new Map([
      ['messages', async (_tx: Queryable, changes: unknown[]) => void applied.push(changes.length)],
    ]),
  });
  const inbox = new WebhookInbox(database.db, () => undefined, counting);
  const envelope = statusEnvelope([status(newWamid(), 'sent', 1_700_000_000)]);
  await inbox.store(changesOf(envelope));
  await inbox.store(changesOf(envelope));
  await inbox.store(changesOf(envelope));
  expect(applied).toEqual([1]);
});

it('stores statuses unprocessed for the job when applying them fails', async () => {
  const kicks: number[] = [];
  const inbox = new WebhookInbox(database.db, () => kicks.push(1), {
    accepts: () => true,
    apply: async () => {
      throw new Error('status table unavailable');
    },
  });
  const wamid = newWamid();
  await inbox.store(changesOf(statusEnvelope([status(wamid, 'read', 1_700_000_009)])));
  expect(await stored(wamid)).toEqual([{ processed: false }]);
  expect(await statusOf(wamid)).toBeUndefined();
  expect(kicks).toHaveLength(1);
});
