/**
 * Runs an uploaded import: reads the file once, as a stream, and stores it in batches of
 * multi-row inserts, each batch in one statement with its rejections and the progress
 * (importBatch.ts). The number of rows is estimated from the bytes read so far (for the progress
 * bar) and is exact once the file is read. Memory stays flat: only one batch is held at a time.
 * A broken file, or a failure while storing, removes the rows stored so far again, so an import
 * lands whole or not at all; a crash does likewise through housekeeping (importHousekeeping.ts),
 * which rolls back an import whose batches stopped stamping `heartbeat_at`.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError } from 'csv-parse';
import type { Database, Queryable } from '../../../db/database';
import type { MediaStorage } from '../../../media/storage';
import { readCsv, type CsvRecord, type CsvShape } from './csvFile';
import { analyzeFromSmallSample } from '../../../db/smallSampleAnalyze';
import { TimedBatches } from '../../../db/timedBatches';
import { CheckedRows, storeBatch } from './importBatch';
import type { ColumnMapping } from './importRow';
import { recordItemAction } from '../../userActions';
import { importActionGroup } from '../subscriberActions';

/**
 * Rows per batch, sized by time: on PGlite (one connection) a request waits for the batch's
 * write statement that holds it, so each should be short. Its cost is nearly all per row (nine
 * indexes, two foreign keys: 50 rows took about 11 ms of the worker's CPU on a loaded machine);
 * the duplicate check is a prepared statement, so a small batch no longer pays its planning
 * (12-21 ms a batch, for the estimates of the arrays' values). Not below 100 rows: the write is
 * still planned at every run, and at 50 rows the import bench took 30 % more CPU than with
 * 200-row transactions (at 100 rows 7 % more, the trigram index's smaller pending list included).
 * 10 ms rather than 20: a light call's statements each wait for one turn at most, and its p99
 * during a 100k import on PGlite went from 44-56 ms to 35-43 ms; the import bench took 13.4 s
 * instead of 12.3 s.
 */
const batchTiming = { targetMs: 10, first: 200, min: 100, max: 1000 };

/**
 * The duplicate checks look numbers and emails up by index, which the planner only chooses once
 * it knows how many subscribers the account has. PGlite has no autovacuum, so the import renews
 * the statistics itself as its rows grow tenfold, when they know fewer rows than it has stored.
 */
const analyzeAtRows = [1_000, 10_000, 100_000];

/**
 * Reading and checking rows gives the server's thread back this often: the parser's records come
 * as promises, which settle without a turn of the event loop, so a request's next statement
 * waited for many rows' checks (and then, on PGlite, behind the import's next turn).
 */
const yieldAfterMs = 2;

export type ImportProgressListener = (rowsDone: number, totalRows: number) => void;

interface ImportRow {
  account_id: number;
  file_key: string;
  delimiter: string;
  encoding: CsvShape['encoding'];
  mapping: ColumnMapping[];
}

export class BrokenCsvError extends Error {
  constructor(readonly line: number | null) {
    super(`The CSV file is broken${line ? ` near line ${line}` : ''}.`);
  }
}

export async function runSubscriberImport(
  database: Database,
  storage: MediaStorage,
  importId: number,
  onProgress: ImportProgressListener = () => undefined,
): Promise<void> {
  // Nobody waits on an import's statements: on PGlite, requests' statements go first.
  const db = database.background;
  const [job] = await db.query<ImportRow>(
    `update subscriber_imports set state = 'running', heartbeat_at = now()
     where id = $1 and state = 'uploaded'
     returning account_id, file_key, delimiter, encoding, mapping`,
    [importId],
  );
  if (!job) return; // Started already (or unknown): never run twice.
  const shape: CsvShape = { delimiter: job.delimiter, encoding: job.encoding };
  try {
    // From the storage every server shares: the upload may have reached another server.
    const file = await storage.get(job.file_key);
    if (!file) throw new Error(`import file ${job.file_key} is missing`);
    const fileBytes = file.size;
    onProgress(0, 0);
    const sizes = new TimedBatches(batchTiming);
    const importJob = { importId, accountId: job.account_id, mapping: job.mapping };
    let batch = new CheckedRows(job.mapping);
    let rowsDone = 0;
    let header = true;
    let ranSince = performance.now();
    const store = async (bytesRead: number) => {
      const stored = rowsDone + batch.size;
      // Rows so far, scaled by the part of the file still unread.
      const estimate = Math.max(stored, Math.round((stored * fileBytes) / Math.max(bytesRead, 1)));
      const before = rowsDone;
      rowsDone += await sizes.time(batch.size, () => storeBatch(db, importJob, batch, estimate));
      batch = new CheckedRows(job.mapping);
      onProgress(rowsDone, estimate);
      if (analyzeAtRows.some((rows) => before < rows && rowsDone >= rows)) {
        await renewStatistics(db, rowsDone);
      }
      ranSince = performance.now();
    };
    for await (const record of brokenAsCsvError(readCsv(file.stream, shape))) {
      if (header) {
        header = false;
        continue;
      }
      batch.add(record);
      if (batch.size >= sizes.size) await store(record.bytes);
      else if (performance.now() - ranSince > yieldAfterMs) {
        await nextTurn();
        ranSince = performance.now();
      }
    }
    if (batch.size > 0) await store(fileBytes);
    await db.transaction(async (tx) => {
      const [done] = await tx.query<ImportDone>(
        `update subscriber_imports set state = 'done', total_rows = rows_done, finished_at = now()
         where id = $1 and state = 'running'
         returning account_id, user_id, file_name, imported, rejected`,
        [importId],
      );
      if (!done) throw new Error(`import ${importId} is no longer running`);
      await recordImportAction(tx, importId, done);
    });
    onProgress(rowsDone, rowsDone);
  } catch (error) {
    await failImport(db, importId, error);
  } finally {
    await storage.delete(job.file_key).catch(() => undefined);
  }
}

/**
 * ANALYZE samples up to 30,000 rows in one statement: on PGlite 100-320 ms of a 100k import with
 * the connection held from every request. Statistics that know more rows than the import has
 * stored describe the table well enough for the duplicate check (numbers and emails are all but
 * unique, so their selectivity scales with the table), so then it is skipped: an import into a
 * large table no longer pays three of them. On PGlite those it takes sample 3,000 rows, as the
 * sending engine's do (smallSampleAnalyze.ts): 26-33 ms, and the check's plan as good. Not fewer
 * columns: without the statistics of `lower(email)`, which only a whole-table ANALYZE takes, the
 * check's plan went bad (its median 0.7 -> 26 ms). PostgreSQL's ANALYZE holds no other
 * connection, so there it keeps the default sample, as autovacuum's.
 */
async function renewStatistics(db: Database, rowsStored: number) {
  const [known] = await db.query<{ rows: number }>(
    `select reltuples::float8 as rows from pg_class where oid = 'subscribers'::regclass`,
  );
  // -1: never analyzed.
  if (known && known.rows >= rowsStored) return;
  if (db.kind === 'pglite') await analyzeFromSmallSample(db, 'subscribers');
  else await db.query('analyze subscribers');
}

/**
 * The records; a file csv-parse cannot read throws BrokenCsvError (not storing's errors, nor a
 * storage read that failed midway: those fail the import as importFailed).
 */
async function* brokenAsCsvError(records: AsyncGenerator<CsvRecord>) {
  for (;;) {
    let next: IteratorResult<CsvRecord>;
    try {
      next = await records.next();
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      throw new BrokenCsvError((error as { lines?: number }).lines ?? null);
    }
    if (next.done) return;
    yield next.value;
  }
}

interface ImportDone {
  account_id: number;
  user_id: number | null;
  file_name: string;
  imported: number;
  rejected: number;
}

/** The finished import as an action of whom started it: "Abonnenten „file.csv“ importiert". */
function recordImportAction(tx: Queryable, importId: number, done: ImportDone) {
  return recordItemAction(
    tx,
    { accountId: done.account_id, userId: done.user_id },
    importActionGroup,
    'subscribersImported',
    'import',
    { id: importId, name: done.file_name },
    { details: { imported: done.imported, rejected: done.rejected } },
  );
}

async function failImport(db: Database, importId: number, error: unknown) {
  const errorKey = error instanceof BrokenCsvError ? 'csvBroken' : 'importFailed';
  await db.transaction(async (tx) => {
    await tx.query('delete from subscribers where import_id = $1', [importId]);
    await tx.query('delete from subscriber_import_rejections where import_id = $1', [importId]);
    await tx.query(
      `update subscriber_imports set state = 'failed', error_key = $2, imported = 0, rejected = 0,
         finished_at = now() where id = $1`,
      [importId, errorKey],
    );
  });
}
