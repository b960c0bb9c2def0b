import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/**
 * Migration 059 on an installation from before issue 25: permission groups that could change
 * anything of WhatsApp (the demo's administrators and marketers) get WhatsAppConversations.View
 * and .Reply, groups with only WhatsApp view rights (the demo's Lesezugriff) get .View, others
 * nothing. A fresh database's seed gives the same rights.
 */
let database: TestDatabase;
const migration = readFileSync(
  path.join(__dirname, '../../../src/server/db/migrations/059_conversation_rights.sql'),
  'utf8',
);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const conversationRights = async () => {
  const rows = await database.db.query<{ name: string; rights: string[] }>(
    `select r.name, coalesce(array_agg(rr.right_name order by rr.right_name)
              filter (where rr.right_name like 'WhatsAppConversations.%'), '{}') as rights
     from roles r left join role_rights rr on rr.role_id = r.id
     where r.account_id = 1 group by r.name order by r.name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.rights]));
};

it('the seed gives admins and marketers both rights, viewers the view right', async () => {
  expect(await conversationRights()).toMatchObject({
    Administratoren: ['WhatsAppConversations.Reply', 'WhatsAppConversations.View'],
    Marketing: ['WhatsAppConversations.Reply', 'WhatsAppConversations.View'],
    Lesezugriff: ['WhatsAppConversations.View'],
  });
});

it('grants the rights by what a group could do before, once', async () => {
  const { db } = database;
  // The state before the migration, plus a group without any WhatsApp right.
  await db.query(`delete from role_rights where right_name like 'WhatsAppConversations.%'`);
  await db.query(`insert into roles (account_id, name) values (1, 'Nur Abonnenten')`);
  await db.query(
    `insert into role_rights (role_id, right_name)
     select id, 'Subscriber.View' from roles where account_id = 1 and name = 'Nur Abonnenten'`,
  );
  await db.exec(migration);
  await db.exec(migration);
  expect(await conversationRights()).toEqual({
    Administratoren: ['WhatsAppConversations.Reply', 'WhatsAppConversations.View'],
    Marketing: ['WhatsAppConversations.Reply', 'WhatsAppConversations.View'],
    Lesezugriff: ['WhatsAppConversations.View'],
    'Nur Abonnenten': [],
  });
});
