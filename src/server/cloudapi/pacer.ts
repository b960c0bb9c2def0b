/**
 * Pacing of sends so that neither limit of the Cloud API is ever exceeded:
 * - throughput per phone number (80 messages/s by default, 1,000 after the upgrade): waiting
 *   senders queue per number and are released on the number's fixed schedule
 *   (throughputSchedule.ts): message k at start + k/rate, slots missed by a late timer or a
 *   stalled event loop caught up within Meta's one-second allowance, never more than `rate` in
 *   any window of one second.
 * - the messaging limit per account: unique recipients per rolling 24 h. A send to a recipient
 *   not reached in the last 24 h while the limit is used up is refused with the time when the
 *   oldest recipient leaves the window. As Meta counts it, a send into the recipient's open
 *   customer service window is not business-initiated outside a window and is not counted
 *   (https://developers.facebook.com/docs/whatsapp/messaging-limits).
 * State is per process: a sending engine with several processes gives each phone number to one
 * process at a time (or keeps the ledger in the database).
 */
import { systemClock, type Clock } from './clock';
import { ThroughputSchedule } from './throughputSchedule';
import { UnansweredLimit } from './unansweredLimit';

export const DAY_MS = 24 * 60 * 60 * 1000;

interface Lane {
  schedule: ThroughputSchedule;
  unanswered: UnansweredLimit;
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
  /**
   * How much sending time missed by a late timer or a stalled event loop is caught up (default
   * 250 ms: a busy server's stalls, a query on PGlite's thread among them, cost no sending time).
   * With the quarter second's worth of unanswered sends (`unansweredShare`) at most half of
   * Meta's one-second bucket is ever drawn ahead; the other half stays in reserve for network
   * jitter, a slow API and inbound messages, which count against the same throughput.
   */
  catchUpMs?: number;
  /** Sends of a number on their way at once (`holdPlace`), as a share of its rate (0.25). */
  unansweredShare?: number;
}

export class SendPacer {
  private readonly clock: Clock;
  private readonly defaultRate: number;
  private readonly catchUpMs: number;
  private readonly unansweredShare: number;
  private readonly lanes = new Map<string, Lane>();
  private readonly ledgers = new Map<string, Ledger>();

  constructor(options: PacerOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.defaultRate = options.defaultRate ?? 80;
    this.catchUpMs = options.catchUpMs ?? 250;
    this.unansweredShare = options.unansweredShare ?? 0.25;
  }

  /** The phone number's throughput in messages per second, as the API reports it. */
  setThroughput(phoneNumberId: string, rate: number): void {
    if (!(rate > 0) || !Number.isFinite(rate))
      throw new RangeError(`Throughput ${rate} per second`);
    const lane = this.lane(phoneNumberId);
    lane.schedule.setRate(rate);
    lane.unanswered.setPlaces(this.placesAt(rate));
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

  /**
   * Waits until few enough sends of the number are on their way (see unansweredLimit.ts) and
   * holds a place among them; call the function returned once the answer came.
   */
  holdPlace(phoneNumberId: string): Promise<() => void> {
    return this.lane(phoneNumberId).unanswered.hold();
  }

  /** After a 130429: no send of this number leaves for `ms`. */
  backOff(phoneNumberId: string, ms: number): void {
    this.lane(phoneNumberId).schedule.pauseUntil(this.clock.now() + ms);
  }

  /** Unique recipients of the account in the current window. */
  recipientsInWindow(accountId: string): number {
    const ledger = this.ledger(accountId);
    this.expire(ledger, this.clock.now());
    return ledger.recipients.size;
  }

  /**
   * Releases the lane's waiting senders on its schedule, one loop per lane. Every slot already
   * due leaves at once; a timer that wakes early just sleeps the remainder.
   */
  private async pump(lane: Lane): Promise<void> {
    lane.pumping = true;
    try {
      while (lane.waiting.length > 0) {
        const now = this.clock.now();
        const at = lane.schedule.nextAt(now);
        if (at > now) {
          await this.clock.sleep(at - now);
          continue;
        }
        lane.schedule.take(now);
        lane.waiting.shift()!();
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

  private placesAt(rate: number): number {
    return Math.max(1, Math.floor(rate * this.unansweredShare));
  }

  private lane(phoneNumberId: string): Lane {
    let lane = this.lanes.get(phoneNumberId);
    if (!lane) {
      lane = {
        schedule: new ThroughputSchedule(this.defaultRate, this.clock.now(), this.catchUpMs),
        unanswered: new UnansweredLimit(this.placesAt(this.defaultRate)),
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
