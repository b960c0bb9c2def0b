/**
 * Graph API values of WABAs and phone numbers mapped onto the spec's enums, and back (the
 * emulator is rebuilt from stored rows). The one place that knows both vocabularies.
 */
import {
  PhoneStatus,
  Quality,
  Tier,
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
 * Meta's tiers. TIER_2K (Meta's step since 2025, between the spec's 1000 and 10000) shows as
 * the spec's 1000: the product's table never promises more than the API grants.
 */
const tiers: Record<string, TierValue> = {
  TIER_50: Tier.tier50,
  TIER_250: Tier.tier250,
  TIER_1K: Tier.tier1k,
  TIER_2K: Tier.tier1k,
  TIER_10K: Tier.tier10k,
  TIER_100K: Tier.tier100k,
  TIER_UNLIMITED: Tier.unlimited,
};

export function tierOf(tier: string | undefined): TierValue {
  return tiers[(tier ?? '').toUpperCase()] ?? Tier.unknown;
}

/** The unique recipients per 24 h a tier stands for, for the emulator (null: unlimited). */
export function messagingLimitOf(tier: TierValue): number | null {
  return ([250, 50, 250, 1000, 10_000, 100_000, null] as const)[tier];
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
