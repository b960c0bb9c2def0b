import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/**
 * Migration 027 on an installation that mapped one directory group twice: the later mapping is
 * folded into the first, whose permission groups become the union, so sign-in gives everyone
 * the rights it gave before; then the unique index holds.
 */
let database: TestDatabase;
const migration = readFileSync(
  path.join(__dirname, '../../../src/server/db/migrations/027_sso_mapping_group_unique.sql'),
  'utf8',
);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('folds a directory group mapped twice into its first mapping, then refuses a second', async () => {
  const { db } = database;
  // The state before the migration: no unique index, one group mapped twice in account 1.
  await db.exec('drop index sso_mappings_external_id');
  const roles = await db.query<{ id: number; name: string }>(
    `select id, name from roles where account_id = 1 and name in ('Marketing', 'Lesezugriff')`,
  );
  const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
  const [first] = await db.query<{ id: number }>(
    `select id from sso_mappings where account_id = 1 and external_id = 'relay-marketing'`,
  );
  const [later] = await db.query<{ id: number }>(
    `insert into sso_mappings (account_id, external_id, name)
     values (1, 'relay-marketing', 'Marketing, zweite') returning id`,
  );
  await db.query('insert into sso_mapping_roles (mapping_id, role_id) values ($1, $2), ($1, $3)', [
    later.id,
    roleId('Marketing'),
    roleId('Lesezugriff'),
  ]);

  await db.exec(migration);

  expect(
    await db.query(
      `select id, name from sso_mappings where account_id = 1 and external_id = 'relay-marketing'`,
    ),
  ).toEqual([{ id: first.id, name: 'Marketing (Verzeichnis)' }]);
  const kept = await db.query<{ role_id: number }>(
    'select role_id from sso_mapping_roles where mapping_id = $1 order by role_id',
    [first.id],
  );
  expect(kept.map((row) => row.role_id)).toEqual(
    [roleId('Marketing'), roleId('Lesezugriff')].sort((a, b) => a - b),
  );
  // The other account's mapping of the same group stays.
  expect(
    await db.query(
      `select 1 from sso_mappings where account_id = 2 and external_id = 'relay-marketing'`,
    ),
  ).toHaveLength(1);
  await expect(
    db.query(
      `insert into sso_mappings (account_id, external_id, name) values (1, 'relay-marketing', 'Noch eine')`,
    ),
  ).rejects.toMatchObject({ code: '23505' });
});
