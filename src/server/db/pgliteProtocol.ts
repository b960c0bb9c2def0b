/**
 * The messages between the server's thread and the worker thread that owns the embedded PGlite
 * (pgliteWorker.ts, pglite.ts). Everything crossing is structured-cloned: Dates stay Dates,
 * bytea stays Uint8Array; errors travel as their fields so PostgreSQL's `code` survives.
 */
export interface PgliteStart {
  /** A directory on disk; undefined keeps the database in memory. */
  dataDir?: string;
  /**
   * A tar file of a data directory dumped before (`dumpDataDir`): opens it in memory. A path, not
   * the bytes: the worker reads them itself, where cloning tens of megabytes into it took longer.
   */
  loadDataDirFile?: string;
}

/**
 * Which queue a statement or transaction outside any transaction waits in: PGlite is one
 * connection, and whenever it is free the worker takes a request's work (`foreground`) before
 * work nobody waits on (`background`: sending, imports, a start's rows).
 */
export type PgliteLane = 'foreground' | 'background';

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      tx?: number;
      lane: PgliteLane;
      /** Run as a named prepared statement (QueryOptions.prepared). */
      prepared?: boolean;
    }
  | { id: number; op: 'begin'; lane: PgliteLane }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'exec'; sql: string; lane: PgliteLane }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error's own fields of plain value (message, code, detail, constraint, …). */
export type ErrorFields = Record<string, string | number | boolean | null | undefined>;

export type PgliteReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/** The worker's first message: open, or why it could not open. */
export type PgliteReady = { ready: true } | { ready: false; error: ErrorFields };

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as ErrorFields[string];
    }
  }
  return fields;
}

/** An Error of this thread carrying the worker's fields (`code` of PostgreSQL included). */
export function errorFrom(fields: ErrorFields): Error {
  const error = new Error(String(fields.message ?? 'PGlite failed'));
  const { stack, ...rest } = fields;
  Object.assign(error, rest);
  // The caller's stack says where the query came from; the worker's, where PGlite failed.
  if (typeof stack === 'string')
    error.stack = `${error.stack}\n    --- in the PGlite worker ---\n${stack}`;
  return error;
}
