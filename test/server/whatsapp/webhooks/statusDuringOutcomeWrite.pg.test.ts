/**
 * A status webhook that comes while the sending engine writes the message's wamid onto its
 * recipient row (webhookStatusLink.ts), on one PostgreSQL. Runs with DATABASE_URL
 * (`npm run test:pg`): PGlite has one connection, where statements never overlap.
 *
 * Seen in CI on a loaded machine: the row kept no status. The outcome write read the stored
 * statuses as they were when it started, and the webhook statement, started before the write
 * committed, looked for the row by a wamid it did not have yet. Made to happen every time here:
 * a third connection holds the row, so the outcome write has started (and waits for the row)
 * before the webhook statement starts.
 */
import {
  callbackKey,
  writeOutcomes,
} from '../../../../src/server/whatsapp/newsletters/sending/recipientRows';
import { applyMessageStatuses } from '../../../../src/server/whatsapp/webhooks/messageStatuses';
import { holdLocks, untilWaitingForLocks } from '../../../support/lockWaits';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

const suite = process.env.DATABASE_URL ? describe : describe.skip;

suite('a status webhook while the engine writes the wamid (PostgreSQL)', () => {
  const owner = 'engine-under-test';
  const subscriberId = '900000001';
  let database: TestDatabase;
  let newsletterId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    [{ id: newsletterId }] = await database.db.query<{ id: number }>(
      `insert into whatsapp_newsletters (account_id, name, status)
       values ((select min(id) from accounts), 'Status during write', 3) returning id`,
    );
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('links the status it brings while the outcome write waits for the row', async () => {
    const { db } = database;
    const wamid = 'wamid.during-write-1';
    await db.query(
      `insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
         attempts, claimed_by, claimed_at)
       values ($1, $2, '4915100000001', 'attempting', 1, $3, now())`,
      [newsletterId, subscriberId, owner],
    );
    const [engine, webhooks, watcher] = [
      database.connectAgain(),
      database.connectAgain(),
      database.connectAgain(),
    ];
    const blocker = await holdLocks(db, (tx) =>
      tx.query(
        `select 1 from whatsapp_newsletter_recipients
         where newsletter_id = $1 and subscriber_id = $2 for update`,
        [newsletterId, subscriberId],
      ),
    );

    const outcome = writeOutcomes(engine, newsletterId, owner, [
      { subscriberId, attempt: 1, state: 'sent', wamid },
    ]);
    await untilWaitingForLocks(watcher, 1, outcome);
    const status = applyMessageStatuses(webhooks, [
      {
        phoneNumberId: '106540352242922',
        status: {
          id: wamid,
          status: 'delivered',
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: '4915100000001',
          biz_opaque_callback_data: callbackKey(newsletterId, subscriberId),
        },
      },
    ]);
    await untilWaitingForLocks(watcher, 2, status);
    await blocker.release();
    await Promise.all([outcome, status]);

    const [row] = await db.query<{ state: string; wamid: string; delivery_status: string }>(
      `select state, wamid, delivery_status from whatsapp_newsletter_recipients
       where newsletter_id = $1 and subscriber_id = $2`,
      [newsletterId, subscriberId],
    );
    expect(row).toEqual({ state: 'sent', wamid, delivery_status: 'delivered' });
  });
});
