/**
 * Where the generated cross-account suite finds a real id of an account for an id field of a
 * route: by the field's name and the route's path. A route whose id field no source matches fails
 * the suite until a line is added here (or the field is listed in `notIds` with its reason).
 */
import type { Database } from '../../../src/server/db/database';
import type { Operation, Parameter, Schema } from '../../support/openApi';

interface IdSource {
  path?: RegExp;
  name: RegExp;
  /** One id of account $1 (column `id`). */
  sql: string;
}

const admin = "(select id from users where username = 'admin')";

const sources: IdSource[] = [
  { path: /^\/SubscriberGroupsApi\/Groups/, name: /^uniqueId$/, sql: groups() },
  { path: /^\/SubscriberAPI\/Subscribers/, name: /^uniqueId$/, sql: subscribers() },
  { name: /^(profileId|targetProfileId)$/, sql: groups() },
  { name: /^(subscriberIds|subscriberId|testSubscriberId)$/, sql: subscribers() },
  { path: /^\/SubscriberAPI\/AutoComplete\/GetSubscriber$/, name: /^id$/, sql: subscribers() },
  { path: /^\/api\/SingleSignOn\/mapping/, name: /^(id|body)$/, sql: table('sso_mappings') },
  {
    path: /^\/NavigationApi\/NotificationCenter\//,
    name: /^id$/,
    sql: `select id from notifications where account_id = $1 and user_id = ${admin}
            and source = 'emailModule' order by id limit 1`,
  },
  {
    path: /^\/WhatsAppApi\/UserNotification\//,
    name: /^id$/,
    sql: `select id from notifications where account_id = $1 and user_id = ${admin}
            and source = 'whatsApp' order by id limit 1`,
  },
  { path: /^\/SubscriberAPI\/Imports\//, name: /^id$/, sql: table('subscriber_imports') },
  { path: /^\/API\/MediaDatabase\/Folder\//, name: /^id$/, sql: table('media_folders') },
  { name: /^(folderId|targetFolder|parentId)$/, sql: table('media_folders') },
  { path: /^\/API\/MediaDatabase\/Asset\//, name: /^id$/, sql: table('media_assets') },
  { name: /^fileId$/, sql: table('media_assets') },
  { path: /^\/WhatsAppApi\/account\/phoneNumber\//, name: /^id$/, sql: phoneNumbers() },
  { name: /^(wabaPhoneId|phoneNumberId)$/, sql: phoneNumbers() },
  { path: /^\/WhatsAppApi\/account\/\{/, name: /^(id|wabaId)$/, sql: table('whatsapp_accounts') },
  { name: /^businessAccountId$/, sql: table('whatsapp_accounts') },
  {
    path: /^\/WhatsAppApi\/newsletter\/templates$/,
    name: /^accountId$/,
    sql: table('whatsapp_accounts'),
  },
  { path: /^\/WhatsAppApi\/template/, name: /^(id|body)$/, sql: table('whatsapp_templates') },
  { name: /^(templateId|selectedTemplateId)$/, sql: table('whatsapp_templates') },
  { path: /^\/WhatsAppApi\/doubleOptIn\//, name: /^id$/, sql: table('doi_processes') },
  {
    path: /^\/WhatsAppApi\/(newsletter|statistic)(\/|$)/,
    name: /^(id|body)$/,
    sql: table('whatsapp_newsletters'),
  },
  { name: /^newsletterId$/, sql: table('whatsapp_newsletters') },
  { path: /^\/WhatsAppApi\/conversation\//, name: /^id$/, sql: table('whatsapp_conversations') },
  {
    path: /^\/WhatsAppApi\/conversation\//,
    name: /^userId$/,
    sql: 'select user_id as id from account_users where account_id = $1 order by user_id limit 1',
  },
];

/** Fields whose name looks like an id but that name no thing of an account. */
export const notIds: Record<string, string> = {
  newsletterCultureId: 'a language (de-DE), not a thing of the account',
  externalId: "a directory group's name, not a thing of the account",
  itemId: 'recorded in the caller’s own history only; search and its rights belong to issue 20',
  objectId: 'names the entity a file is allocated to; only the file (fileId) is looked up',
};

/** Operations whose id is an account: membership decides, not the token's account. */
export const accountTargets: Record<string, string> = {
  'PATCH /api/Authorization/user/switchaccount/{accountId}':
    'switching to another of one’s own accounts is the point (test/server/identity/accountScope)',
  'GET /Login/LoginWebApi/ExternalSwitchAccountCallback':
    'answers the callback URL for a switch to one of one’s own accounts',
  'GET /NavigationApi/Navigation/GetItemAccount':
    'names the account of an item only to its members, to offer the switch (test/server/suite/itemAccount)',
};

/** An id field of an operation: where it goes and whether it is a list. */
export interface IdField {
  where: 'path' | 'query' | 'body';
  /** The parameter or top-level body property; `body` when the whole body is an id list. */
  name: string;
  list: boolean;
  schema?: Schema;
}

const looksLikeId = (name: string) => /(^id$|Id$|Ids$|^targetFolder$)/.test(name);

/** The id fields of an operation, as its document describes them. */
export function idFieldsOf(operation: Operation): IdField[] {
  const fields: IdField[] = operation.parameters
    .filter((p: Parameter) => p.in === 'path' || (p.in === 'query' && looksLikeId(p.name)))
    .map((p) => ({ where: p.in as 'path' | 'query', name: p.name, list: false, schema: p.schema }));
  const body = operation.body?.schema;
  if (body?.type === 'array' && ['integer', 'string'].includes(String(body.items?.type))) {
    fields.push({ where: 'body', name: 'body', list: true, schema: body.items });
  }
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    if (looksLikeId(name))
      fields.push({ where: 'body', name, list: schema.type === 'array', schema });
  }
  return fields.filter((field) => !(field.name in notIds));
}

/** One id of `accountId` for the field, or undefined when no source knows the field. */
export async function idFor(
  db: Database,
  operation: Operation,
  field: IdField,
  accountId: number,
): Promise<string | number | null | undefined> {
  const source = sources.find(
    (s) => s.name.test(field.name) && (!s.path || s.path.test(operation.path)),
  );
  if (!source) return undefined;
  const [row] = await db.query<{ id: string | number }>(source.sql, [accountId]);
  if (!row) return null;
  return field.schema?.type === 'integer' ? Number(row.id) : String(row.id);
}

function table(name: string) {
  return `select id from ${name} where account_id = $1 order by id limit 1`;
}

function groups() {
  return 'select unique_id as id from profiles where account_id = $1 and not is_system order by id limit 1';
}

function subscribers() {
  return 'select unique_id as id from subscribers where account_id = $1 order by id limit 1';
}

function phoneNumbers() {
  return `select p.id from whatsapp_phone_numbers p
            join whatsapp_accounts w on w.id = p.whatsapp_account_id
           where w.account_id = $1 order by p.id limit 1`;
}
