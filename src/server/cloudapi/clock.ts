/** Time as the pacer sees it; tests pass a fake clock that jumps from one sleeper to the next. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.timeOrigin + performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A clock that moves only when something sleeps on it: once every pending callback has run, it
 * jumps to the earliest sleeper's wake time and wakes it. Concurrent sleepers wake in time order.
 */
export class FakeClock implements Clock {
  private sleepers: { at: number; wake: () => void }[] = [];
  private scheduled = false;

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const at = this.time + Math.max(0, ms);
      const index = this.sleepers.findIndex((sleeper) => sleeper.at > at);
      this.sleepers.splice(index === -1 ? this.sleepers.length : index, 0, { at, wake: resolve });
      this.schedule();
    });
  }

  advance(ms: number): void {
    this.time += ms;
  }

  private schedule(): void {
    if (this.scheduled || this.sleepers.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const next = this.sleepers.shift();
      if (!next) return;
      this.time = Math.max(this.time, next.at);
      next.wake();
      this.schedule();
    });
  }
}
