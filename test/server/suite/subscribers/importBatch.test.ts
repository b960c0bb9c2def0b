/**
 * One batch of an import (importBatch.ts) against the real database: the duplicate check finds
 * numbers and emails stored by an earlier batch ("in the file") and by the account ("existing"),
 * and a subscriber that takes a number between the check and the write makes the write store
 * nothing, so the batch is checked again and that row rejected.
 */
import type { Database, Queryable } from '../../../../src/server/db/database';
import {
  CheckedRows,
  storeBatch,
  type ImportJob,
} from '../../../../src/server/suite/subscribers/import/importBatch';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

let test: TestDatabase;
let db: Database;
let accountId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  [{ id: accountId }] = await db.query<{ id: number }>(
    `insert into accounts (name) values ('Import batch test') returning id`,
  );
});
afterAll(() => test?.drop());

const mapping = ['firstname', 'email', 'telnr'].map((field, index) => ({ index, field }));

async function runningImport(): Promise<ImportJob> {
  const [row] = await db.query<{ id: number }>(
    `insert into subscriber_imports (account_id, file_name, file_key, delimiter, headers, mapping,
       state) values ($1, 'batch.csv', 'none', ';', '[]', $2, 'running') returning id`,
    [accountId, JSON.stringify(mapping)],
  );
  return { importId: row.id, accountId, mapping };
}

function rows(firstLine: number, ...values: string[][]): CheckedRows {
  const batch = new CheckedRows(mapping);
  values.forEach((row, i) => batch.add({ line: firstLine + i, values: row, bytes: 0 }));
  return batch;
}

const rejections = (job: ImportJob) =>
  db.query<{ line: number; reason: string; field: string }>(
    `select line, reason, field from subscriber_import_rejections where import_id = $1
     order by line`,
    [job.importId],
  );

const stored = (job: ImportJob) =>
  db.query<{ firstname: string }>(
    'select firstname from subscribers where import_id = $1 order by id',
    [job.importId],
  );

describe('an import batch', () => {
  it('rejects numbers and emails of an earlier batch as in the file, the account’s as existing', async () => {
    await db.query(
      `insert into subscribers (account_id, firstname, email, telnr) values
         ($1, 'Alt', 'alt@example.de', '+4915100000001')`,
      [accountId],
    );
    const job = await runningImport();
    await storeBatch(db, job, rows(2, ['Erst', 'erst@example.de', '0151 00000002']), 4);
    await storeBatch(
      db,
      job,
      rows(
        3,
        ['Zahl', 'zahl@example.de', '0151 00000002'], // the first batch's number
        ['Post', 'ERST@example.de', ''], // the first batch's email, other case
        ['Nummer', 'neu@example.de', '+49 151 00000001'], // the account's number
        ['Mail', 'Alt@Example.de', ''], // the account's email
        ['Neu', 'neu2@example.de', '0151 00000003'],
      ),
      7,
    );
    expect(await rejections(job)).toEqual([
      { line: 3, reason: 'duplicateInFile', field: 'telnr' },
      { line: 4, reason: 'duplicateInFile', field: 'email' },
      { line: 5, reason: 'duplicateExisting', field: 'telnr' },
      { line: 6, reason: 'duplicateExisting', field: 'email' },
    ]);
    expect(await stored(job)).toEqual([{ firstname: 'Erst' }, { firstname: 'Neu' }]);
  });

  it('checks again when a subscriber took one of its numbers or emails after the check', async () => {
    // The batch's first row, and the subscriber added meanwhile with its number or its email.
    for (const [field, row, email, telnr] of [
      [
        'telnr',
        ['Spät', 'spaet1@example.de', '0151 00000010'],
        'other1@example.de',
        '+4915100000010',
      ],
      [
        'email',
        ['Spät', 'spaet2@example.de', '0151 00000011'],
        'Spaet2@example.de',
        '+4915100000012',
      ],
    ] as const) {
      const job = await runningImport();
      const batch = rows(2, [...row], ['Früh', `frueh.${field}@example.de`, '']);
      // The real database; the first statement (the check) is followed by a subscriber that
      // another user adds with the first row's number or email.
      let statements = 0;
      const racing: Queryable = {
        query: async (sql, params, options) => {
          const result = await db.query(sql, params, options);
          if (++statements === 1) {
            await db.query(
              `insert into subscribers (account_id, firstname, email, telnr)
               values ($1, 'Dazwischen', $2, $3)`,
              [accountId, email, telnr],
            );
          }
          return result as never;
        },
      };
      expect(await storeBatch(racing, job, batch, 3)).toBe(2);
      // Check, refused write, check, write.
      expect(statements).toBe(4);
      expect(await rejections(job)).toEqual([{ line: 2, reason: 'duplicateExisting', field }]);
      expect(await stored(job)).toEqual([{ firstname: 'Früh' }]);
    }
  });
});
