/**
 * One query layer over PostgreSQL that works on the embedded PGlite and on a real server (`pg`)
 * alike. Queries use $1-style parameters; rows come back as plain objects.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
}

export interface QueryOptions {
  /**
   * The statement runs very often with this same text (a hot path such as storing webhooks): keep
   * it parsed, as a named prepared statement, on the connection, so each run skips parsing and,
   * once PostgreSQL judges a generic plan good enough, planning. Only for statements whose plan
   * does not depend on their parameters' values.
   */
  prepared?: boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it rolls back when `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs several statements at once (migrations, the job queue's maintenance scripts), in one
   * transaction: all or nothing, so a failed script never leaves the connection mid-transaction.
   * No parameters.
   */
  exec(sql: string): Promise<void>;
  /**
   * The same database for work nobody waits on (sending, imports, a start's rows): on the
   * embedded PGlite, one connection, its statements and transactions go after those of every
   * request waiting (pgliteWorker.ts); on PostgreSQL, the database itself.
   */
  readonly background: Database;
  close(): Promise<void>;
}
