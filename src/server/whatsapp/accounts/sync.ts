/**
 * Keeps stored numbers fresh: quality, status, daily limit (and the tier it shows as), throughput
 * and name status from the Graph API (after linking, and periodically), and from Meta's
 * `phone_number_quality_update` and `business_capability_update` webhooks.
 */
import { PhoneStatus, Quality } from '../../../common/whatsappAccounts';
import type { CloudApi } from '../../cloudapi';
import type { Database, Queryable } from '../../db/database';
import { dailyLimitOf, tierOfDailyLimit, verificationOf } from './graphMapping';
import { phoneFieldsOf, type WabaRow } from './store';

export interface SyncResult {
  /** Stored numbers the Graph API reported and that were refreshed. */
  updated: number;
  /** Stored numbers the Graph API no longer lists: marked deleted. */
  missing: number;
}

/**
 * Reads the WABA and its numbers from the Graph API and refreshes the stored ones. Numbers the
 * WABA has but Relay does not store are left out: numbers are added by the embedded signup, and
 * a number the user removed stays removed. Throws the CloudApiError when the API fails.
 */
export async function syncWabaPhoneNumbers(
  db: Database,
  cloudApi: Pick<CloudApi, 'client' | 'tokens'>,
  wabaRowId: number,
): Promise<SyncResult> {
  const [waba] = await db.query<WabaRow>('select * from whatsapp_accounts where id = $1', [
    wabaRowId,
  ]);
  if (!waba) return { updated: 0, missing: 0 };
  const token = cloudApi.tokens.decrypt(waba.business_token);
  const [account, phones] = await Promise.all([
    cloudApi.client.getBusinessAccount(token, waba.waba_id),
    cloudApi.client.listPhoneNumbers(token, waba.waba_id),
  ]);
  return db.transaction(async (tx) => {
    await tx.query(
      `update whatsapp_accounts set name = $2, verification = $3, last_synced_at = now()
       where id = $1`,
      [wabaRowId, account.name || waba.name, verificationOf(account.business_verification_status)],
    );
    let updated = 0;
    for (const phone of phones) {
      const f = phoneFieldsOf(phone);
      const rows = await tx.query(
        `update whatsapp_phone_numbers set display_name = $3, phone_number = $4, status = $5,
           tier = $6, quality = $7, throughput_level = $8, name_status = $9, daily_limit = $10,
           last_synced_at = now()
         where whatsapp_account_id = $1 and phone_number_id = $2 returning id`,
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
      updated += rows.length;
    }
    const missing = await tx.query(
      `update whatsapp_phone_numbers set status = $3, last_synced_at = now()
       where whatsapp_account_id = $1 and not (phone_number_id = any($2::text[]))
       returning id`,
      [wabaRowId, phones.map((p) => p.id), PhoneStatus.deleted],
    );
    return { updated, missing: missing.length };
  });
}

interface QualityUpdateValue {
  display_phone_number?: string;
  /** FLAGGED, UNFLAGGED, UPGRADE, DOWNGRADE, ONBOARDING, THROUGHPUT_UPGRADE, … */
  event?: string;
  /** Being dropped by Meta: the messaging limit, or on THROUGHPUT_UPGRADE the throughput. */
  current_limit?: string;
  old_limit?: string;
  /** The portfolio's daily limit (TIER_2K …), the field that replaces current_limit. */
  max_daily_conversations_per_business?: string | number;
}

/** The events of a messaging limit change, whose current_limit is the daily limit. */
const limitEvents = new Set(['UPGRADE', 'DOWNGRADE']);

/**
 * Meta's `phone_number_quality_update` webhook for the WABA `wabaId` (the envelope's entry id),
 * as https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/phone_number_quality_update
 * describes it: FLAGGED marks the number flagged with low quality, UNFLAGGED connected again (its
 * quality comes with the next sync); THROUGHPUT_UPGRADE raises the throughput only (its
 * `current_limit: TIER_UNLIMITED` means throughput, never the daily limit); the daily limit comes
 * from `max_daily_conversations_per_business`, or from `current_limit` of a limit change.
 * Answers how many numbers changed.
 */
export async function applyPhoneNumberQualityUpdate(
  tx: Queryable,
  change: { wabaId: string; field: string; value: unknown },
): Promise<number> {
  if (change.field !== 'phone_number_quality_update') return 0;
  const value = (change.value ?? {}) as QualityUpdateValue;
  const digits = String(value.display_phone_number ?? '').replace(/\D/g, '');
  if (!digits) return 0;
  const event = String(value.event ?? '').toUpperCase();
  const status =
    event === 'FLAGGED'
      ? PhoneStatus.flagged
      : event === 'UNFLAGGED'
        ? PhoneStatus.connected
        : null;
  const quality = event === 'FLAGGED' ? Quality.low : null;
  const throughput = event === 'THROUGHPUT_UPGRADE' ? 'HIGH' : null;
  const limit =
    event === 'THROUGHPUT_UPGRADE'
      ? null
      : (dailyLimitOf(value.max_daily_conversations_per_business) ??
        (limitEvents.has(event) ? dailyLimitOf(value.current_limit) : null));
  if (status === null && throughput === null && limit === null) return 0;
  const rows = await tx.query(
    `update whatsapp_phone_numbers p set status = coalesce($3, p.status),
       quality = coalesce($4, p.quality), tier = coalesce($5, p.tier),
       daily_limit = coalesce($6, p.daily_limit),
       throughput_level = coalesce($7, p.throughput_level)
     from whatsapp_accounts w
     where w.id = p.whatsapp_account_id and w.waba_id = $1
       and regexp_replace(p.phone_number, '\\D', '', 'g') = $2
     returning p.id`,
    [
      change.wabaId,
      digits,
      status,
      quality,
      limit === null ? null : tierOfDailyLimit(limit),
      limit,
      throughput,
    ],
  );
  return rows.length;
}

/**
 * Meta's `business_capability_update` (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/business_capability_update):
 * the portfolio's daily limit, shared by all its numbers, in `max_daily_conversations_per_business`
 * (TIER_2K or 2000; -1 unlimited), or the retiring `max_daily_conversation_per_phone`. Sets it on
 * every number of the WABA. Answers how many numbers changed.
 */
export async function applyBusinessCapabilityUpdate(
  tx: Queryable,
  change: { wabaId: string; field: string; value: unknown },
): Promise<number> {
  if (change.field !== 'business_capability_update') return 0;
  const value = (change.value ?? {}) as Record<string, unknown>;
  const limit =
    dailyLimitOf(value.max_daily_conversations_per_business) ??
    dailyLimitOf(value.max_daily_conversation_per_phone);
  if (limit === null) return 0;
  const rows = await tx.query(
    `update whatsapp_phone_numbers p set daily_limit = $2, tier = $3
     from whatsapp_accounts w
     where w.id = p.whatsapp_account_id and w.waba_id = $1
     returning p.id`,
    [change.wabaId, limit, tierOfDailyLimit(limit)],
  );
  return rows.length;
}
