/**
 * What callers of the Database interface rely on, on the database the tests run on (the
 * embedded PGlite in its worker thread, or PostgreSQL with `npm run test:pg`): values come back
 * as this thread's Dates and byte arrays, errors keep PostgreSQL's code, a transaction rolls back
 * when its work throws and runs its statements in order, and `exec` is all or nothing.
 */
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.query('create table contract_rows (id int primary key, note text)');
});
afterAll(() => test.drop());

it('answers Dates, byte arrays, JSON and numbers as this thread s values', async () => {
  const [row] = await test.db.query<{ at: Date; bytes: Uint8Array; json: unknown; n: number }>(
    `select $1::timestamptz as at, '\\x0102'::bytea as bytes, '{"a": [1]}'::jsonb as json,
       count(*)::int as n from contract_rows`,
    [new Date('2026-01-02T03:04:05Z')],
  );
  expect(row.at).toBeInstanceOf(Date);
  expect(row.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  expect(row.bytes).toBeInstanceOf(Uint8Array);
  expect([...row.bytes]).toEqual([1, 2]);
  expect(row.json).toEqual({ a: [1] });
  expect(row.n).toBe(0);
});

it('keeps PostgreSQL s error code and constraint', async () => {
  await test.db.query('insert into contract_rows (id) values (1)');
  await expect(test.db.query('insert into contract_rows (id) values (1)')).rejects.toMatchObject({
    code: '23505',
    constraint: 'contract_rows_pkey',
  });
});

it('rolls a transaction back when its work throws, and commits it otherwise', async () => {
  await expect(
    test.db.transaction(async (tx) => {
      await tx.query(`insert into contract_rows values (2, 'rolled back')`);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  const answer = await test.db.transaction(async (tx) => {
    await tx.query(`insert into contract_rows values (3, 'first')`);
    await tx.query(`update contract_rows set note = note || ', second' where id = 3`);
    return (await tx.query<{ note: string }>('select note from contract_rows where id = 3'))[0];
  });
  expect(answer.note).toBe('first, second');
  const ids = await test.db.query<{ id: number }>('select id from contract_rows order by id');
  expect(ids.map((row) => row.id)).toEqual([1, 3]);
});

it('runs a script with exec all or nothing', async () => {
  await expect(
    test.db.exec(`insert into contract_rows values (4); insert into contract_rows values (1);`),
  ).rejects.toMatchObject({ code: '23505' });
  await test.db.exec(`insert into contract_rows values (5); insert into contract_rows values (6);`);
  const ids = await test.db.query<{ id: number }>('select id from contract_rows order by id');
  expect(ids.map((row) => row.id)).toEqual([1, 3, 5, 6]);
});
