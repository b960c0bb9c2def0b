/**
 * Stores one batch of an import without a transaction: on PGlite (one connection) a transaction
 * holds the connection from every request across each round trip between the worker and the
 * server's thread, and its gaps cost as much as its statements on a busy machine. So a batch is
 * two statements, each a turn of its own with requests' statements going first between them:
 * the duplicate check, then one statement that writes the batch whole (its subscribers, its
 * rejections, the progress and heartbeat) or, when the import is no longer running or a
 * subscriber with one of its numbers or emails came in since the check, nothing.
 */
import type { ImportRejectReason } from '../../../../common/subscribers';
import type { Queryable } from '../../../db/database';
import type { CsvRecord } from './csvFile';
import { checkRow, type ColumnMapping, type ImportCandidate } from './importRow';
import { newSubscriberKeys } from './subscriberKeys';

export interface ImportJob {
  importId: number;
  accountId: number;
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

/** Checks of a batch that found a newcomer each time: something else keeps adding the same. */
const maxAttempts = 5;

/**
 * A batch's rows, each checked on its own as it is read (a valid number costs libphonenumber
 * 15-50 µs): checked as a whole, a 1,000-row batch held the server's thread for 15-50 ms.
 */
export class CheckedRows {
  readonly invalid: Rejection[] = [];
  readonly candidates: Accepted[] = [];

  constructor(private readonly mapping: ColumnMapping[]) {}

  get size(): number {
    return this.invalid.length + this.candidates.length;
  }

  add({ line, values }: CsvRecord): void {
    const outcome = checkRow(values, this.mapping);
    if (outcome.ok) this.candidates.push({ line, values, subscriber: outcome.subscriber });
    else this.invalid.push({ line, values, reason: outcome.reason, field: outcome.field });
  }
}

/** Stores one batch of checked rows; answers the number of rows it handled. */
export async function storeBatch(
  db: Queryable,
  job: ImportJob,
  batch: CheckedRows,
  totalEstimate: number,
): Promise<number> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const { accepted, duplicates, newestId } = await withoutDuplicates(db, job, batch.candidates);
    const rejections = [...batch.invalid, ...duplicates].sort((a, b) => a.line - b.line);
    const outcome = await writeBatch(db, job, accepted, rejections, newestId, {
      rows: batch.size,
      totalEstimate,
    });
    if (outcome === 'stored') return batch.size;
    // Rolled back meanwhile as interrupted (it was silent too long): store nothing more.
    if (outcome === 'stopped') throw new Error(`import ${job.importId} is no longer running`);
  }
  throw new Error(`import ${job.importId}: its batch kept meeting new duplicates`);
}

/** The numbers and (lower-cased) emails of `rows`, as the duplicate checks look them up. */
const lookupValues = (rows: Accepted[]) => ({
  phones: rows.flatMap((r) => (r.subscriber.telnr ? [r.subscriber.telnr] : [])),
  emails: rows.flatMap((r) => (r.subscriber.email ? [r.subscriber.email.toLowerCase()] : [])),
});

const keysOf = ({ telnr, email }: ImportCandidate) =>
  [
    ...(telnr ? [['telnr', `t:${telnr}`]] : []),
    ...(email ? [['email', `e:${email.toLowerCase()}`]] : []),
  ] as const;

/**
 * Keeps the first row of each number and email: a later row of the file with one of them, or a
 * row whose number or email a subscriber of the account has already, is rejected. Earlier batches
 * are stored already, so the database answers for them (with this import's id: "in the file").
 * Also answers the newest subscriber id it saw, so the write can tell what came in since.
 * The values are joined from `unnest`, not matched with `= any(array)`: for that, each custom
 * plan estimated every value of the arrays, 12-19 ms of planning for a 100-row batch on PGlite
 * whenever the plan cache kept custom plans (the run itself 2 ms); unnest's rows are estimated
 * at once. Prepared, it is also parsed only once.
 */
async function withoutDuplicates(db: Queryable, job: ImportJob, candidates: Accepted[]) {
  const { phones, emails } = lookupValues(candidates);
  // One row at least (the newest id), with the account's subscribers that clash, if any.
  const rows = await db.query<{
    telnr: string | null;
    email: string | null;
    mine: boolean;
    newest_id: string;
  }>(
    `with newest as (select coalesce(max(id), 0)::text as newest_id from subscribers),
     clashes as (
       select s.telnr, lower(s.email) as email, s.import_id
       from unnest($2::text[]) as p(telnr) join subscribers s
         on s.account_id = $1 and s.telnr = p.telnr
       union all
       select s.telnr, lower(s.email), s.import_id
       from unnest($3::text[]) as e(email) join subscribers s
         on s.account_id = $1 and lower(s.email) = e.email
     )
     select c.telnr, c.email, coalesce(c.import_id = $4, false) as mine, newest.newest_id
     from newest left join clashes c on true`,
    [job.accountId, phones, emails, job.importId],
    { prepared: true },
  );
  const taken = new Map<string, boolean>();
  for (const row of rows) {
    if (row.telnr) taken.set(`t:${row.telnr}`, row.mine);
    if (row.email) taken.set(`e:${row.email}`, row.mine);
  }
  const accepted: Accepted[] = [];
  const duplicates: Rejection[] = [];
  for (const candidate of candidates) {
    const keys = keysOf(candidate.subscriber);
    const clash = keys.find(([, key]) => taken.has(key));
    if (clash) {
      const [field, key] = clash;
      duplicates.push({
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
  return { accepted, duplicates, newestId: rows[0]?.newest_id ?? '0' };
}

/**
 * The batch in one statement, so it needs no transaction: the import's row is updated only while
 * it runs and no subscriber newer than the check has one of the accepted numbers or emails, and
 * the rows are inserted only when it was (the update's row lock also orders it against
 * housekeeping's rollback on PostgreSQL, as the transaction's did). Its clash check joins the
 * values from `unnest`, as the duplicate check does. Prepared, it is parsed once;
 * PostgreSQL still plans each run for its values (a generic plan, forced, ran 22 % cheaper, but
 * costs more in the planner's estimate).
 */
async function writeBatch(
  db: Queryable,
  job: ImportJob,
  rows: Accepted[],
  rejections: Rejection[],
  newestId: string,
  progress: { rows: number; totalEstimate: number },
): Promise<'stored' | 'stopped' | 'newDuplicate'> {
  const column = <K extends keyof ImportCandidate>(key: K) => rows.map((r) => r.subscriber[key]);
  const keys = newSubscriberKeys(rows.length);
  const { phones, emails } = lookupValues(rows);
  const [outcome] = await db.query<{ stored: boolean; clashed: boolean }>(
    `with clash as (
       select 1 from unnest($12::text[]) as p(telnr) join subscribers s
         on s.account_id = $1 and s.telnr = p.telnr and s.id > $11::bigint
       union all
       select 1 from unnest($13::text[]) as e(email) join subscribers s
         on s.account_id = $1 and lower(s.email) = e.email and s.id > $11::bigint
       limit 1
     ), alive as (
       update subscriber_imports set rows_done = rows_done + $14, imported = imported + $15,
         rejected = rejected + $16, total_rows = $17, heartbeat_at = now()
       where id = $2 and state = 'running' and not exists (select from clash)
       returning id
     ), subscribed as (
       insert into subscribers (account_id, import_id, firstname, lastname, email, telnr, culture,
         custom_fields, unique_id, check_value)
       select $1, $2, s.* from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::jsonb[], $9::uuid[], $10::text[]) as s
       where exists (select from alive)
     ), rejected as (
       insert into subscriber_import_rejections (import_id, line, reason, field, row_values)
       select $2, r.* from unnest($18::int[], $19::text[], $20::text[], $21::jsonb[]) as r
       where exists (select from alive)
     )
     select exists (select from alive) as stored, exists (select from clash) as clashed`,
    [
      job.accountId,
      job.importId,
      column('firstname'),
      column('lastname'),
      column('email'),
      column('telnr'),
      column('culture'),
      rows.map((r) => JSON.stringify(r.subscriber.customFields)),
      keys.uniqueIds,
      keys.checkValues,
      newestId,
      phones,
      emails,
      progress.rows,
      rows.length,
      rejections.length,
      progress.totalEstimate,
      rejections.map((r) => r.line),
      rejections.map((r) => r.reason),
      rejections.map((r) => r.field),
      rejections.map((r) => JSON.stringify(r.values)),
    ],
    { prepared: true },
  );
  if (outcome?.stored) return 'stored';
  return outcome?.clashed ? 'newDuplicate' : 'stopped';
}
