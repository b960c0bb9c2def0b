/**
 * The worker thread that owns the embedded PGlite (pglite.ts starts it): PostgreSQL in WASM runs
 * here, so a long statement (a 500-row batch, a 100k-row insert) holds neither the server's
 * timers nor its other requests' JavaScript. It answers one message per request; PGlite's own
 * lock orders statements and transactions as it did on the server's thread.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parentPort, workerData } from 'node:worker_threads';
import {
  errorFields,
  type PgliteReady,
  type PgliteReply,
  type PgliteRequest,
  type PgliteStart,
} from './pgliteProtocol';

/** An open transaction: its handle and the decision that ends it (true: commit). */
interface OpenTransaction {
  tx: Transaction;
  decide: (commit: boolean) => void;
  ended: Promise<unknown>;
}

const rolledBack = Symbol('rolled back');

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pgliteWorker.ts runs as a worker thread only');
  const start = workerData as PgliteStart;
  let pg: PGlite;
  try {
    // pg_trgm backs the subscriber search's trigram indexes.
    pg = await PGlite.create(start.dataDir, {
      extensions: { pg_trgm },
      // Cloned into this thread, the bytes sit on an ArrayBuffer of their own.
      ...(start.loadDataDir && {
        loadDataDir: new Blob([start.loadDataDir as Uint8Array<ArrayBuffer>]),
      }),
    });
  } catch (error) {
    port.postMessage({ ready: false, error: errorFields(error) } satisfies PgliteReady);
    return;
  }
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;

  const begin = async (): Promise<number> => {
    const id = nextTx++;
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const ended = pg
      .transaction(async (tx) => {
        open.set(id, { tx, decide, ended });
        begun();
        // Thrown inside, so PGlite rolls back and releases its lock as for any failed work.
        if (!(await decided)) throw rolledBack;
      })
      .finally(() => open.delete(id));
    // BEGIN itself failing ends `ended` before the work starts.
    await Promise.race([started, ended]);
    return id;
  };

  const end = async (id: number, commit: boolean): Promise<void> => {
    const transaction = open.get(id);
    if (!transaction) throw new Error(`No open transaction ${id}`);
    transaction.decide(commit);
    try {
      await transaction.ended;
    } catch (error) {
      if (error !== rolledBack) throw error;
    }
  };

  const handle = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pg : open.get(request.tx)?.tx;
        if (!target) throw new Error(`No open transaction ${request.tx}`);
        return (await target.query(request.sql, request.params)).rows;
      }
      case 'begin':
        return begin();
      case 'commit':
      case 'rollback':
        return end(request.tx, request.op === 'commit');
      case 'exec':
        await pg.transaction((tx) => tx.exec(request.sql));
        return undefined;
      case 'dump':
        return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      case 'close':
        await pg.close();
        return undefined;
    }
  };

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (value) => {
        const reply: PgliteReply = { id: request.id, ok: true, value };
        // A dump's bytes move instead of being copied.
        port.postMessage(reply, value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []);
      },
      (error: unknown) => {
        port.postMessage({
          id: request.id,
          ok: false,
          error: errorFields(error),
        } satisfies PgliteReply);
      },
    );
  });
  port.postMessage({ ready: true } satisfies PgliteReady);
}

void main();
