/**
 * Reading subscribers and profiles of one account: the pieces the subscriber routes share.
 * Every function takes the account id; nothing here reads across accounts.
 */
import {
  standardFields,
  type Subscriber,
  type SubscriberPick,
  type SubscriberProfile,
} from '../../../common/subscribers';
import type { Queryable } from '../../db/database';
import { HttpError, notFound } from '../../http/httpError';

export interface SubscriberRow {
  id: number;
  unique_id: string;
  check_value: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  telnr: string | null;
  telnr_valid: boolean;
  culture: string;
  doi_status: Subscriber['doiStatus'];
  deactivated: boolean;
  custom_fields: Record<string, string>;
  created_at: Date;
  updated_at: Date;
}

export const subscriberColumns = `s.id, s.unique_id, s.check_value, s.firstname, s.lastname, s.email,
  s.telnr, s.telnr_valid, s.culture, s.doi_status, s.deactivated, s.custom_fields, s.created_at,
  s.updated_at`;

export const uuidPattern =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    uniqueId: row.unique_id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    telnr: row.telnr,
    telnrValid: row.telnr_valid,
    culture: row.culture,
    doiStatus: row.doi_status,
    deactivated: row.deactivated,
    customFields: row.custom_fields,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A pick result with only the asked fields (standard ones or the account's custom ones). */
export function toPick(row: SubscriberRow, fields: string[]): SubscriberPick {
  const values: Record<string, string | null> = {};
  for (const field of fields) {
    values[field] = (standardFields as readonly string[]).includes(field)
      ? (row[field as keyof SubscriberRow] as string | null)
      : (row.custom_fields[field] ?? null);
  }
  return { uniqueId: row.unique_id, checkValue: row.check_value, fields: values };
}

/**
 * The `fields` parameter (`firstname,lastname,email,telnr`) checked against the standard fields
 * and the account's custom fields; all standard fields when not given.
 */
export async function resolveFields(
  db: Queryable,
  accountId: number,
  fields: string | undefined,
): Promise<string[]> {
  const asked = (fields ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (asked.length === 0) return [...standardFields];
  const custom = asked.filter((field) => !(standardFields as readonly string[]).includes(field));
  if (custom.length > 0) {
    const known = await db.query<{ name: string }>(
      'select name from subscriber_fields where account_id = $1 and name = any($2::text[])',
      [accountId, custom],
    );
    const unknown = custom.filter((field) => !known.some((row) => row.name === field));
    if (unknown.length > 0) {
      throw new HttpError(400, 'unknownField', `Unknown field: ${unknown.join(', ')}`, [
        { field: 'fields', reason: 'unknownField' },
      ]);
    }
  }
  return [...new Set(asked)];
}

export interface ProfileRow {
  id: number;
  unique_id: string;
  name: string;
  is_system: boolean;
  subscriber_count: number;
}

export function toProfile(row: ProfileRow): SubscriberProfile {
  return {
    uniqueId: row.unique_id,
    name: row.name,
    isSystem: row.is_system,
    subscriberCount: row.subscriber_count,
  };
}

/** The account's profile by its uniqueId; 404 when it is unknown or another account's. */
export async function findProfile(
  db: Queryable,
  accountId: number,
  uniqueId: string,
): Promise<ProfileRow> {
  const [row] = await db.query<ProfileRow>(
    `select id, unique_id, name, is_system, subscriber_count from profiles
     where account_id = $1 and unique_id = $2::uuid`,
    [accountId, uniqueId],
  );
  if (!row) throw notFound(`Profile ${uniqueId} is unknown.`);
  return row;
}

/** The all-subscribers profile of the account (made by migration 005 for every account). */
export async function allSubscribersProfile(db: Queryable, accountId: number) {
  const [row] = await db.query<ProfileRow>(
    `select id, unique_id, name, is_system, subscriber_count from profiles
     where account_id = $1 and is_system`,
    [accountId],
  );
  return row;
}

/**
 * SQL that limits `s` (subscribers) to the profile's members: the system profile holds every
 * subscriber of the account. `$profileParam` is the profile's numeric id.
 */
export function memberCondition(
  profile: Pick<ProfileRow, 'is_system'>,
  profileParam: string,
): string {
  // The parameter is named either way, so its type is always known to the database.
  return profile.is_system
    ? `${profileParam}::int > 0`
    : `exists (select 1 from profile_subscribers ps
         where ps.profile_id = ${profileParam} and ps.subscriber_id = s.id)`;
}

/** A search text as a LIKE pattern matching anywhere, its wildcards taken literally. */
export function containsPattern(searchText: string): string {
  return `%${searchText
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findSubscriber(
  db: Queryable,
  accountId: number,
  uniqueId: string,
): Promise<SubscriberRow> {
  const [row] = await db.query<SubscriberRow>(
    `select ${subscriberColumns} from subscribers s where s.account_id = $1 and s.unique_id = $2::uuid`,
    [accountId, uniqueId],
  );
  if (!row) throw notFound(`Subscriber ${uniqueId} is unknown.`);
  return row;
}
