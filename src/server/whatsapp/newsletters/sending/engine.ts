/**
 * The sending engine: turns the recipient rows of Active newsletters into template messages.
 *
 * Work is per phone number. A process drives a number only while it holds the number's send
 * lease (lease.ts), so the number's throughput, paced by this process's SendPacer, holds across
 * any number of processes; newsletters on different numbers are sent by different processes at
 * once. A drive is started by the pg-boss job `whatsapp.newsletter-send` (sent with the start,
 * or for the planned time) and, as a safety net, by each process's sweep, which picks up numbers
 * with work and no live lease (a process killed mid-send is taken over within a lease).
 *
 * Exactly once. The Cloud API has no idempotency key. A batch of rows is claimed (state
 * `claimed`: taken, no request yet); just before a group of them leaves the pacer, the group is
 * marked `attempting` (only while the lease is held in the database and the newsletter is
 * Active), and each carries its own key in biz_opaque_callback_data, which Meta and the emulator
 * echo in every status webhook. Each answer is written to its row (sent with its wamid, retry,
 * failed) only while the row is still at that attempt. The lease is renewed on a timer; a
 * process that cannot renew it sends nothing more, and a marked send that could not leave within
 * one lease of its mark (a starved process) is cancelled, so that NEWSLETTER_SETTLE_SECONDS (which
 * must exceed the lease plus WHATSAPP_TIMEOUT_MS) after a mark no request of it can still come.
 * When another process holds the lease (the first died or lost it), it takes the first's rows:
 * claimed ones were never requested and go out again at once; attempting ones (and rows whose
 * call timed out) may have reached Meta and are never sent again blindly: once older than the
 * lease they are settled as sent when a status webhook carries their key; only when nothing was
 * heard for NEWSLETTER_SETTLE_SECONDS after the attempt, and every webhook received in that time
 * has been applied, are they sent again, as requests that never reached Meta. At most about two
 * groups (1/10 s of sends) per process are attempting at a time, so that is all a crash leaves
 * in doubt. The remaining risk is a message Meta accepted whose status webhook comes later than
 * NEWSLETTER_SETTLE_SECONDS (an outage of webhook delivery). Proven by
 * test/server/whatsapp/newsletters/crash.pg.test.ts (SIGKILL mid-send, each recipient once).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { CloudApi } from '../../../cloudapi';
import type { SendingSettings } from '../../../config';
import type { Database } from '../../../db/database';
import type { SendSnapshot } from '../sendSnapshot';
import type { LinkTokens } from '../statistics/trackedLinks';
import { takeLease, releaseLease } from './lease';
import { finishIfDone, keepStoppedFigures } from './newsletterEnd';
import { numberSendTarget } from './numberTarget';
import { SendProgressReporter } from './sendProgress';
import { activateDue } from './planned';
import {
  claimBatch,
  markAttempting,
  remainingRows,
  settleOrphans,
  writeOutcomes,
  type ClaimedRow,
  type Outcome,
} from './recipientRows';
import { sendRow, applyOutcomeEffects, type SendTarget } from './sendRow';

export const newsletterSendJob = 'whatsapp.newsletter-send';

/**
 * The longest a drive waits for its next due row before it looks again anyway: new work on the
 * number that no `drive` here announces (a newsletter started through another process, whose
 * job found the lease held) is picked up within it. Work announced here wakes the wait at once.
 */
const idleLookMs = 5000;

export interface EngineLog {
  error(context: object, message: string): void;
}

export class SendingEngine {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly driving = new Map<number, { again: boolean; done: Promise<void> }>();
  /** Ends the wait of a drive between due rows (per number): new work, or the stop. */
  private readonly wakers = new Map<number, () => void>();
  private closed = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly progress: SendProgressReporter;
  /** Nobody waits on a send's statements: on PGlite, requests' statements go first. */
  private readonly db: Database;
  /**
   * The lease is renewed in the requests' lane: a renewal that waited behind the send's own
   * statements could let a short lease run out mid-send.
   */
  private readonly leases: Database;

  constructor(
    db: Database,
    private readonly cloudApi: CloudApi,
    private readonly settings: SendingSettings & { defaultThroughput: number },
    private readonly log: EngineLog,
    /** Queues a drive of the number for later (pg-boss job with startAfter). */
    private readonly later: (phoneRowId: number, afterSeconds: number) => Promise<void>,
    private readonly linkTokens: LinkTokens,
  ) {
    this.db = db.background;
    this.leases = db;
    this.progress = new SendProgressReporter(this.db);
  }

  /**
   * Drives the number unless this process already does (then it looks again when done).
   * Never rejects: a failed drive is logged, and the sweep comes back to the number.
   */
  drive(phoneRowId: number): Promise<void> {
    // A stopping server starts nothing new; another process's sweep takes the number.
    if (this.closed) return Promise.resolve();
    const current = this.driving.get(phoneRowId);
    if (current) {
      current.again = true;
      this.wakers.get(phoneRowId)?.();
      return current.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        do {
          entry.again = false;
          await this.run(phoneRowId);
        } while (entry.again && !this.closed);
      } catch (error) {
        this.log.error({ err: error, phoneRowId }, 'newsletter send failed');
      } finally {
        this.driving.delete(phoneRowId);
      }
    })();
    this.driving.set(phoneRowId, entry);
    return entry.done;
  }

  /** Every `leaseSeconds`: numbers with due work and no live lease are driven here. */
  startSweeping(): void {
    const sweep = async () => {
      try {
        for (const id of await this.numbersToTake()) void this.drive(id);
      } catch (error) {
        this.log.error({ err: error }, 'newsletter sweep failed');
      }
    };
    this.sweepTimer = setInterval(() => void sweep(), this.settings.leaseSeconds * 1000);
    this.sweepTimer.unref();
    void sweep();
  }

  /**
   * Stops sending (graceful stop, SIGTERM): sends not yet left are cancelled and their rows
   * given back as pending, requests already made are awaited (each within WHATSAPP_TIMEOUT_MS)
   * and written, and every lease is released, so another process takes the numbers at once.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweepTimer);
    for (const wake of this.wakers.values()) wake();
    await Promise.all([...this.driving.values()].map((entry) => entry.done));
  }

  private async numbersToTake(): Promise<number[]> {
    const rows = await this.db.query<{ phone_number_id: number }>(
      `select distinct n.phone_number_id from whatsapp_newsletters n
       left join whatsapp_send_leases l on l.phone_number_id = n.phone_number_id
       where n.phone_number_id is not null
         and (n.status = 3 or (n.status = 2 and n.send_date <= now()))
         and (l.phone_number_id is null or l.until < now())`,
    );
    return rows.map((row) => row.phone_number_id);
  }

  private async run(phoneRowId: number): Promise<void> {
    const { leaseSeconds, settleSeconds } = this.settings;
    if (!(await takeLease(this.leases, phoneRowId, this.owner, leaseSeconds))) return;
    // Renewed on a timer of its own, so a slow batch never lets the lease run out while this
    // process lives; once a renewal fails, nothing more is sent (SendTarget.holding).
    let holding = true;
    const heartbeat = setInterval(
      () => {
        takeLease(this.leases, phoneRowId, this.owner, leaseSeconds).then(
          (held) => (holding &&= held),
          () => (holding = false),
        );
      },
      (leaseSeconds * 1000) / 3,
    );
    let inFlight: Promise<void> | null = null;
    try {
      const target = await this.targetOf(phoneRowId, () => holding && !this.closed);
      if (!target) return;
      // Half a second's worth: a batch is done long before the lease could run out.
      const batchSize = Math.max(20, Math.min(500, Math.round(target.rate / 2)));
      for (;;) {
        if (this.closed || !holding) break;
        await activateDue(this.db, phoneRowId);
        const newsletters = await this.db.query<{ id: number; send_snapshot: SendSnapshot }>(
          `select id, send_snapshot from whatsapp_newsletters
           where phone_number_id = $1 and status = 3 order by id`,
          [phoneRowId],
        );
        let claimed = false;
        let nextDueAt = Infinity;
        for (const newsletter of newsletters) {
          await settleOrphans(this.db, newsletter.id, this.owner, leaseSeconds, settleSeconds);
          const rows = await claimBatch(this.db, newsletter.id, this.owner, batchSize);
          if (rows.length > 0) {
            await this.progress.report(newsletter.id);
            // Two batches at most in hand: the next is queued at the pacer while one is sent.
            const sending = this.sendBatch(
              newsletter.id,
              newsletter.send_snapshot,
              target,
              phoneRowId,
              rows,
            );
            if (inFlight) await inFlight;
            inFlight = sending;
            claimed = true;
            break;
          }
          const rest = await remainingRows(this.db, newsletter.id, settleSeconds);
          if (rest.pending + rest.claimed === 0) await finishIfDone(this.db, newsletter.id);
          else if (rest.nextDueAt !== null) nextDueAt = Math.min(nextDueAt, rest.nextDueAt);
        }
        if (claimed) continue;
        if (inFlight) {
          await inFlight;
          inFlight = null;
          continue;
        }
        if (nextDueAt === Infinity) break;
        const waitMs = nextDueAt - Date.now();
        if (waitMs > 2 * leaseSeconds * 1000) {
          await this.later(phoneRowId, Math.ceil(waitMs / 1000));
          break;
        }
        // Until the next row is due (the demo's come seconds apart), not once a second: each look
        // costs about ten statements, which on PGlite take the one connection from the requests.
        await this.pause(phoneRowId, Math.max(200, Math.min(waitMs, idleLookMs)));
      }
    } finally {
      await inFlight?.catch(() => undefined);
      clearInterval(heartbeat);
      await releaseLease(this.leases, phoneRowId, this.owner);
    }
  }

  /** Waits `ms`, or less when `drive` brings new work for the number or the engine stops. */
  private pause(phoneRowId: number, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(phoneRowId);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.set(phoneRowId, wake);
    });
  }

  /** The number's Graph id, token and limits, set on the pacer; null when it cannot send. */
  private async targetOf(
    phoneRowId: number,
    holding: () => boolean,
  ): Promise<(SendTarget & { rate: number }) | null> {
    const number = await numberSendTarget(
      this.db,
      this.cloudApi,
      phoneRowId,
      this.settings.defaultThroughput,
    );
    if (!number) return null;
    return {
      client: this.cloudApi.client,
      pacer: this.cloudApi.pacer,
      rate: number.rate,
      holding,
      linkTokens: this.linkTokens,
      paced: number.paced,
    };
  }

  /**
   * Sends a claimed batch in groups of 1/20 s worth: a group is marked attempting just before
   * its sends leave the pacer (when the group before it starts leaving), so at most two groups
   * are attempting but unsent when the process dies. Outcomes are written in one statement.
   */
  private async sendBatch(
    newsletterId: number,
    snapshot: SendSnapshot,
    target: SendTarget & { rate: number },
    phoneRowId: number,
    rows: ClaimedRow[],
  ): Promise<void> {
    const groupSize = Math.max(10, Math.min(100, Math.round(target.rate / 20)));
    const outcomes: Outcome[] = [];
    const sends: Promise<void>[] = [];
    let previousLeaving: Promise<void> = Promise.resolve();
    for (let i = 0; i < rows.length; i += groupSize) {
      await previousLeaving;
      if (this.closed) {
        // Stopping: the rest never had a request; pending again, for the next holder.
        for (const row of rows.slice(i)) {
          outcomes.push({
            subscriberId: row.subscriber_id,
            attempt: row.attempts,
            state: 'pending',
            errorClass: 'serverStopping',
          });
        }
        break;
      }
      const group = rows.slice(i, i + groupSize);
      const marked = await markAttempting(
        this.db,
        newsletterId,
        this.owner,
        phoneRowId,
        group.map((row) => row.subscriber_id),
      );
      let leaving!: () => void;
      previousLeaving = new Promise((resolve) => (leaving = resolve));
      // A mark is good for one lease: the holder after us resends attempting rows only later
      // than that (NEWSLETTER_SETTLE_SECONDS), so a send held up longer must not leave at all.
      const markedAt = Date.now();
      const proceed = () => {
        leaving();
        return target.holding() && Date.now() - markedAt < this.settings.leaseSeconds * 1000;
      };
      const mine = group.filter((row) => marked.has(row.subscriber_id));
      if (mine.length === 0) leaving();
      for (const row of mine) {
        sends.push(
          sendRow({ ...target, holding: proceed }, snapshot, newsletterId, row).then((outcome) => {
            leaving();
            outcomes.push(outcome);
          }),
        );
      }
    }
    await Promise.all(sends);
    try {
      await writeOutcomes(this.db, newsletterId, this.owner, outcomes);
      await applyOutcomeEffects(this.db, newsletterId, outcomes);
      // Stopped while this batch was under way: its figures now include the batch.
      await keepStoppedFigures(this.db, newsletterId);
    } catch (error) {
      // The rows stay attempting and are settled by their webhooks (or sent again) later.
      this.log.error({ err: error, newsletterId }, 'could not write send outcomes');
    }
  }
}
