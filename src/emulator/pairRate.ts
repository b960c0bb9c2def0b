/**
 * Meta's pair rate limit (https://developers.facebook.com/docs/whatsapp/throughput, "Pair rate
 * limits"): one message every 6 seconds from a business number to the same WhatsApp user, with
 * bursts of up to 45 borrowed from the future; beyond that 131056 until the borrowed time has
 * passed. Kept as a generic cell rate per pair: each message moves the pair's "theoretical
 * arrival time" on by the interval; a send is refused while that time lies more than the burst
 * ahead of now.
 */
import { graphError } from './graphErrors';

export interface PairRateOptions {
  intervalMs: number;
  burst: number;
}

export const metaPairRate: PairRateOptions = { intervalMs: 6000, burst: 45 };

export class PairRate {
  private readonly due = new Map<string, number>();

  constructor(private readonly options: PairRateOptions = metaPairRate) {}

  /** Counts one message of `phoneNumberId` to `to`, or throws Meta's 131056. */
  take(phoneNumberId: string, to: string, now = Date.now()): void {
    const key = `${phoneNumberId}:${to}`;
    const { intervalMs, burst } = this.options;
    const arrival = Math.max(this.due.get(key) ?? now, now);
    if (arrival - now > (burst - 1) * intervalMs) {
      throw graphError(
        131056,
        'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
      );
    }
    this.due.set(key, arrival + intervalMs);
    if (this.due.size > 100_000) this.forget(now);
  }

  /** Pairs whose borrowed time has passed hold no state. */
  private forget(now: number): void {
    for (const [key, at] of this.due) if (at <= now) this.due.delete(key);
  }
}
