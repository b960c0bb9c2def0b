/**
 * Processing stored changes through the handler registry: a failing handler leaves its change
 * unprocessed with its error and a retry time, and does not hold back the others.
 */
import type {
  WebhookChangeHandler,
  WebhookHandlers,
} from '../../../../src/server/whatsapp/webhooks/changeHandlers';
import { processWebhookChanges } from '../../../../src/server/whatsapp/webhooks/processChanges';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // What the test handlers do, in the processing transaction: committed or rolled back with it.
  await database.db.query('create table test_effects (n text not null)');
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
    `select field, processed_at is not null as processed, attempts, last_error,
            retry_at > now() as waits
       from whatsapp_webhook_changes where id = any($1::bigint[]) order by id`,
    [ids],
  );

it('applies the other changes and leaves the failing one to a later retry', async () => {
  const applied = async () =>
    (await database.db.query<{ n: string }>('select n from test_effects order by n')).map(
      (row) => row.n,
    );
  let broken = true;
  const handlers: WebhookHandlers = {
    one: new Map<string, WebhookChangeHandler>([
      [
        'good',
        async (tx, change) => {
          await tx.query('insert into test_effects (n) values ($1)', [
            (change.value as { n: string }).n,
          ]);
        },
      ],
      [
        'flaky',
        async () => {
          if (broken) throw new Error('template table not ready');
        },
      ],
    ]),
    many: new Map(),
  };
  const ids = [
    await storeChange('good', { n: 'a' }),
    await storeChange('flaky', { n: 'b' }),
    await storeChange('good', { n: 'c' }),
  ];
  const first = await processWebhookChanges(database.db, handlers);
  expect(first).toEqual({
    processed: 2,
    failed: [{ id: ids[1], error: 'template table not ready' }],
  });
  expect(await applied()).toEqual(['a', 'c']);
  expect(await state(ids)).toEqual([
    { field: 'good', processed: true, attempts: 1, last_error: null, waits: null },
    {
      field: 'flaky',
      processed: false,
      attempts: 1,
      last_error: 'template table not ready',
      waits: true,
    },
    { field: 'good', processed: true, attempts: 1, last_error: null, waits: null },
  ]);

  broken = false;
  // Not due yet: nothing happens.
  expect(await processWebhookChanges(database.db, handlers)).toEqual({ processed: 0, failed: [] });
  // Due: only the failed change is applied; the others are never applied twice.
  await database.db.query('update whatsapp_webhook_changes set retry_at = now() where id = $1', [
    ids[1],
  ]);
  expect(await processWebhookChanges(database.db, handlers)).toEqual({ processed: 1, failed: [] });
  expect(await applied()).toEqual(['a', 'c']);
  expect(await state(ids)).toEqual([
    { field: 'good', processed: true, attempts: 1, last_error: null, waits: null },
    { field: 'flaky', processed: true, attempts: 2, last_error: null, waits: null },
    { field: 'good', processed: true, attempts: 1, last_error: null, waits: null },
  ]);
});

it('marks changes of fields without a handler processed, without effect', async () => {
  const id = await storeChange('nobody_handles_this', { x: 1 });
  await processWebhookChanges(database.db, { one: new Map(), many: new Map() });
  expect(await state([id])).toEqual([
    { field: 'nobody_handles_this', processed: true, attempts: 1, last_error: null, waits: null },
  ]);
});

it('processes more changes than one batch holds', async () => {
  const ids = await Promise.all(Array.from({ length: 25 }, (_, n) => storeChange('bulk', { n })));
  const seen: number[] = [];
  const result = await processWebhookChanges(
    database.db,
    {
      one: new Map(),
      many: new Map([['bulk', async (_tx, changes) => void seen.push(changes.length)]]),
    },
    { batchSize: 10 },
  );
  expect(result).toEqual({ processed: 25, failed: [] });
  expect(seen).toEqual([10, 10, 5]);
  expect((await state(ids)).every((row) => row.processed)).toBe(true);
});
