/**
 * Two servers copying statuses onto the same newsletter recipients at once (webhookStatusLink.ts)
 * on one PostgreSQL: the rows are locked in one order whatever plan each statement gets, so the
 * later statement waits for the earlier instead of deadlocking with it. Runs with DATABASE_URL
 * (`npm run test:pg`): PGlite has one connection, where statements never overlap.
 *
 * Made to fail without the order: statuses and recipients are stored in descending wamid order,
 * and the two statements get different plans (by their own session settings, as two servers'
 * batches of other sizes would): one reads the statuses by index (ascending wamids), the other
 * in table order (descending), and each updated its rows in that order. A third connection holds
 * the middle row, so both statements are midway when it lets go.
 */
import type { Database, Queryable } from '../../../../src/server/db/database';
import { linkRecipientStatusesCte } from '../../../../src/server/whatsapp/newsletters/sending/webhookStatusLink';
import { statusRank } from '../../../../src/server/whatsapp/webhooks/statusRank';
import { holdLocks, untilWaitingForLocks } from '../../../support/lockWaits';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

/**
 * The link alone, from statuses already stored: in the product it follows the upsert of the
 * statuses in one statement (messageStatuses.ts), whose own wamid order would serialise the two
 * batches before they reach the recipients.
 */
async function linkRecipientStatuses(tx: Queryable, wamids: string[]): Promise<void> {
  await tx.query(
    `with stored_statuses as (
       select wamid, status, error_code, biz_opaque_callback_data as callback_data
       from whatsapp_message_statuses where wamid = any($1::text[])
     ), ${linkRecipientStatusesCte('stored_statuses', '$2::text[]')}
     select count(*) from stored_statuses`,
    [wamids, statusRank],
  );
}

const suite = process.env.DATABASE_URL ? describe : describe.skip;

suite('copying statuses onto recipients from two connections at once (PostgreSQL)', () => {
  const count = 200;
  const wamids = Array.from(
    { length: count },
    (_, i) => `wamid.order-${String(i).padStart(4, '0')}`,
  );
  const middle = wamids[count / 2];
  let database: TestDatabase;
  let newsletterId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    [{ id: newsletterId }] = await db.query<{ id: number }>(
      `insert into whatsapp_newsletters (account_id, name, status)
       values ((select min(id) from accounts), 'Lock order', 4) returning id`,
    );
    // Descending wamids in table order; their statuses in ascending order.
    await db.query(
      `insert into whatsapp_newsletter_recipients
         (newsletter_id, subscriber_id, telnr, state, wamid, sent_at)
       select $1, 900000000 + n, '49151' || lpad(n::text, 8, '0'), 'sent', w, now()
       from unnest($2::text[]) with ordinality as t (w, n) order by w desc`,
      [newsletterId, wamids],
    );
    await db.query(
      `insert into whatsapp_message_statuses (wamid, phone_number_id, recipient_wa_id, status,
         delivered_at)
       select w, '106540352242922', '4915100000000', 'delivered', now()
       from unnest($1::text[]) as w order by w desc`,
      [wamids],
    );
    await db.query('analyze whatsapp_newsletter_recipients');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('finishes both batches, one after the other, with every row linked', async () => {
    const { db } = database;
    const [first, second, watcher] = [
      database.connectAgain(),
      database.connectAgain(),
      database.connectAgain(),
    ];
    const blocker = await holdLocks(db, (tx) =>
      tx.query('select 1 from whatsapp_newsletter_recipients where wamid = $1 for update', [
        middle,
      ]),
    );
    const link = (connection: Database, settings: string[]) =>
      connection.transaction(async (tx) => {
        for (const setting of settings) await tx.query(`set local ${setting} = off`);
        await linkRecipientStatuses(tx, wamids);
      });
    // Index scans (wamid order), and sequential scans (table order).
    const batches = Promise.allSettled([
      link(first, ['enable_seqscan', 'enable_bitmapscan']),
      link(second, ['enable_indexscan', 'enable_bitmapscan']),
    ]);
    // Polled, never timed: both statements are midway, waiting for a row, before it goes.
    await untilWaitingForLocks(watcher, 2);
    await blocker.release();
    const outcomes = await batches;
    // Without one order, PostgreSQL fails one of them: "deadlock detected".
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
    ).toEqual(['ok', 'ok']);
    const [{ linked }] = await db.query<{ linked: number }>(
      `select count(*)::int as linked from whatsapp_newsletter_recipients
       where newsletter_id = $1 and wamid = any($2::text[]) and delivery_status = 'delivered'`,
      [newsletterId, wamids],
    );
    expect(linked).toBe(count);
  });
});
