/**
 * Demo data is seeded once: a restart finds every area in `demo_seeds` and adds nothing; a
 * database that predates the record probes each area's own tables, adds nothing either, and
 * records the areas.
 */
import { seedDemoData } from '../../../src/server/db/seed';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const counts = async () =>
  (
    await database.db.query(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from subscribers) as subscribers,
              (select count(*)::int from account_products) as products,
              (select count(*)::int from doi_processes) as processes`,
    )
  )[0];

const areas = async () =>
  (await database.db.query<{ area: string }>('select area from demo_seeds order by area')).map(
    (row) => row.area,
  );

it('records the seeded areas and adds nothing at a restart', async () => {
  expect(await areas()).toEqual([
    'dashboard',
    'doubleOptIn',
    'identity',
    'subscribers',
    'suite',
    'templates',
  ]);
  const before = await counts();
  expect(before).toMatchObject({ users: expect.any(Number), subscribers: expect.any(Number) });
  expect(await seedDemoData(database.db)).toBe(false);
  expect(await counts()).toEqual(before);
});

it('adds nothing to a database seeded before the record existed, and records its areas', async () => {
  const before = await counts();
  await database.db.query('delete from demo_seeds');
  expect(await seedDemoData(database.db)).toBe(false);
  expect(await counts()).toEqual(before);
  expect(await areas()).toEqual([
    'dashboard',
    'doubleOptIn',
    'identity',
    'subscribers',
    'suite',
    'templates',
  ]);
});
