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

it('answers a prepared statement as a plain one, run after run, inside transactions too', async () => {
  const sql = `select $1::timestamptz as at, $2::jsonb as json, $3::int[] as ids, $4::text as note,
      (select count(*)::int from contract_rows where id = any($3::int[])) as n`;
  const params = [new Date('2026-01-02T03:04:05Z'), '{"a": [1]}', [1, 3], null];
  const plain = await test.db.query(sql, params);
  // Past PostgreSQL's five custom plans, where a cached generic plan takes over.
  for (let run = 0; run < 7; run++) {
    expect(await test.db.query(sql, params, { prepared: true })).toEqual(plain);
  }
  const inTransaction = await test.db.transaction((tx) =>
    tx.query(sql, params, { prepared: true }),
  );
  expect(inTransaction).toEqual(plain);
  expect(plain).toEqual([
    { at: new Date('2026-01-02T03:04:05Z'), json: { a: [1] }, ids: [1, 3], note: null, n: 2 },
  ]);
});

it('keeps PostgreSQL s error code for a prepared statement, and runs it again after', async () => {
  const insert = 'insert into contract_rows (id, note) values ($1, $2) returning id';
  await expect(test.db.query(insert, [1, 'again'], { prepared: true })).rejects.toMatchObject({
    code: '23505',
    constraint: 'contract_rows_pkey',
  });
  expect(await test.db.query(insert, [40, 'new'], { prepared: true })).toEqual([{ id: 40 }]);
  await expect(test.db.query('select $1::int', ['x'], { prepared: true })).rejects.toMatchObject({
    code: '22P02',
  });
});
