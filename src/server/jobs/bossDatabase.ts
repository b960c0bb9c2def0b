import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';

/**
 * pg-boss talks to our database layer instead of a pool of its own (its `db.executeSql` option),
 * so it works on the embedded PGlite (one connection) and on PostgreSQL alike, and a job can be
 * written inside one of our transactions.
 *
 * pg-boss sends its schema creation, migrations and maintenance as one script without parameters,
 * `BEGIN; …; COMMIT;`. PGlite's `query` takes one statement only, and a script that fails half-way
 * must not leave the single connection inside an aborted transaction: such scripts run through
 * `exec`, which wraps them in one transaction of ours (all or nothing) instead of their own.
 */
export function bossDatabase(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const script = values.length === 0 ? unwrapTransaction(text) : undefined;
      if (script !== undefined) {
        await db.exec(script);
        return { rows: [] };
      }
      return { rows: await db.query(text, values) };
    },
  };
}

/** pg-boss's access to one open transaction of ours (sending a job with the caller's writes). */
export function bossTransaction(tx: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return { rows: await tx.query(text, values) };
    },
  };
}

/** The statements between a script's leading `BEGIN;` and trailing `COMMIT;`, else undefined. */
function unwrapTransaction(text: string): string | undefined {
  const match = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i.exec(text);
  return match?.[1];
}
