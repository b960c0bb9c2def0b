/**
 * How many sends of one phone number may be on their way at once (released by the pacer or
 * waiting for it, not yet answered). When the API answers slower than the number's rate, the
 * sends released meanwhile would queue up in front of it and arrive together once it catches up,
 * faster than its bucket refills: the pacer's schedule is kept at its release, not at Meta's
 * arrival. Bounding them to a share of one second's worth bounds such a burst.
 */
export class UnansweredLimit {
  private unanswered = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private places: number) {}

  setPlaces(places: number): void {
    this.places = places;
    this.admit();
  }

  /** Waits for a place; the function returned gives it back (once the answer came). */
  async hold(): Promise<() => void> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.admit();
    });
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.unanswered--;
      this.admit();
    };
  }

  private admit(): void {
    while (this.unanswered < this.places && this.waiting.length > 0) {
      this.unanswered++;
      this.waiting.shift()!();
    }
  }
}
