/**
 * Processing stored changes through the handler registry: a failing handler leaves its change
 * unprocessed with its error (the job fails and retries) and does not hold back the others.
 */
import type { WebhookChangeHandler } from '../../../../src/server/whatsapp/webhooks/changeHandlers';
import { processWebhookChanges } from '../../../../src/server/whatsapp/webhooks/processChanges';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function storeChange(field: string, value: object): Promise<string> {
  const [row] = await database.db.query<{ id: string }>(
    `insert into whatsapp_webhook_changes (dedupe_key, waba_id, field, value)
     values ($1, '1', $2, $3) returning id::text as id`,
    [`${field}:${JSON.stringify(value)}`, field, JSON.stringify(value)],
  );
  return row.id;
}

const state = (ids: string[]) =>
  database.db.query(
    `select field, processed_at is not null as processed, attempts, last_error
       from whatsapp_webhook_changes where id = any($1::bigint[]) order by id`,
    [ids],
  );

it('applies the other changes and leaves the failing one to its retry', async () => {
  const applied: string[] = [];
  let broken = true;
  const handlers = new Map<string, WebhookChangeHandler>([
    [
      'good',
      async (tx, change) => {
        await tx.query('select 1');
        applied.push((change.value as { n: string }).n);
      },
    ],
    [
      'flaky',
      async () => {
        if (broken) throw new Error('template table not ready');
      },
    ],
  ]);
  const ids = [
    await storeChange('good', { n: 'a' }),
    await storeChange('flaky', { n: 'b' }),
    await storeChange('good', { n: 'c' }),
  ];
  await expect(processWebhookChanges(database.db, handlers, ids)).rejects.toThrow(
    /1 of 3 webhook changes failed.*template table not ready/,
  );
  expect(await state(ids)).toEqual([
    { field: 'good', processed: true, attempts: 1, last_error: null },
    { field: 'flaky', processed: false, attempts: 1, last_error: 'template table not ready' },
    { field: 'good', processed: true, attempts: 1, last_error: null },
  ]);
  // The job's retry applies only what is left.
  broken = false;
  applied.length = 0;
  await processWebhookChanges(database.db, handlers, ids);
  expect(applied).toEqual([]);
  expect((await state(ids)).map((row) => row)).toEqual([
    { field: 'good', processed: true, attempts: 1, last_error: null },
    { field: 'flaky', processed: true, attempts: 2, last_error: null },
    { field: 'good', processed: true, attempts: 1, last_error: null },
  ]);
});

it('marks changes of fields without a handler processed, without effect', async () => {
  const id = await storeChange('nobody_handles_this', { x: 1 });
  await processWebhookChanges(database.db, new Map(), [id]);
  expect(await state([id])).toEqual([
    { field: 'nobody_handles_this', processed: true, attempts: 1, last_error: null },
  ]);
});
