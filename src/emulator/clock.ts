/**
 * The emulator's clock: the real time plus an offset the control API moves forward
 * (`POST /_emulator/clock {advanceMs}`), so "24 hours later" (a closed customer service window,
 * an expired media URL, a paused template's end) can be tried offline in a second. Every time the
 * emulator reads or reports (windows, webhook timestamps, limits) comes from `now()`, and work it
 * scheduled runs when its time on this clock comes, whichever comes first: the real delay or a
 * move of the clock past it. The offset starts at 0 and only grows, so without moves the emulator
 * behaves as before.
 */

/** Longest single move: a year, so a typo cannot push the clock past what Date can show. */
export const maxAdvanceMs = 366 * 86_400_000;

interface Pending {
  /** When the work is due, on this clock. */
  due: number;
  work: () => void;
  timer: NodeJS.Timeout;
}

export class EmulatorClock {
  private offset = 0;
  private readonly pending = new Set<Pending>();

  constructor(private readonly realNow: () => number = Date.now) {}

  now(): number {
    return this.realNow() + this.offset;
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** Runs `work` after `ms` of real time, or earlier when the clock is moved past its time. */
  later(ms: number, work: () => void): void {
    const entry: Pending = {
      due: this.now() + ms,
      work,
      timer: setTimeout(() => this.run(entry), ms),
    };
    entry.timer.unref();
    this.pending.add(entry);
  }

  /** Moves the clock forward; work that falls due meanwhile runs now, in the order of its time. */
  advance(ms: number): void {
    if (!Number.isInteger(ms) || ms < 0 || ms > maxAdvanceMs) {
      throw new RangeError(`advanceMs must be a whole number from 0 to ${maxAdvanceMs}`);
    }
    this.offset += ms;
    const now = this.now();
    const due = [...this.pending].filter((entry) => entry.due <= now);
    due.sort((a, b) => a.due - b.due);
    for (const entry of due) this.run(entry);
  }

  /** Drops every scheduled work (the emulator closes). */
  close(): void {
    for (const entry of this.pending) clearTimeout(entry.timer);
    this.pending.clear();
  }

  private run(entry: Pending): void {
    if (!this.pending.delete(entry)) return;
    clearTimeout(entry.timer);
    entry.work();
  }
}
