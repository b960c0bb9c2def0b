/**
 * Pacing of sends so that neither limit of the Cloud API is ever exceeded:
 * - throughput per phone number (80 messages/s by default, 1,000 after the upgrade): waiting
 *   senders queue per number and are released by a token bucket measured at the moment of
 *   release, so a late timer or a stalled event loop never lets a backlog out at once. The
 *   bucket holds `burst` (1 at 80/s, 1 % of the rate above) and refills at `rate - burst`
 *   (at `rate` when the burst is 1, which spaces sends 1/rate apart):
 *   in any window of one second at most `rate` sends leave, and the bucket of one second's worth
 *   that Meta (and the emulator) apply stays nearly full, which absorbs network jitter.
 * - the messaging limit per account: unique recipients per rolling 24 h. A send to a recipient
 *   not reached in the last 24 h while the limit is used up is refused with the time when the
 *   oldest recipient leaves the window. As Meta counts it, a send into the recipient's open
 *   customer service window is not business-initiated outside a window and is not counted
 *   (https://developers.facebook.com/docs/whatsapp/messaging-limits).
 * State is per process: a sending engine with several processes gives each phone number to one
 * process at a time (or keeps the ledger in the database).
 */
import { systemClock, type Clock } from './clock';

export const DAY_MS = 24 * 60 * 60 * 1000;

interface Lane {
  /** Messages per second. */
  rate: number;
  /** Sends that may leave at once, and when that was measured. */
  allowance: number;
  measuredAt: number;
  /** No send leaves before this time (after a 130429). */
  pausedUntil: number;
  waiting: (() => void)[];
  pumping: boolean;
}

interface Ledger {
  limit: number;
  /** Recipient → time of their latest send, oldest first (Map keeps insertion order). */
  recipients: Map<string, number>;
}

export type PaceResult = { ok: true } | { ok: false; reason: 'messagingLimit'; retryAt: number };

export interface PacerOptions {
  clock?: Clock;
  /** Messages per second of a phone number whose rate was never set. */
  defaultRate?: number;
  /** Share of one second's worth that may leave at once (default 0.01, at least 1). */
  burstRatio?: number;
}

export class SendPacer {
  private readonly clock: Clock;
  private readonly defaultRate: number;
  private readonly burstRatio: number;
  private readonly lanes = new Map<string, Lane>();
  private readonly ledgers = new Map<string, Ledger>();

  constructor(options: PacerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.defaultRate = options.defaultRate ?? 80;
    this.burstRatio = options.burstRatio ?? 0.01;
  }

  /** The phone number's throughput in messages per second, as the API reports it. */
  setThroughput(phoneNumberId: string, rate: number): void {
    if (!(rate > 0) || !Number.isFinite(rate))
      throw new RangeError(`Throughput ${rate} per second`);
    this.lane(phoneNumberId).rate = rate;
  }

  /** The account's unique recipients per rolling 24 h; Infinity for unlimited. */
  setMessagingLimit(accountId: string, limit: number): void {
    this.ledger(accountId).limit = limit;
  }

  /**
   * Waits for the phone number's next slot and counts the recipient against the account's
   * messaging limit; refuses (without waiting) when the limit is used up. A recipient whose
   * customer service window with the number is open until after now (`serviceWindowUntil`, ms)
   * is neither counted nor refused.
   */
  async acquire(
    phoneNumberId: string,
    accountId: string,
    recipient: string,
    serviceWindowUntil: number | null = null,
  ): Promise<PaceResult> {
    const windowOpen = serviceWindowUntil !== null && serviceWindowUntil > this.clock.now();
    const ledgerResult: PaceResult = windowOpen
      ? { ok: true }
      : this.reserveRecipient(accountId, recipient);
    if (!ledgerResult.ok) return ledgerResult;
    const lane = this.lane(phoneNumberId);
    await new Promise<void>((resolve) => {
      lane.waiting.push(resolve);
      if (!lane.pumping) void this.pump(lane);
    });
    return ledgerResult;
  }

  /** After a 130429: no send of this number leaves for `ms`. */
  backOff(phoneNumberId: string, ms: number): void {
    const lane = this.lane(phoneNumberId);
    lane.pausedUntil = Math.max(lane.pausedUntil, this.clock.now() + ms);
    lane.allowance = 0;
    lane.measuredAt = lane.pausedUntil;
  }

  /** Unique recipients of the account in the current window. */
  recipientsInWindow(accountId: string): number {
    const ledger = this.ledger(accountId);
    this.expire(ledger, this.clock.now());
    return ledger.recipients.size;
  }

  /** Releases the lane's waiting senders at its pace, one loop per lane. */
  private async pump(lane: Lane): Promise<void> {
    lane.pumping = true;
    try {
      while (lane.waiting.length > 0) {
        const now = this.clock.now();
        if (now < lane.pausedUntil) {
          await this.clock.sleep(lane.pausedUntil - now);
          continue;
        }
        const burst = Math.max(1, Math.floor(lane.rate * this.burstRatio));
        // One at a time: spaced 1/rate apart. With a burst: refilled at rate - burst, so that
        // burst + refill never exceeds the rate within one second.
        const perMs = (burst === 1 ? lane.rate : lane.rate - burst) / 1000;
        lane.allowance = Math.min(burst, lane.allowance + (now - lane.measuredAt) * perMs);
        lane.measuredAt = now;
        // Tolerates rounding (12.5 ms × 0.08 per ms may come out a hair under one).
        while (lane.allowance >= 1 - 1e-9 && lane.waiting.length > 0) {
          lane.allowance = Math.max(0, lane.allowance - 1);
          lane.waiting.shift()!();
        }
        if (lane.waiting.length > 0) await this.clock.sleep((1 - lane.allowance) / perMs);
      }
    } finally {
      lane.pumping = false;
    }
  }

  private reserveRecipient(accountId: string, recipient: string): PaceResult {
    const ledger = this.ledger(accountId);
    const now = this.clock.now();
    this.expire(ledger, now);
    if (!ledger.recipients.has(recipient) && ledger.recipients.size >= ledger.limit) {
      const oldest = ledger.recipients.values().next().value ?? now;
      return { ok: false, reason: 'messagingLimit', retryAt: oldest + DAY_MS };
    }
    ledger.recipients.delete(recipient);
    ledger.recipients.set(recipient, now);
    return { ok: true };
  }

  private expire(ledger: Ledger, now: number): void {
    for (const [recipient, at] of ledger.recipients) {
      if (at > now - DAY_MS) break;
      ledger.recipients.delete(recipient);
    }
  }

  private lane(phoneNumberId: string): Lane {
    let lane = this.lanes.get(phoneNumberId);
    if (!lane) {
      lane = {
        rate: this.defaultRate,
        allowance: 1,
        measuredAt: this.clock.now(),
        pausedUntil: -Infinity,
        waiting: [],
        pumping: false,
      };
      this.lanes.set(phoneNumberId, lane);
    }
    return lane;
  }

  private ledger(accountId: string): Ledger {
    let ledger = this.ledgers.get(accountId);
    if (!ledger) {
      ledger = { limit: Infinity, recipients: new Map() };
      this.ledgers.set(accountId, ledger);
    }
    return ledger;
  }
}

/** Messages per second of a Graph throughput level. */
export function throughputOf(level: string | undefined, fallback = 80): number {
  if (level === 'HIGH') return 1000;
  return fallback;
}

/** Unique recipients per 24 h of a Graph messaging limit tier (TIER_250 … TIER_UNLIMITED). */
export function messagingLimitOf(tier: string | undefined): number {
  const match = /^TIER_(\d+)(K?)$/.exec(tier ?? '');
  if (!match) return tier === 'TIER_UNLIMITED' ? Infinity : 250;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}
