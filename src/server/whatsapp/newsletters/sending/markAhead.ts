/**
 * How far ahead of the pacer a drive marks its rows attempting (recipientRows.ts): a group is
 * marked while fewer than `groups` marked groups wait for their first send to leave, so a mark
 * that is slow to come back (a busy database, a batch being written) never leaves the pacer
 * without sends, and a process that dies leaves at most that many groups in doubt. Turns are
 * given in order, so groups (across batches) reach the pacer in the order they were claimed.
 */
export class MarkAhead {
  /** Per group marked and not leaving yet: resolves once it starts leaving. */
  private readonly waiting: Promise<void>[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly groups: number) {}

  /**
   * Waits until another group may be marked; the function answered must be called once the
   * group starts leaving the pacer, or when it will not (nothing marked, stopping, an error).
   */
  turn(): Promise<() => void> {
    let left!: () => void;
    const leaving = new Promise<void>((resolve) => (left = resolve));
    const ready = this.queue.then(async () => {
      while (this.waiting.length >= this.groups) await this.waiting.shift();
      this.waiting.push(leaving);
    });
    this.queue = ready;
    return ready.then(() => left);
  }
}
