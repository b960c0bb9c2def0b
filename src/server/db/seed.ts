/**
 * Demo data for a first start: two active accounts, one locked account (hidden from the account
 * list) and the demo users admin, marketer, viewer and sso-demo. Passwords are demo-only (see
 * README). Each demo user carries directory groups of the embedded directory (single sign-on);
 * sso-demo has no permission group of its own: it gets rights only through an SSO mapping.
 */
import { allRights, type Right } from '../../common/rights';
import { createTokenCipher, loadTokenKey } from '../cloudapi/tokenCipher';
import { hashPassword } from '../identity/passwords';
import type { Database, Queryable } from './database';
import { seedConversationDemoData } from './seedConversations';
import { seedDoubleOptInDemoData } from './seedDoubleOptIn';
import { seedNewsletterDemoData } from './seedNewsletters';
import { seedWhatsAppAccounts } from './seedWhatsAppAccounts';
import { seedSuiteData } from './seedSuite';
import { seedDashboardDemoData } from './seedDashboard';
import { seedSubscriberDemoData } from './seedSubscribers';
import { seedTemplateDemoData } from './seedTemplates';

export const demoAccounts = [
  { name: 'Nordlicht Reisen GmbH', locked: false },
  { name: 'Stadtwerke Sonnenfeld', locked: false },
  { name: 'Altbestand Handels AG', locked: true },
] as const;

const excludedFromMarketer = new Set<Right>([
  'WhatsAppCampaigns.Delete',
  'WhatsAppCampaigns.StopSending',
  'WhatsAppTemplates.Delete',
  'WhatsAppTemplates.Archive',
  'WhatsAppAccounts.Delete',
]);

/** Marketers: the WhatsApp rights less deleting, archiving and stopping, plus their audience. */
export const marketerRights: Right[] = [
  ...allRights.filter((r) => r.startsWith('WhatsApp') && !excludedFromMarketer.has(r)),
  'Subscriber.View',
  'Subscriber.Add',
  'Subscriber.Edit',
  'SubscriberGroup.Edit',
  'MediaDatabase.View',
  'ActivityPlan.View',
  'Campaigns.View',
  'SmsCampaigns.View',
  'Events.View',
];

export const viewerRights: Right[] = allRights.filter((r) => r.endsWith('.View'));

export const demoRoles = [
  { name: 'Administratoren', rights: [...allRights] },
  { name: 'Marketing', rights: marketerRights },
  { name: 'Lesezugriff', rights: viewerRights },
] as const;

export const demoUsers = [
  {
    username: 'admin',
    directoryGroups: ['relay-admins'],
    password: 'relay-admin',
    role: 'Administratoren',
    email: 'anna.admin@relay.example',
    given_name: 'Anna',
    family_name: 'Admin',
    salutation: 'Frau',
    title: '',
    locale: 'de-DE',
  },
  {
    username: 'marketer',
    directoryGroups: ['relay-marketing'],
    password: 'relay-marketer',
    role: 'Marketing',
    email: 'max.marketing@relay.example',
    given_name: 'Max',
    family_name: 'Marketing',
    salutation: 'Herr',
    title: '',
    locale: 'de-DE',
  },
  {
    username: 'viewer',
    directoryGroups: ['relay-readers'],
    password: 'relay-viewer',
    role: 'Lesezugriff',
    email: 'vera.viewer@relay.example',
    given_name: 'Vera',
    family_name: 'Viewer',
    salutation: 'Frau',
    title: 'Dr.',
    locale: 'en-US',
  },
  {
    username: 'sso-demo',
    directoryGroups: ['relay-campaign-team'],
    password: 'relay-sso',
    role: null,
    email: 'sam.sso@relay.example',
    given_name: 'Sam',
    family_name: 'Verzeichnis',
    salutation: '',
    title: '',
    locale: 'de-DE',
  },
] as const;

/** Mappings every active demo account starts with (sync stays off until an admin turns it on). */
export const demoMappings = [
  { externalId: 'relay-admins', name: 'Administratoren (Verzeichnis)', role: 'Administratoren' },
  { externalId: 'relay-marketing', name: 'Marketing (Verzeichnis)', role: 'Marketing' },
  { externalId: 'relay-readers', name: 'Lesezugriff (Verzeichnis)', role: 'Lesezugriff' },
] as const;

/**
 * Seeds only an empty database, so a restart never duplicates or overwrites anything. Each area's
 * demo data (own file) seeds itself once, also into a database that predates it; `demo_seeds`
 * records the areas done, so a restart skips them all after one query.
 * `tokenKey` is WHATSAPP_TOKEN_KEY when set: the demo WABA's business token is sealed with it.
 * `whatsappDemo` false (Meta's Graph API configured) leaves the demo WABA out: Meta knows no
 * such business account.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const done = new Set(
    (await db.query<{ area: string }>('select area from demo_seeds')).map((row) => row.area),
  );
  const once = async <T>(area: string, seed: () => Promise<T>): Promise<T | undefined> => {
    if (done.has(area)) return undefined;
    const result = await seed();
    await db.query('insert into demo_seeds (area) values ($1) on conflict do nothing', [area]);
    return result;
  };
  const seeded = (await once('identity', () => seedIdentityData(db, options))) ?? false;
  await once('suite', () => seedSuiteData(db));
  await once('subscribers', async () => seedSubscriberDemoData(db, await activeDemoAccountIds(db)));
  await once('doubleOptIn', () => seedDoubleOptInDemoData(db));
  await once('templates', () => seedTemplateDemoData(db));
  // Tests leave them out: each server's sweep would start sending the Active one.
  if (options.newsletters) await once('newsletters', () => seedNewsletterDemoData(db));
  // The inbox's people answer the sent demo newsletter: with it only.
  if (options.newsletters) await once('conversations', () => seedConversationDemoData(db));
  await once('dashboard', () => seedDashboardDemoData(db));
  return seeded;
}

interface SeedOptions {
  tokenKey?: Buffer;
  whatsappDemo?: boolean;
  /** Demo newsletters, one of them sending, and the inbox's conversations (the product's start only). */
  newsletters?: boolean;
}

async function seedIdentityData(db: Database, options: SeedOptions): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from users');
  if (count > 0) return false;
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  const tokens = createTokenCipher(await loadTokenKey(db, options.tokenKey));
  await db.transaction(async (tx) => {
    const accountIds: number[] = [];
    const userIds: number[] = [];
    for (const account of demoAccounts) {
      const [row] = await tx.query<{ id: number }>(
        'insert into accounts (name, locked) values ($1, $2) returning id',
        [account.name, account.locked],
      );
      accountIds.push(row.id);
    }
    for (const [index, user] of demoUsers.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `insert into users (username, email, given_name, family_name, salutation, title, locale,
           password_hash, current_account_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          user.username,
          user.email,
          user.given_name,
          user.family_name,
          user.salutation,
          user.title,
          user.locale,
          hashes[index],
          accountIds[0],
        ],
      );
      userIds.push(row.id);
      for (const group of user.directoryGroups) {
        await tx.query('insert into user_directory_groups (user_id, external_id) values ($1, $2)', [
          row.id,
          group,
        ]);
      }
      for (const accountId of accountIds) {
        await tx.query('insert into account_users (account_id, user_id) values ($1, $2)', [
          accountId,
          row.id,
        ]);
        if (!user.role) continue;
        const roleId = await ensureRole(tx, accountId, user.role);
        await tx.query('insert into user_roles (user_id, role_id) values ($1, $2)', [
          row.id,
          roleId,
        ]);
      }
    }
    for (const [index, accountId] of accountIds.entries()) {
      if (demoAccounts[index].locked) continue;
      for (const mapping of demoMappings) {
        const roleId = await ensureRole(tx, accountId, mapping.role);
        const [created] = await tx.query<{ id: number }>(
          `insert into sso_mappings (account_id, external_id, name) values ($1, $2, $3)
           returning id`,
          [accountId, mapping.externalId, mapping.name],
        );
        await tx.query('insert into sso_mapping_roles (mapping_id, role_id) values ($1, $2)', [
          created.id,
          roleId,
        ]);
      }
    }
    const admin = demoUsers[0];
    if (options.whatsappDemo === false) return;
    await seedWhatsAppAccounts(tx, tokens, accountIds[0], {
      userId: userIds[0],
      name: `${admin.given_name} ${admin.family_name}`,
    });
  });
  return true;
}

async function activeDemoAccountIds(db: Queryable): Promise<number[]> {
  const names = demoAccounts.filter((account) => !account.locked).map((account) => account.name);
  const rows = await db.query<{ id: number }>(
    'select id from accounts where name = any($1::text[]) order by id',
    [names],
  );
  return rows.map((row) => row.id);
}

async function ensureRole(tx: Queryable, accountId: number, name: string): Promise<number> {
  const [existing] = await tx.query<{ id: number }>(
    'select id from roles where account_id = $1 and name = $2',
    [accountId, name],
  );
  if (existing) return existing.id;
  const role = demoRoles.find((r) => r.name === name)!;
  const [created] = await tx.query<{ id: number }>(
    'insert into roles (account_id, name) values ($1, $2) returning id',
    [accountId, name],
  );
  for (const right of role.rights) {
    await tx.query('insert into role_rights (role_id, right_name) values ($1, $2)', [
      created.id,
      right,
    ]);
  }
  return created.id;
}
