import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

/**
 * The embedded database: PostgreSQL in WASM. `dataDir` undefined keeps it in memory (tests).
 * pg_trgm backs the subscriber search's trigram indexes.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return wrapPglite(pg);
}
export function wrapPglite(pg: PGlite): Database {
  const asQueryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    // PGlite is one connection: its transaction() makes other queries wait meanwhile.
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    exec: async (sql) => {
      await pg.transaction((tx) => tx.exec(sql));
    },
    close: () => pg.close(),
  };
}
