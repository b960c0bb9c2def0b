/**
 * Who uses a WABA or a phone number. The modules that can use one (newsletters, templates, double
 * opt-in) each give a finder; `app.ts` passes all of them to the accounts routes, which ask them
 * before a status change, an unlink or a removal (spec section 4) and refuse with the names of
 * what blocks. The finders are named fields, so a module left out does not compile.
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
  /** What uses it: `newsletter`, `template`, `doubleOptIn`. */
  kind: string;
  name: string;
  /** The user's status of what uses it (a newsletter's), when it has one. */
  status?: number;
}

export type UsageFinder = (tx: Queryable, query: UsageQuery) => Promise<Usage[]>;

/** Everything that can use a WABA or a number, one finder per module. */
export interface AccountUsageFinders {
  newsletters: UsageFinder;
  templates: UsageFinder;
  doubleOptIn: UsageFinder;
}

/** Every usage the finders report, each once, sorted by kind and name. */
export async function findUsages(
  tx: Queryable,
  finders: AccountUsageFinders,
  queries: UsageQuery[],
): Promise<Usage[]> {
  const found = new Map<string, Usage>();
  for (const query of queries) {
    for (const finder of Object.values(finders)) {
      for (const usage of await finder(tx, query)) {
        found.set(`${usage.kind}\u0000${usage.name}`, usage);
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
  );
}
