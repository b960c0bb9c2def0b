import path from 'node:path';
import { types } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, QueryOptions } from './database';
import {
  errorFrom,
  type PgliteLane,
  type PgliteReady,
  type PgliteReply,
  type PgliteRequest,
  type PgliteStart,
} from './pgliteProtocol';

/** The embedded database, with its data directory as bytes (test templates). */
export interface EmbeddedDatabase extends Database {
  /** The whole data directory as an uncompressed tar (PGlite's `dumpDataDir`). */
  dumpDataDir(): Promise<Uint8Array>;
}

/**
 * The embedded database: PostgreSQL in WASM, in a worker thread of its own (pgliteWorker.ts), so
 * its statements never hold the server's thread: a long write delays other queries (PGlite is one
 * connection), not the timers, the HTTP parsing or the answers that need no database.
 * `dataDir` undefined keeps it in memory (tests).
 */
export function openPglite(dataDir?: string): Promise<EmbeddedDatabase> {
  return openPgliteWith({ dataDir });
}

type Payload<R> = R extends PgliteRequest ? Omit<R, 'id'> : never;

export async function openPgliteWith(start: PgliteStart): Promise<EmbeddedDatabase> {
  const worker = startWorker(start);
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let failure: Error | undefined;

  // Alive only while a request is out, as PGlite on this thread was: an idle database never
  // keeps the process from ending.
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    settle();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The PGlite worker ended (exit code ${code})`)));

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (ready: PgliteReady) => {
      if (ready.ready) resolve();
      else reject(errorFrom(ready.error));
    });
    worker.once('error', reject);
  });
  worker.on('message', (reply: PgliteReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorFrom(reply.error));
    settle();
  });
  settle();

  const call = <T>(request: Payload<PgliteRequest>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryIn = (lane: PgliteLane, tx?: number): Queryable => ({
    query: async <Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      ownRealm(
        await call<Row[]>({
          op: 'query',
          sql,
          params,
          lane,
          ...(tx !== undefined && { tx }),
          ...(options.prepared && { prepared: true }),
        }),
      ),
  });

  const inLane = (lane: PgliteLane): EmbeddedDatabase => ({
    kind: 'pglite',
    ...queryIn(lane),
    // PGlite is one connection: an open transaction makes other queries wait meanwhile (the
    // worker's turns), and its statements run in the order `work` sends them.
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin', lane });
      let result: T;
      try {
        result = await work(queryIn(lane, tx));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    exec: (sql) => call({ op: 'exec', sql, lane }),
    get background() {
      return background;
    },
    dumpDataDir: () => call<Uint8Array>({ op: 'dump' }),
    async close() {
      if (failure) return;
      await call({ op: 'close' });
      failure = new Error('The database is closed');
      await worker.terminate();
    },
  });
  const background = inLane('background');
  return inLane('foreground');
}

/**
 * Values cloned from the worker are made in node's main realm; code that runs in another one
 * (jest's test context) would find `value instanceof Date` false. Such Dates and byte arrays of
 * a row are made again in this module's realm; in the server, nothing is foreign and nothing is
 * copied.
 */
function ownRealm<Row>(rows: Row[]): Row[] {
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const fields = row as Record<string, unknown>;
    for (const key in fields) {
      const value = fields[key];
      if (typeof value !== 'object' || value === null) continue;
      if (types.isDate(value) && !(value instanceof Date))
        fields[key] = new Date((value as Date).getTime());
      else if (types.isUint8Array(value) && !(value instanceof Uint8Array)) {
        fields[key] = new Uint8Array(value as Uint8Array);
      }
    }
  }
  return rows;
}

/**
 * The bundled server (dist/server/main.js) has the worker built beside it as plain JavaScript;
 * from the TypeScript sources (tsx, jest) the worker compiles its module through tsx.
 */
function startWorker(workerData: PgliteStart): Worker {
  const fromSource = __filename.endsWith('.ts');
  if (!fromSource) return new Worker(path.join(__dirname, 'pgliteWorker.js'), { workerData });
  const source = path.join(__dirname, 'pgliteWorker.ts');
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(source)});`, {
    eval: true,
    workerData,
  });
}
