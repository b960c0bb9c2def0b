import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { findUsages, type AccountUsageFinders, type UsagePurpose, type UsageQuery } from './usages';

/** The questions for a WABA: the WABA itself and each of its numbers. */
export function wabaQueries(
  accountId: number,
  wabaId: number,
  phoneNumberIds: number[],
  purpose: UsagePurpose,
): UsageQuery[] {
  return [
    { accountId, wabaId, purpose },
    ...phoneNumberIds.map((phoneNumberId) => ({ accountId, wabaId, phoneNumberId, purpose })),
  ];
}

/**
 * Refuses (409 `errorKey`) when anything uses what `queries` ask about: the answer names each
 * blocker as a detail `{ field: kind, reason: "inUse", params: { name, status? } }`.
 */
export async function refuseWhileInUse(
  tx: Queryable,
  finders: AccountUsageFinders,
  queries: UsageQuery[],
  errorKey: string,
  what: string,
): Promise<void> {
  const usages = await findUsages(tx, finders, queries);
  if (usages.length === 0) return;
  throw new HttpError(
    409,
    errorKey,
    `The ${what} is in use: ${usages.map((u) => `${u.kind} "${u.name}"`).join(', ')}.`,
    usages.map((usage) => {
      const params: Record<string, string | number> = { name: usage.name };
      if (usage.status !== undefined) params.status = usage.status;
      return { field: usage.kind, reason: 'inUse', params };
    }),
  );
}
