import type { Database } from '../../src/server/db/database';

/**
 * A fingerprint per table of the product's schema (row count and an order-free sum of row
 * hashes), to show that a refused call changed nothing. Left out: tables that record requests
 * rather than data (sign-in sessions and throttles, request rate limits), which may change on
 * any call.
 */
const requestBookkeeping = /^(oidc_|signin_|rate_?limit|request_)/;

export type Digest = Map<string, string>;

export async function databaseDigest(db: Database): Promise<Digest> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const kept = tables.map((t) => t.name).filter((name) => !requestBookkeeping.test(name));
  if (kept.length < 20) throw new Error(`only ${kept.length} tables to digest`);
  const rows = await db.query<{ name: string; digest: string }>(
    kept
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' ||
             coalesce(sum(hashtext(t::text)::bigint), 0)::text as digest from "${name}" t`,
      )
      .join(' union all '),
  );
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
}
