/**
 * The worker thread that owns the embedded PGlite (pglite.ts starts it): PostgreSQL in WASM runs
 * here, so a long statement (a 500-row batch, a 100k-row insert) holds neither the server's
 * timers nor its other requests' JavaScript. It answers one message per request.
 *
 * PGlite is one connection: one statement, or one transaction from BEGIN to its end, has it at a
 * time (a turn). The worker hands out the turns itself, from two queues: whenever the connection
 * is free, the oldest waiting request's work (foreground) goes first, work nobody waits on
 * (background) only when none waits. So a light request waits for at most the one background
 * turn running, not for every background statement queued before it. A transaction's own
 * statements run at once: it has the turn.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { keepCheckpoints } from './pgliteCheckpoints';
import { preparedStatements } from './pglitePrepared';
import {
  errorFields,
  type PgliteLane,
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

/**
 * A tar file's bytes as the Blob PGlite's `loadDataDir` takes, handed over as they are: Node 20's
 * own Blob copies its bytes in and reads them out in chunks, about a second for a 90 MB data
 * directory on these machines (PGlite only calls `arrayBuffer()`).
 */
class BytesBlob extends Blob {
  constructor(private readonly tar: Buffer) {
    super([], { type: 'application/x-tar' });
  }

  override get size(): number {
    return this.tar.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tar;
    const own = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(
      (own ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer,
    );
  }
}

/** How long background work waits after a request's statement for that request's next one. */
const foregroundGraceMs = 3;

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pgliteWorker.ts runs as a worker thread only');
  const start = workerData as PgliteStart;
  let pg: PGlite;
  try {
    // pg_trgm backs the subscriber search's trigram indexes.
    pg = await PGlite.create(start.dataDir, {
      extensions: { pg_trgm },
      ...(start.loadDataDirFile && {
        loadDataDir: new BytesBlob(readFileSync(start.loadDataDirFile)),
      }),
    });
    // PostgreSQL fills each new 16 MB WAL file with zeros before using it, to reserve the disk
    // space. In PGlite's in-memory file system (the tests' and benches' databases) that took the
    // commit crossing into a new file 40-140 ms (p99 of 200-row import commits 74-80 ms, without
    // it 11-16 ms), holding the one connection from every request; on disk the p99 stays about
    // 4 ms either way. A full disk then fails a WAL write rather than the file's creation (either
    // stops PostgreSQL).
    await pg.exec('set wal_init_zero = off');
  } catch (error) {
    port.postMessage({ ready: false, error: errorFields(error) } satisfies PgliteReady);
    return;
  }
  const open = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const prepared = preparedStatements(pg);

  /** Turns waiting, per lane; each starts its work and answers when the connection is free. */
  const waiting: Record<PgliteLane, (() => Promise<unknown>)[]> = {
    foreground: [],
    background: [],
  };
  let busy = false;
  // A request's statements come one after another, each once the one before has answered: for
  // a moment after one, background work waits for the next, so that a request with several
  // statements waits for at most one background turn, not one before each.
  let foregroundEnded = -Infinity;
  let graceTimer: NodeJS.Timeout | undefined;
  const next = () => {
    if (busy) return;
    let turn = waiting.foreground.shift();
    const foreground = turn !== undefined;
    if (!turn) {
      if (waiting.background.length === 0) return;
      const wait = foregroundEnded + foregroundGraceMs - performance.now();
      if (wait > 0) {
        graceTimer ??= setTimeout(() => {
          graceTimer = undefined;
          next();
        }, wait);
        return;
      }
      turn = waiting.background.shift();
    }
    if (!turn) return;
    busy = true;
    void turn().finally(() => {
      busy = false;
      if (foreground) foregroundEnded = performance.now();
      next();
    });
  };
  /**
   * Runs `work` in a turn of `lane`; its answer is `answer(started)`, and the turn lasts until
   * `held(started)` settles (a transaction's: until it ends).
   */
  const inTurn = <S, T>(
    lane: PgliteLane,
    work: () => S,
    answer: (started: S) => Promise<T>,
    held: (started: S) => Promise<unknown>,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting[lane].push(() => {
        let started: S;
        try {
          started = work();
        } catch (error) {
          reject(error as Error);
          return Promise.resolve();
        }
        answer(started).then(resolve, reject);
        return held(started).catch(() => undefined);
      });
      next();
    });
  const statement = <T>(lane: PgliteLane, work: () => Promise<T>): Promise<T> =>
    inTurn(
      lane,
      work,
      (done) => done,
      (done) => done,
    );

  const begin = (lane: PgliteLane): Promise<number> =>
    inTurn(
      lane,
      () => {
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
        return { id, started, ended };
      },
      // BEGIN itself failing ends `ended` before the work starts.
      async ({ id, started, ended }) => {
        await Promise.race([started, ended]);
        return id;
      },
      ({ ended }) => ended,
    );

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
        const { sql, params } = request;
        if (request.tx === undefined) {
          if (request.prepared) return statement(request.lane, () => prepared(sql, params));
          return statement(request.lane, async () => (await pg.query(sql, params)).rows);
        }
        const target = open.get(request.tx)?.tx;
        if (!target) throw new Error(`No open transaction ${request.tx}`);
        return (await target.query(sql, params)).rows;
      }
      case 'begin':
        return begin(request.lane);
      case 'commit':
      case 'rollback':
        return end(request.tx, request.op === 'commit');
      case 'exec':
        await statement(request.lane, () => pg.transaction((tx) => tx.exec(request.sql)));
        return undefined;
      case 'dump':
        return statement(
          'foreground',
          async () => new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()),
        );
      case 'close':
        stopCheckpoints();
        await statement('foreground', () => pg.close());
        return undefined;
    }
  };

  // PGlite has no checkpointer: the worker checkpoints, in turns nobody waits for.
  const stopCheckpoints = keepCheckpoints(<Row>(sql: string) =>
    statement('background', async () => (await pg.query<Row>(sql)).rows),
  );

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
