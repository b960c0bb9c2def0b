/**
 * Keeps stored numbers fresh: quality, status, tier, throughput and name status from the Graph
 * API (after linking, and periodically), and from Meta's `phone_number_quality_update` webhook.
 */
import { PhoneStatus, Quality } from '../../../common/whatsappAccounts';
import type { CloudApi } from '../../cloudapi';
import type { Database, Queryable } from '../../db/database';
import { tierOf, verificationOf } from './graphMapping';
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
           tier = $6, quality = $7, throughput_level = $8, name_status = $9, last_synced_at = now()
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
  /** FLAGGED, UNFLAGGED, DOWNGRADE, UPGRADE, … */
  event?: string;
  /** TIER_250 … TIER_UNLIMITED */
  current_limit?: string;
}

/**
 * Meta's `phone_number_quality_update` webhook for the WABA `wabaId` (the envelope's entry id):
 * FLAGGED marks the number flagged with low quality, UNFLAGGED connected again (its quality
 * comes with the next sync), and `current_limit` sets the tier. Answers how many numbers changed.
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
  const tier = value.current_limit ? tierOf(value.current_limit) : null;
  if (status === null && tier === null) return 0;
  const rows = await tx.query(
    `update whatsapp_phone_numbers p set status = coalesce($3, p.status),
       quality = coalesce($4, p.quality), tier = coalesce($5, p.tier)
     from whatsapp_accounts w
     where w.id = p.whatsapp_account_id and w.waba_id = $1
       and regexp_replace(p.phone_number, '\\D', '', 'g') = $2
     returning p.id`,
    [change.wabaId, digits, status, quality, tier],
  );
  return rows.length;
}
