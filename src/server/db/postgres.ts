import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, QueryOptions } from './database';

// Return BIGINT counts as numbers and timestamps as Date, as PGlite does.
pg.types.setTypeParser(20, (value) => Number(value));

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export function openPostgres(connectionString: string): Database {
  // Without JIT compilation: it costs tens to hundreds of milliseconds on queries the planner
  // prices high (a million rows), which here answer in a few index lookups or one aggregate.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // An idle connection the server ends (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const database: Database = {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = await pool.query(queryConfig(sql, params, options));
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
            return (await client.query(queryConfig(sql, params, options))).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    // Without parameters pg sends the simple protocol, which takes several statements.
    exec: (sql) => database.transaction(async (tx) => void (await tx.query(sql))),
    // Other connections go on meanwhile: nothing to put behind.
    get background() {
      return database;
    },
    close: () => pool.end(),
  };
  return database;
}

/**
 * pg's query config; a prepared statement is named after its text, so each pooled connection
 * parses it once (pg keeps the names it prepared per connection).
 */
function queryConfig(sql: string, values: unknown[], options: QueryOptions): pg.QueryConfig {
  if (!options.prepared) return { text: sql, values };
  const name = `relay_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  return { name, text: sql, values };
}
