/**
 * The double opt-in process uses its phone number: the number (and so its WABA) cannot be removed
 * or unlinked while the work version or the active version names it (spec section 4). Status
 * changes are not blocked by it.
 */
import type { UsageFinder } from '../accounts';

export const doiUsageFinder: UsageFinder = async (tx, query) => {
  if (query.purpose !== 'removal' || query.phoneNumberId === undefined) return [];
  const rows = await tx.query<{ doi_keyword: string; opt_out_keyword: string }>(
    `select d.doi_keyword, d.opt_out_keyword from doi_processes d
     left join doi_process_versions v on v.id = d.active_version_id
     where d.account_id = $1 and (d.phone_number_id = $2 or v.phone_number_id = $2)`,
    [query.accountId, query.phoneNumberId],
  );
  return rows.map((row) => ({
    kind: 'doubleOptIn',
    name: `${row.doi_keyword} / ${row.opt_out_keyword}`,
  }));
};
