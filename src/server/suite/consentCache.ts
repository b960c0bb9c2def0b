import type { ConsentType } from '../../common/shell';
import type { Queryable } from '../db/database';

interface Entry {
  given: boolean;
  until: number;
}

/**
 * Whether an account has given a consent, read from `consents` at most once per `ttlMs` per
 * account and type: the WhatsApp consent is checked on every WhatsApp call, and a query per call
 * would double the cost of the cheap ones.
 *
 * Staleness: `forget` (called by AddConsent) makes this process see a new consent at once; other
 * server processes on the same database see it after at most `ttlMs`, so a call there may still
 * be refused for those seconds. A consent cannot be withdrawn (there is no call for it), so a
 * cached "given" is never wrong while the database is the same. The map holds one entry per
 * account and type that called lately; expired entries are dropped when it grows.
 */
export class ConsentCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts `forget` calls: a read that began before one does not cache its (older) answer. */
  private forgets = 0;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  async isGiven(accountId: number, consentType: ConsentType): Promise<boolean> {
    const key = `${accountId}:${consentType}`;
    const cached = this.entries.get(key);
    const now = this.now();
    if (cached && cached.until > now) return cached.given;
    const forgetsBefore = this.forgets;
    const rows = await this.db.query(
      'select 1 from consents where account_id = $1 and consent_type = $2',
      [accountId, consentType],
    );
    if (this.entries.size >= 10_000) this.dropExpired(now);
    const given = rows.length > 0;
    if (forgetsBefore === this.forgets) this.entries.set(key, { given, until: now + this.ttlMs });
    return given;
  }

  /** After a consent of the account was given in this process: read it afresh next time. */
  forget(accountId: number, consentType: ConsentType): void {
    this.forgets += 1;
    this.entries.delete(`${accountId}:${consentType}`);
  }

  private dropExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}
