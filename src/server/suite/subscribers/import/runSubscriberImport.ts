/**
 * Runs an uploaded import: first reads the whole file once to count its rows and to find a broken
 * one (then nothing is stored at all), then reads it again and stores it in batches of multi-row
 * inserts, each batch in one transaction with its rejections and the progress. Memory stays flat:
 * the file is streamed, and only one batch is held at a time. Should storing fail midway, the
 * rows stored so far are removed again, so an import lands whole or not at all.
 */
import { unlink } from 'node:fs/promises';
import type { ImportRejectReason } from '../../../../common/subscribers';
import type { Database, Queryable } from '../../../db/database';
import { readCsv, type CsvShape } from './csvFile';
import { checkRow, type ColumnMapping, type ImportCandidate } from './importRow';

export const importBatchSize = 1000;

export type ImportProgressListener = (rowsDone: number, totalRows: number) => void;

interface ImportRow {
  account_id: number;
  file_path: string;
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
  db: Database,
  importId: number,
  onProgress: ImportProgressListener = () => undefined,
): Promise<void> {
  const [job] = await db.query<ImportRow>(
    `update subscriber_imports set state = 'running' where id = $1 and state = 'uploaded'
     returning account_id, file_path, delimiter, encoding, mapping`,
    [importId],
  );
  if (!job) return; // Started already (or unknown): never run twice.
  const shape: CsvShape = { delimiter: job.delimiter, encoding: job.encoding };
  try {
    const totalRows = await countRows(job.file_path, shape);
    await db.query('update subscriber_imports set total_rows = $2 where id = $1', [
      importId,
      totalRows,
    ]);
    onProgress(0, totalRows);
    let batch: { line: number; values: string[] }[] = [];
    let rowsDone = 0;
    let header = true;
    for await (const record of readCsv(job.file_path, shape)) {
      if (header) {
        header = false;
        continue;
      }
      batch.push(record);
      if (batch.length === importBatchSize) {
        rowsDone += await storeBatch(db, importId, job, batch);
        onProgress(rowsDone, totalRows);
        batch = [];
      }
    }
    if (batch.length > 0) rowsDone += await storeBatch(db, importId, job, batch);
    onProgress(rowsDone, totalRows);
    await db.query(
      `update subscriber_imports set state = 'done', finished_at = now() where id = $1`,
      [importId],
    );
  } catch (error) {
    await failImport(db, importId, error);
  } finally {
    await unlink(job.file_path).catch(() => undefined);
  }
}

/** Pass one: the number of data rows; throws BrokenCsvError for a file csv-parse cannot read. */
async function countRows(path: string, shape: CsvShape): Promise<number> {
  let records = 0;
  try {
    for await (const record of readCsv(path, shape)) {
      void record;
      records++;
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    throw new BrokenCsvError(line);
  }
  return Math.max(0, records - 1);
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
  batch: { line: number; values: string[] }[],
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
    await tx.query(
      `update subscriber_imports set rows_done = rows_done + $2, imported = imported + $3,
         rejected = rejected + $4 where id = $1`,
      [importId, batch.length, accepted.length, rejections.length],
    );
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
  await tx.query(
    `insert into subscribers (account_id, import_id, firstname, lastname, email, telnr, culture,
       custom_fields)
     select $1, $2, * from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::jsonb[])`,
    [
      accountId,
      importId,
      column('firstname'),
      column('lastname'),
      column('email'),
      column('telnr'),
      column('culture'),
      rows.map((r) => JSON.stringify(r.subscriber.customFields)),
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
