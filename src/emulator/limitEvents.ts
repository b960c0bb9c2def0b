/**
 * Messaging limits and throughput as Meta reports them today: the tier names of
 * https://developers.facebook.com/docs/whatsapp/messaging-limits (TIER_250, TIER_2K, TIER_10K,
 * TIER_100K, TIER_UNLIMITED; TIER_50 and TIER_1K are retired), and the values of the
 * `phone_number_quality_update` and `business_capability_update` webhooks
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/phone_number_quality_update,
 * …/reference/business_capability_update).
 */
import type { QualityRating } from '../server/cloudapi/graphTypes';

const tiers: [limit: number, name: string][] = [
  [100_000, 'TIER_100K'],
  [10_000, 'TIER_10K'],
  [2000, 'TIER_2K'],
  [250, 'TIER_250'],
];

/**
 * Meta's name of a daily limit. Limits between Meta's steps (tests set small ones) are named by
 * the step below; anything under 250, Meta's least, as TIER_250.
 */
export function tierOf(limit: number): string {
  if (!Number.isFinite(limit)) return 'TIER_UNLIMITED';
  return tiers.find(([step]) => limit >= step)?.[1] ?? 'TIER_250';
}

/** `max_daily_conversations_per_business` as the capability webhook's sample gives it: -1 unlimited. */
const figureOf = (limit: number) => (Number.isFinite(limit) ? limit : -1);

export interface PhoneState {
  display: string;
  quality: QualityRating;
  /** Unique recipients per 24 h (Infinity: unlimited). */
  limit: number;
  /** Messages per second. */
  throughput: number;
}

/** The `phone_number_quality_update` values a change of a number brings, in Meta's order. */
export function phoneQualityEvents(before: PhoneState, after: PhoneState) {
  const tier = tierOf(after.limit);
  // The page's syntax has the daily limit in every event of this field.
  const base = { display_phone_number: after.display };
  const daily = { max_daily_conversations_per_business: tier };
  const events: Record<string, unknown>[] = [];
  if (before.quality !== 'RED' && after.quality === 'RED') {
    events.push({ ...base, event: 'FLAGGED', current_limit: tier, ...daily });
  }
  if (before.quality === 'RED' && after.quality !== 'RED') {
    events.push({ ...base, event: 'UNFLAGGED', current_limit: tier, ...daily });
  }
  const oldTier = tierOf(before.limit);
  if (oldTier !== tier) {
    events.push({
      ...base,
      event: rank(tier) > rank(oldTier) ? 'UPGRADE' : 'DOWNGRADE',
      old_limit: oldTier,
      current_limit: tier,
      ...daily,
    });
  }
  // Meta's own sample: TIER_UNLIMITED here is the throughput, not the daily limit, which the
  // event reports unchanged; no old_limit (the page has it only for messaging limit changes).
  if (before.throughput < 1000 && after.throughput >= 1000) {
    events.push({
      ...base,
      event: 'THROUGHPUT_UPGRADE',
      current_limit: 'TIER_UNLIMITED',
      ...daily,
    });
  }
  return events;
}

/** The `business_capability_update` value of a portfolio's limit, as Meta's sample has it. */
export function capabilityValue(limit: number) {
  // The phone number limits are ours: the page's example values were not in the text found.
  return {
    max_daily_conversations_per_business: figureOf(limit),
    max_phone_numbers_per_business: 20,
    max_phone_numbers_per_waba: 25,
  };
}

function rank(tier: string): number {
  return tier === 'TIER_UNLIMITED'
    ? tiers.length
    : tiers.length - 1 - tiers.findIndex(([, n]) => n === tier);
}
