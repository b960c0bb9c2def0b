/** Reading and writing linked WABAs and their numbers; every query is scoped to the account. */
import type {
  PhoneNumberDto,
  PhoneStatus,
  Quality,
  Tier,
  Verification,
  WhatsAppAccountDto,
} from '../../../common/whatsappAccounts';
import type { PhoneNumber } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import { dailyLimitOf, phoneStatusOf, qualityOf, tierOf } from './graphMapping';

export interface WabaRow {
  id: number;
  account_id: number;
  waba_id: string;
  name: string;
  verification: Verification;
  active: boolean;
  business_token: string;
  linked_at: Date | string;
  linked_by_name: string;
  modified_at: Date | string | null;
  modified_by_name: string | null;
}

interface PhoneRow {
  id: number;
  whatsapp_account_id: number;
  phone_number_id: string;
  display_name: string;
  phone_number: string;
  status: PhoneStatus;
  active: boolean;
  tier: Tier;
  quality: Quality;
  throughput_level: string;
  name_status: string;
  last_synced_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toPhoneDto(row: PhoneRow): PhoneNumberDto {
  return {
    id: row.id,
    phoneNumberId: row.phone_number_id,
    displayName: row.display_name,
    phoneNumber: row.phone_number,
    state: row.status,
    quality: row.quality,
    limit: row.tier,
    active: row.active,
    throughputLevel: row.throughput_level,
    nameStatus: row.name_status,
    lastSyncedAt: row.last_synced_at ? iso(row.last_synced_at) : null,
  };
}

/** The account's WABAs with their numbers, oldest link first. */
export async function listAccounts(
  db: Queryable,
  accountId: number,
  onlyId?: number,
): Promise<WhatsAppAccountDto[]> {
  const wabas = await db.query<WabaRow>(
    `select * from whatsapp_accounts where account_id = $1 and ($2::int is null or id = $2)
     order by linked_at, id`,
    [accountId, onlyId ?? null],
  );
  if (wabas.length === 0) return [];
  const phones = await db.query<PhoneRow>(
    `select * from whatsapp_phone_numbers where whatsapp_account_id = any($1::int[])
     order by id`,
    [wabas.map((w) => w.id)],
  );
  return wabas.map((waba) => ({
    id: waba.id,
    wabaId: waba.waba_id,
    name: waba.name,
    state: 0,
    verification: waba.verification,
    userName: waba.linked_by_name,
    linkedAt: iso(waba.linked_at),
    // Unchanged since the link: the linker made the last change.
    modifiedBy: waba.modified_at ? (waba.modified_by_name ?? '') : waba.linked_by_name,
    modifiedAt: iso(waba.modified_at ?? waba.linked_at),
    active: waba.active,
    phoneNumbers: phones.filter((p) => p.whatsapp_account_id === waba.id).map(toPhoneDto),
  }));
}

/** A WABA of the account, locked for the rest of the transaction. */
export async function lockWaba(
  tx: Queryable,
  accountId: number,
  id: number,
): Promise<WabaRow | undefined> {
  const [row] = await tx.query<WabaRow>(
    'select * from whatsapp_accounts where account_id = $1 and id = $2 for update',
    [accountId, id],
  );
  return row;
}

/** A number of one of the account's WABAs, locked for the rest of the transaction. */
export async function lockPhone(
  tx: Queryable,
  accountId: number,
  id: number,
): Promise<(PhoneRow & { display: string }) | undefined> {
  const [row] = await tx.query<PhoneRow & { display: string }>(
    `select p.*, coalesce(nullif(p.display_name, ''), p.phone_number) as display
     from whatsapp_phone_numbers p join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where w.account_id = $1 and p.id = $2 for update of p`,
    [accountId, id],
  );
  return row;
}

/** The spec's fields of a Graph phone number. */
export function phoneFieldsOf(phone: PhoneNumber) {
  return {
    displayName: phone.verified_name ?? '',
    phoneNumber: phone.display_phone_number,
    status: phoneStatusOf(phone.status),
    // The portfolio's daily limit as the number reports it; messaging_limit_tier is deprecated.
    dailyLimit: dailyLimitOf(phone.whatsapp_business_manager_messaging_limit),
    tier: tierOf(phone.whatsapp_business_manager_messaging_limit),
    quality: qualityOf(phone.quality_rating),
    throughputLevel: phone.throughput?.level ?? 'STANDARD',
    nameStatus: phone.name_status ?? '',
  };
}

/** Inserts the number, or refreshes what the Graph API reports of it (keeps `active`). */
export async function upsertPhone(
  tx: Queryable,
  wabaRowId: number,
  phone: PhoneNumber,
): Promise<void> {
  const f = phoneFieldsOf(phone);
  await tx.query(
    `insert into whatsapp_phone_numbers (whatsapp_account_id, phone_number_id, display_name,
       phone_number, status, tier, quality, throughput_level, name_status, daily_limit,
       last_synced_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     on conflict (phone_number_id) do update set display_name = excluded.display_name,
       phone_number = excluded.phone_number, status = excluded.status, tier = excluded.tier,
       daily_limit = excluded.daily_limit,
       quality = excluded.quality, throughput_level = excluded.throughput_level,
       name_status = excluded.name_status, last_synced_at = excluded.last_synced_at
     where whatsapp_phone_numbers.whatsapp_account_id = excluded.whatsapp_account_id`,
    [
      wabaRowId,
      phone.id,
      f.displayName,
      f.phoneNumber,
      f.status,
      f.tier,
      f.quality,
      f.throughputLevel,
      f.nameStatus,
      f.dailyLimit,
    ],
  );
}

/** The name shown as who linked a WABA: first and last name, else the user name. */
export async function userNameOf(tx: Queryable, userId: number): Promise<string> {
  const [user] = await tx.query<{ name: string }>(
    `select coalesce(nullif(trim(given_name || ' ' || family_name), ''), username) as name
     from users where id = $1`,
    [userId],
  );
  return user?.name ?? '';
}
