/**
 * Named prepared statements on the embedded PGlite (QueryOptions.prepared). PGlite's `query`
 * parses and plans its text at every call, in six calls into the database (parse, describe,
 * bind, describe, execute, sync). A statement run thousands of times a second (the webhook
 * inbox's) is parsed once here; each run then is one call with bind, describe, execute and sync,
 * and PostgreSQL's plan cache skips planning once its generic plan is as good as a custom one.
 * Answers the rows as PGlite's `query` does (same type parsers and serializers).
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statement text → its name and parameter types on this connection. */
type Prepared = Map<string, { name: string; paramTypes: number[] }>;

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A query runner over `pg` that keeps each text it is given prepared (few texts: opt-in). */
export function preparedStatements(pg: PGlite) {
  const prepared: Prepared = new Map();

  const prepare = async (sql: string) => {
    const known = prepared.get(sql);
    if (known) return known;
    const name = `relay_prepared_${prepared.size + 1}`;
    const described = await pg.execProtocol(
      joined([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    prepared.set(sql, statement);
    return statement;
  };

  return async function query(sql: string, params: unknown[]): Promise<unknown[]> {
    return pg._runExclusiveQuery(async () => {
      const { name, paramTypes } = await prepare(sql);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[paramTypes[i]];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await pg.execProtocol(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, pg.parsers)[0]?.rows ?? [];
    });
  };
}
