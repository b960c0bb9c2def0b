import type { Queryable } from '../db/database';

/**
 * `name (Kopie)`, then `name (Kopie 2)` … : the first name free in the account's `table`. The
 * base is cut to `maxBase` characters so the copy's name stays within the table's limit.
 * Copies made at the same time wait for each other (a lock until the transaction ends), or both
 * would pick the same name and one fail on the unique index.
 */
export async function freeCopyName(
  tx: Queryable,
  table: 'whatsapp_templates' | 'whatsapp_newsletters',
  accountId: number,
  name: string,
  maxBase: number,
): Promise<string> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1), $2)', [
    `copyName:${table}`,
    accountId,
  ]);
  const base = name.replace(/ \(Kopie(?: \d+)?\)$/, '').slice(0, maxBase);
  const taken = new Set(
    (
      await tx.query<{ name: string }>(
        `select lower(name) as name from ${table}
         where account_id = $1 and lower(name) like lower($2) || '%'`,
        [accountId, `${base} (Kopie`],
      )
    ).map((row) => row.name),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base} (Kopie)` : `${base} (Kopie ${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
