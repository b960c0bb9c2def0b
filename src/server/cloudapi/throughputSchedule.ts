/**
 * When the next message of one phone number may leave, on a fixed schedule: message k leaves at
 * `base + k / rate`, so a timer that wakes early or late never shifts the slots after it and no
 * sending time is lost to rounding. Slots missed while the event loop stalled are caught up, but
 * only within Meta's allowance of one second's worth:
 * - never more than `rate` messages in any window of one second, measured at release;
 * - at most `catchUpMs` of slots are banked; older ones are dropped, so Meta's bucket (one
 *   second's worth, refilled at `rate`) keeps at least `rate × (1 − catchUpMs / 1000)` in reserve
 *   for network jitter and inbound messages, which count against the same throughput.
 * After a 130429 the schedule restarts at the end of the pause with nothing banked.
 */
export class ThroughputSchedule {
  private rate: number;
  /** Time of slot 0 and the index of the next slot: slot k is due at base + k × interval. */
  private base: number;
  private next = 0;
  /** Release times of the latest `perWindow` messages (a ring), to bound every 1-s window. */
  private released: number[] = [];
  private oldest = 0;
  private pausedUntil = -Infinity;

  constructor(
    rate: number,
    now: number,
    private readonly catchUpMs: number,
  ) {
    this.rate = rate;
    this.base = now;
  }

  /** Changes the rate from the next slot on; the slots before keep their times. */
  setRate(rate: number): void {
    if (rate === this.rate) return;
    this.base = this.dueAt(this.next);
    this.next = 0;
    this.rate = rate;
    // The latest releases, newest last, trimmed to the new window's size.
    const ordered = [
      ...this.released.slice(this.oldest),
      ...this.released.slice(0, this.oldest),
    ].slice(-this.perWindow());
    this.released = ordered;
    this.oldest = 0;
  }

  /** After a 130429: nothing leaves before `until`, and the slots missed meanwhile are dropped. */
  pauseUntil(until: number): void {
    if (until <= this.pausedUntil) return;
    this.pausedUntil = until;
    this.base = until;
    this.next = 0;
  }

  /**
   * The earliest time when the next message may leave (at or before `now`: it may leave now).
   * Drops the slots that fell further behind `now` than the catch-up allows.
   */
  nextAt(now: number): number {
    const bankedFrom = now - this.catchUpMs;
    if (this.dueAt(this.next) < bankedFrom) {
      this.base = bankedFrom;
      this.next = 0;
    }
    const windowFull = this.released.length >= this.perWindow();
    const windowOpensAt = windowFull ? this.released[this.oldest] + 1000 : -Infinity;
    return Math.max(this.dueAt(this.next), windowOpensAt, this.pausedUntil);
  }

  /** Records that the next message left at `now` (which must be at or after `nextAt(now)`). */
  take(now: number): void {
    this.next++;
    const perWindow = this.perWindow();
    if (this.released.length < perWindow) {
      this.released.push(now);
    } else {
      this.released[this.oldest] = now;
      this.oldest = (this.oldest + 1) % perWindow;
    }
  }

  private dueAt(slot: number): number {
    return this.base + (slot * 1000) / this.rate;
  }

  /** Messages allowed in one second: the rate, rounded down, at least one. */
  private perWindow(): number {
    return Math.max(1, Math.floor(this.rate));
  }
}
