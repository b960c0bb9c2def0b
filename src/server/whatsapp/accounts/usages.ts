/**
 * Who uses a WABA or a phone number. Each later feature (newsletters, templates, double opt-in)
 * registers a finder; the accounts routes ask them all before a status change, an unlink or a
 * removal (spec section 4) and refuse with the names of what blocks.
 */
import type { Queryable } from '../../db/database';

/** statusChange: active or planned newsletters. removal: also sent ones, templates, double opt-in. */
export type UsagePurpose = 'statusChange' | 'removal';

export interface UsageQuery {
  accountId: number;
  /** Row id (`whatsapp_accounts.id`) of the WABA asked about: its numbers' usages count too. */
  wabaId?: number;
  /** Row id (`whatsapp_phone_numbers.id`) of the number asked about. */
  phoneNumberId?: number;
  purpose: UsagePurpose;
}

export interface Usage {
  /** What uses it: `newsletter`, `template`, `doubleOptIn`, … */
  kind: string;
  name: string;
}

export type UsageFinder = (tx: Queryable, query: UsageQuery) => Promise<Usage[]>;

const finders = new Set<UsageFinder>();

/** Adds a finder; the returned function removes it again (tests). */
export function registerUsageFinder(finder: UsageFinder): () => void {
  finders.add(finder);
  return () => finders.delete(finder);
}

/** Every usage the registered finders report, each once, sorted by kind and name. */
export async function findUsages(tx: Queryable, queries: UsageQuery[]): Promise<Usage[]> {
  const found = new Map<string, Usage>();
  for (const query of queries) {
    for (const finder of finders) {
      for (const usage of await finder(tx, query)) {
        found.set(`${usage.kind}\u0000${usage.name}`, usage);
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
  );
}
