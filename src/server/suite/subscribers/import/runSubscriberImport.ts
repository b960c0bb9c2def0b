/**
 * Runs an uploaded import: reads the file once, as a stream, and stores it in batches of
 * multi-row inserts, each batch in one transaction with its rejections and the progress. The
 * number of rows is estimated from the bytes read so far (for the progress bar) and is exact once
 * the file is read. Memory stays flat: only one batch is held at a time. A broken file, or a
 * failure while storing, removes the rows stored so far again, so an import lands whole or not
 * at all; a crash does likewise through housekeeping (importHousekeeping.ts), which rolls back an
 * import whose batches stopped stamping `heartbeat_at`.
 */
import { CsvError } from 'csv-parse';
import type { ImportRejectReason } from '../../../../common/subscribers';
import type { Database, Queryable } from '../../../db/database';
import type { MediaStorage } from '../../../media/storage';
import { readCsv, type CsvRecord, type CsvShape } from './csvFile';
import { checkRow, type ColumnMapping, type ImportCandidate } from './importRow';
import { newSubscriberKeys } from './subscriberKeys';
import { recordItemAction } from '../../userActions';
import { importActionGroup } from '../subscriberActions';

/**
 * Rows per transaction. On PGlite (one connection) a request waits for the import transaction
 * that holds it, so each should be short: 200 rows take about 10 ms there (the insert costs about
 * 50 µs a row with the subscribers' nine indexes; the duplicate check about 1 ms; begin, commit
 * and the progress update under 1 ms together). Measured inside the PGlite worker on the import
 * bench: 1,000-row transactions held it 57 ms each (import 7.2–10.9 s), 250 rows 17 ms (8.1 s),
 * 150 rows 12 ms (9.7 s). At 100 rows the duplicate check's plan took 5.5 ms of each: that, not
 * the transaction, was the fixed cost that made smaller batches slow before.
 */
export const importBatchSize = 200;

/**
 * The duplicate checks look numbers and emails up by index, which the planner only chooses once
 * it knows how many subscribers the account has. PGlite has no autovacuum, so the import renews
 * the statistics itself as its rows grow tenfold, when they know fewer rows than it has stored.
 */
const analyzeAtRows = [1_000, 10_000, 100_000];

export type ImportProgressListener = (rowsDone: number, totalRows: number) => void;

interface ImportRow {
  account_id: number;
  file_key: string;
  delimiter: string;
  encoding: CsvShape['encoding'];
  mapping: ColumnMapping[];
}

interface Rejection {
  line: number;
  reason: ImportRejectReason;
  field: string | null;
  values: string[];
}

interface Accepted {
  line: number;
  values: string[];
  subscriber: ImportCandidate;
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
    let batch: CsvRecord[] = [];
    let rowsDone = 0;
    let header = true;
    const store = async (bytesRead: number) => {
      const stored = rowsDone + batch.length;
      // Rows so far, scaled by the part of the file still unread.
      const estimate = Math.max(stored, Math.round((stored * fileBytes) / Math.max(bytesRead, 1)));
      const before = rowsDone;
      rowsDone += await storeBatch(db, importId, job, batch, estimate);
      batch = [];
      onProgress(rowsDone, estimate);
      if (analyzeAtRows.some((rows) => before < rows && rowsDone >= rows)) {
        await renewStatistics(db, rowsDone);
      }
    };
    for await (const record of brokenAsCsvError(readCsv(file.stream, shape))) {
      if (header) {
        header = false;
        continue;
      }
      batch.push(record);
      if (batch.length === importBatchSize) await store(record.bytes);
    }
    if (batch.length > 0) await store(fileBytes);
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
 * ANALYZE samples up to 30,000 rows in one statement: on PGlite 200-550 ms with the connection
 * held from every request. Statistics that know more rows than the import has stored describe
 * the table well enough for the duplicate check (numbers and emails are all but unique, so their
 * selectivity scales with the table), so then it is skipped: an import into a large table no
 * longer pays three of them.
 */
async function renewStatistics(db: Database, rowsStored: number) {
  const [known] = await db.query<{ rows: number }>(
    `select reltuples::float8 as rows from pg_class where oid = 'subscribers'::regclass`,
  );
  // -1: never analyzed.
  if (!known || known.rows < rowsStored) await db.query('analyze subscribers');
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

/** Checks and stores one batch; answers the number of rows it handled. */
async function storeBatch(
  db: Database,
  importId: number,
  job: ImportRow,
  batch: CsvRecord[],
  totalEstimate: number,
): Promise<number> {
  const rejections: Rejection[] = [];
  const candidates: Accepted[] = [];
  for (const { line, values } of batch) {
    const outcome = checkRow(values, job.mapping);
    if (outcome.ok) candidates.push({ line, values, subscriber: outcome.subscriber });
    else rejections.push({ line, values, reason: outcome.reason, field: outcome.field });
  }
  await db.transaction(async (tx) => {
    const accepted = await withoutDuplicates(tx, importId, job.account_id, candidates, rejections);
    await insertSubscribers(tx, importId, job.account_id, accepted);
    await insertRejections(tx, importId, rejections);
    const [alive] = await tx.query(
      `update subscriber_imports set rows_done = rows_done + $2, imported = imported + $3,
         rejected = rejected + $4, total_rows = $5, heartbeat_at = now()
       where id = $1 and state = 'running' returning id`,
      [importId, batch.length, accepted.length, rejections.length, totalEstimate],
    );
    // Rolled back meanwhile as interrupted (it was silent too long): store nothing more.
    if (!alive) throw new Error(`import ${importId} is no longer running`);
  });
  return batch.length;
}

/**
 * Keeps the first row of each number and email: a later row of the file with one of them, or a
 * row whose number or email a subscriber of the account has already, is rejected. Earlier batches
 * are stored already, so the database answers for them (with this import's id: "in the file").
 */
async function withoutDuplicates(
  tx: Queryable,
  importId: number,
  accountId: number,
  candidates: Accepted[],
  rejections: Rejection[],
): Promise<Accepted[]> {
  const phones = candidates.flatMap((c) => (c.subscriber.telnr ? [c.subscriber.telnr] : []));
  const emails = candidates.flatMap((c) =>
    c.subscriber.email ? [c.subscriber.email.toLowerCase()] : [],
  );
  const existing = await tx.query<{ telnr: string | null; email: string | null; mine: boolean }>(
    `select telnr, lower(email) as email, coalesce(import_id = $4, false) as mine from subscribers
     where account_id = $1 and (telnr = any($2::text[]) or lower(email) = any($3::text[]))`,
    [accountId, phones, emails, importId],
  );
  const taken = new Map<string, boolean>();
  for (const row of existing) {
    if (row.telnr) taken.set(`t:${row.telnr}`, row.mine);
    if (row.email) taken.set(`e:${row.email}`, row.mine);
  }
  const accepted: Accepted[] = [];
  for (const candidate of candidates) {
    const { telnr, email } = candidate.subscriber;
    const keys = [
      ...(telnr ? [['telnr', `t:${telnr}`]] : []),
      ...(email ? [['email', `e:${email.toLowerCase()}`]] : []),
    ] as const;
    const clash = keys.find(([, key]) => taken.has(key));
    if (clash) {
      const [field, key] = clash;
      rejections.push({
        line: candidate.line,
        values: candidate.values,
        field,
        reason: taken.get(key) ? 'duplicateInFile' : 'duplicateExisting',
      });
      continue;
    }
    for (const [, key] of keys) taken.set(key, true);
    accepted.push(candidate);
  }
  return accepted;
}

async function insertSubscribers(
  tx: Queryable,
  importId: number,
  accountId: number,
  rows: Accepted[],
) {
  if (rows.length === 0) return;
  const column = <K extends keyof ImportCandidate>(key: K) => rows.map((r) => r.subscriber[key]);
  const keys = newSubscriberKeys(rows.length);
  await tx.query(
    `insert into subscribers (account_id, import_id, firstname, lastname, email, telnr, culture,
       custom_fields, unique_id, check_value)
     select $1, $2, * from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::jsonb[], $9::uuid[], $10::text[])`,
    [
      accountId,
      importId,
      column('firstname'),
      column('lastname'),
      column('email'),
      column('telnr'),
      column('culture'),
      rows.map((r) => JSON.stringify(r.subscriber.customFields)),
      keys.uniqueIds,
      keys.checkValues,
    ],
  );
}

async function insertRejections(tx: Queryable, importId: number, rows: Rejection[]) {
  if (rows.length === 0) return;
  await tx.query(
    `insert into subscriber_import_rejections (import_id, line, reason, field, row_values)
     select $1, * from unnest($2::int[], $3::text[], $4::text[], $5::jsonb[])`,
    [
      importId,
      rows.map((r) => r.line),
      rows.map((r) => r.reason),
      rows.map((r) => r.field),
      rows.map((r) => JSON.stringify(r.values)),
    ],
  );
}
