import type { Queryable } from './database';

/**
 * A secret made once per installation and kept in `server_secrets`, so every server process
 * that shares the database uses the same one and a restart keeps it. When several processes
 * start at once, the first one written wins and all read that one.
 */
export async function keptSecret<T>(
  db: Queryable,
  name: string,
  make: () => T | Promise<T>,
): Promise<T> {
  const read = async () => {
    const [row] = await db.query<{ value: T | string }>(
      'select value from server_secrets where name = $1',
      [name],
    );
    if (!row) return undefined;
    return (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as T;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, JSON.stringify(await make())],
  );
  return (await read())!;
}
