/**
 * Graph API values of WABAs and phone numbers mapped onto the spec's enums, and back (the
 * emulator is rebuilt from stored rows). The one place that knows both vocabularies.
 */
import {
  PhoneStatus,
  Quality,
  Tier,
  tierLimit,
  Verification,
  type PhoneStatus as PhoneStatusValue,
  type Quality as QualityValue,
  type Tier as TierValue,
  type Verification as VerificationValue,
} from '../../../common/whatsappAccounts';
import type { QualityRating } from '../../cloudapi/graphTypes';

const qualities: Record<string, QualityValue> = {
  GREEN: Quality.high,
  YELLOW: Quality.medium,
  RED: Quality.low,
  UNKNOWN: Quality.unknown,
};

export function qualityOf(rating: string | undefined): QualityValue {
  return qualities[(rating ?? '').toUpperCase()] ?? Quality.unknown;
}

export function qualityRatingOf(quality: QualityValue): QualityRating {
  return (['UNKNOWN', 'RED', 'YELLOW', 'GREEN'] as const)[quality];
}

const statuses: Record<string, PhoneStatusValue> = {
  UNKNOWN: PhoneStatus.unknown,
  BANNED: PhoneStatus.banned,
  CONNECTED: PhoneStatus.connected,
  DELETED: PhoneStatus.deleted,
  DISCONNECTED: PhoneStatus.disconnected,
  FLAGGED: PhoneStatus.flagged,
  MIGRATED: PhoneStatus.migrated,
  PENDING: PhoneStatus.pending,
  RATE_LIMITED: PhoneStatus.rateLimited,
  RESTRICTED: PhoneStatus.restricted,
  UNVERIFIED: PhoneStatus.unverified,
};

export function phoneStatusOf(status: string | undefined): PhoneStatusValue {
  return statuses[(status ?? '').toUpperCase()] ?? PhoneStatus.unknown;
}

export function graphPhoneStatusOf(status: PhoneStatusValue): string {
  return Object.keys(statuses).find((key) => statuses[key] === status) ?? 'UNKNOWN';
}

/**
 * Meta's messaging limits as it names them today (TIER_250, TIER_2K, TIER_10K, TIER_100K,
 * TIER_UNLIMITED: https://developers.facebook.com/docs/whatsapp/messaging-limits) in unique
 * recipients per 24 h, -1 for unlimited. `business_capability_update` may give the figure itself
 * (2000, -1). TIER_50 and TIER_1K are retired but still listed on Meta's webhook page: read, never
 * written. TIER_NOT_SET (a number that never sent) and anything else: null, unknown.
 */
const dailyLimits: Record<string, number> = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1000,
  TIER_2K: 2000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: -1,
};

export function dailyLimitOf(value: unknown): number | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value))) {
    const limit = Number(value);
    return limit === -1 || (Number.isSafeInteger(limit) && limit > 0) ? limit : null;
  }
  return typeof value === 'string' ? (dailyLimits[value.toUpperCase()] ?? null) : null;
}

/**
 * The spec's tier (section 3) a daily limit is shown as: the largest of the spec's steps that
 * does not promise more than Meta grants (TIER_2K shows as 1,000). Enforcement uses the limit.
 */
export function tierOfDailyLimit(limit: number | null): TierValue {
  if (limit === null) return Tier.unknown;
  if (limit === -1) return Tier.unlimited;
  const steps: [number, TierValue][] = [
    [100_000, Tier.tier100k],
    [10_000, Tier.tier10k],
    [1000, Tier.tier1k],
    [250, Tier.tier250],
    [50, Tier.tier50],
  ];
  return steps.find(([step]) => limit >= step)?.[1] ?? Tier.unknown;
}

export function tierOf(tier: unknown): TierValue {
  return tierOfDailyLimit(dailyLimitOf(tier));
}

/** The limit the pacer and the pre-send check enforce: the reported one, else the tier's. */
export function enforcedDailyLimit(row: { daily_limit: number | null; tier: TierValue }) {
  if (row.daily_limit === -1) return null;
  return row.daily_limit ?? tierLimit(row.tier);
}

/** The unique recipients per 24 h for the emulator (null: unlimited). */
export function messagingLimitOf(tier: TierValue, dailyLimit: number | null = null): number | null {
  if (dailyLimit !== null) return dailyLimit === -1 ? null : dailyLimit;
  return ([250, 250, 250, 2000, 10_000, 100_000, null] as const)[tier];
}

const verifications: Record<string, VerificationValue> = {
  expired: Verification.expired,
  failed: Verification.failed,
  ineligible: Verification.ineligible,
  not_verified: Verification.notVerified,
  pending: Verification.pending,
  pending_need_more_info: Verification.pendingNeedMoreInfo,
  pending_submission: Verification.pendingSubmission,
  rejected: Verification.rejected,
  revoked: Verification.revoked,
  verified: Verification.verified,
};

/** The WABA's `business_verification_status` (lower-case in the Graph API). */
export function verificationOf(status: string | undefined): VerificationValue {
  return verifications[(status ?? '').toLowerCase()] ?? Verification.unknown;
}

export function graphVerificationOf(verification: VerificationValue): string {
  return Object.keys(verifications).find((k) => verifications[k] === verification) ?? 'unknown';
}
