import { PhoneStatus, Quality, Tier, Verification } from '../../../src/common/whatsappAccounts';
import {
  graphPhoneStatusOf,
  graphVerificationOf,
  messagingLimitOf,
  phoneStatusOf,
  qualityOf,
  qualityRatingOf,
  tierOf,
  dailyLimitOf,
  enforcedDailyLimit,
  verificationOf,
} from '../../../src/server/whatsapp/accounts/graphMapping';
import { tierOf as emulatorTierOf } from '../../../src/emulator/limitEvents';

describe('Graph values onto the spec enums', () => {
  it('maps quality ratings', () => {
    expect(['GREEN', 'YELLOW', 'RED', 'UNKNOWN', undefined, 'PURPLE'].map(qualityOf)).toEqual([
      Quality.high,
      Quality.medium,
      Quality.low,
      Quality.unknown,
      Quality.unknown,
      Quality.unknown,
    ]);
    for (const quality of [0, 1, 2, 3] as const)
      expect(qualityOf(qualityRatingOf(quality))).toBe(quality);
  });

  it('maps every phone status of the spec and back', () => {
    expect(phoneStatusOf('CONNECTED')).toBe(PhoneStatus.connected);
    expect(phoneStatusOf('RATE_LIMITED')).toBe(PhoneStatus.rateLimited);
    expect(phoneStatusOf('flagged')).toBe(PhoneStatus.flagged);
    expect(phoneStatusOf('SOMETHING_NEW')).toBe(PhoneStatus.unknown);
    for (const status of Object.values(PhoneStatus)) {
      expect(phoneStatusOf(graphPhoneStatusOf(status))).toBe(status);
    }
  });

  it('maps messaging limit tiers, Meta 2K onto the spec 1000', () => {
    expect(
      [
        'TIER_50',
        'TIER_250',
        'TIER_1K',
        'TIER_2K',
        'TIER_10K',
        'TIER_100K',
        'TIER_UNLIMITED',
        undefined,
      ].map(tierOf),
    ).toEqual([
      Tier.tier50,
      Tier.tier250,
      Tier.tier1k,
      Tier.tier1k,
      Tier.tier10k,
      Tier.tier100k,
      Tier.unlimited,
      Tier.unknown,
    ]);
    // What the emulator reports for a limit reads back as the tier it came from (the retired
    // 50 is reported as Meta's least, 250).
    for (const tier of [2, 3, 4, 5, 6] as const) {
      const limit = messagingLimitOf(tier);
      expect(tierOf(emulatorTierOf(limit === null ? Infinity : limit))).toBe(tier);
    }
    expect(emulatorTierOf(50)).toBe('TIER_250');
    expect(emulatorTierOf(1000)).toBe('TIER_250');
  });

  it("reads Meta's daily limits as figures, in names or numbers, and what is enforced", () => {
    expect(
      ['TIER_2K', 2000, '2000', -1, 'TIER_UNLIMITED', 'TIER_NOT_SET', 0, null].map(dailyLimitOf),
    ).toEqual([2000, 2000, 2000, -1, -1, null, null, null]);
    expect(enforcedDailyLimit({ daily_limit: 2000, tier: Tier.tier1k })).toBe(2000);
    expect(enforcedDailyLimit({ daily_limit: -1, tier: Tier.unlimited })).toBeNull();
    expect(enforcedDailyLimit({ daily_limit: null, tier: Tier.tier10k })).toBe(10_000);
  });

  it('maps business verification statuses and back', () => {
    expect(verificationOf('verified')).toBe(Verification.verified);
    expect(verificationOf('PENDING_NEED_MORE_INFO')).toBe(Verification.pendingNeedMoreInfo);
    expect(verificationOf(undefined)).toBe(Verification.unknown);
    for (const value of Object.values(Verification)) {
      expect(verificationOf(graphVerificationOf(value))).toBe(value);
    }
  });
});
