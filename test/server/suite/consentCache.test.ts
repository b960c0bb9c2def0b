import type { Queryable } from '../../../src/server/db/database';
import { ConsentCache } from '../../../src/server/suite/consentCache';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/** The consent cache reads the real `consents` table; the test counts its reads. */
let database: TestDatabase;
let reads: number;
let counted: Queryable;
let now: number;

beforeAll(async () => {
  database = await createTestDatabase();
  counted = {
    query: (sql, params) => {
      reads += 1;
      return database.db.query(sql, params);
    },
  };
});
afterAll(() => database?.drop());
beforeEach(() => {
  reads = 0;
  now = 1_000_000;
});

const accountId = async (name: string) =>
  (await database.db.query<{ id: number }>('select id from accounts where name = $1', [name]))[0]
    .id;

describe('ConsentCache', () => {
  it('reads an account once per time to live', async () => {
    const cache = new ConsentCache(counted, 5000, () => now);
    const nordlicht = await accountId('Nordlicht Reisen GmbH');
    expect(await cache.isGiven(nordlicht, 5)).toBe(true);
    expect(await cache.isGiven(nordlicht, 5)).toBe(true);
    expect(reads).toBe(1);
    now += 5000;
    expect(await cache.isGiven(nordlicht, 5)).toBe(true);
    expect(reads).toBe(2);
    expect(await cache.isGiven(nordlicht, 4)).toBe(false);
    expect(reads).toBe(3);
  });

  it('sees a consent given in this process at once, and one given elsewhere after the time', async () => {
    const cache = new ConsentCache(counted, 5000, () => now);
    const sonnenfeld = await accountId('Stadtwerke Sonnenfeld');
    expect(await cache.isGiven(sonnenfeld, 5)).toBe(false);
    await database.db.query('insert into consents (account_id, consent_type) values ($1, 5)', [
      sonnenfeld,
    ]);
    // Another process gave it: this one still answers from its cache …
    expect(await cache.isGiven(sonnenfeld, 5)).toBe(false);
    now += 5000;
    // … until the time to live is over.
    expect(await cache.isGiven(sonnenfeld, 5)).toBe(true);

    const other = new ConsentCache(counted, 5000, () => now);
    await database.db.query('delete from consents where account_id = $1', [sonnenfeld]);
    expect(await other.isGiven(sonnenfeld, 5)).toBe(false);
    await database.db.query('insert into consents (account_id, consent_type) values ($1, 5)', [
      sonnenfeld,
    ]);
    other.forget(sonnenfeld, 5);
    expect(await other.isGiven(sonnenfeld, 5)).toBe(true);
  });
});
