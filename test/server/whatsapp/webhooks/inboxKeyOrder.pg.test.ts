/**
 * Two inboxes (two writers of one server, or two servers) storing the same repeated changes at
 * once on one PostgreSQL, in opposite orders: an insert waits for the other statement's
 * uncommitted row of the same key, so the rows go in in key order and the later statement waits
 * instead of deadlocking. Runs with DATABASE_URL (`npm run test:pg`): PGlite has one connection.
 *
 * A third connection holds the middle key uncommitted, so both statements are midway when it
 * lets go; without the key order each then held a key the other waited for.
 */
import type { IncomingChange } from '../../../../src/server/whatsapp/webhooks/envelope';
import { WebhookInbox } from '../../../../src/server/whatsapp/webhooks/inbox';
import { holdLocks, untilWaitingForLocks } from '../../../support/lockWaits';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

const suite = process.env.DATABASE_URL ? describe : describe.skip;

suite('two inboxes storing the same changes in opposite orders (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  const change = (key: string): IncomingChange => ({
    dedupeKey: `test:${key}`,
    wabaId: '102290129340398',
    field: 'account_update',
    value: { event: key },
  });

  it('stores each change once and answers both', async () => {
    const { db } = database;
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const middle = change('c');
    // Rolled back: the inboxes store the key themselves.
    const blocker = await holdLocks(
      db,
      (tx) =>
        tx.query(
          `insert into whatsapp_webhook_changes (dedupe_key, waba_id, field, value)
           values ($1, $2, $3, $4)`,
          [middle.dedupeKey, middle.wabaId, middle.field, JSON.stringify(middle.value)],
        ),
      { rollBack: true },
    );
    const forward = new WebhookInbox(database.connectAgain(), () => undefined);
    const backward = new WebhookInbox(database.connectAgain(), () => undefined);
    const stores = Promise.allSettled([
      forward.store(keys.map(change)),
      backward.store([...keys].reverse().map(change)),
    ]);
    // Polled, never timed: both statements wait for the held key before it goes.
    await untilWaitingForLocks(database.connectAgain(), 2);
    await blocker.release();
    const outcomes = await stores;
    // Without the key order, PostgreSQL fails one of them: "deadlock detected".
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
    ).toEqual(['ok', 'ok']);
    const rows = await db.query<{ dedupe_key: string }>(
      `select dedupe_key from whatsapp_webhook_changes where dedupe_key like 'test:%'
       order by dedupe_key`,
    );
    expect(rows.map((row) => row.dedupe_key)).toEqual(keys.map((key) => `test:${key}`));
  });
});
