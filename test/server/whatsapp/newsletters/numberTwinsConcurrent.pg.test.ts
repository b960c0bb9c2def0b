/**
 * A member joining a group with a number while, in another transaction, another member's number
 * changes to it, on one PostgreSQL: the later member gets its earlier-twin mark (migration 070)
 * whichever goes first, because the second waits for the first's group version before it probes
 * the numbers. (Two joins at once already wait for each other: each counts the group's members.)
 * The same for All subscribers (migration 071): a subscriber added with a number while another
 * subscriber's number changes to it, or while another is added with it.
 * Runs with DATABASE_URL (`npm run test:pg`): PGlite has one connection.
 */
import { holdLocks, untilWaitingForLocks } from '../../../support/lockWaits';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';
import { accountIdOf } from './newsletterFixtures';

const suite = process.env.DATABASE_URL ? describe : describe.skip;

/**
 * Runs `first` in a transaction held open until `second`, on another connection, waits on a lock
 * of this database (the first's group version), then commits it. Were the version not held, the
 * second would probe the numbers before the first commits, and miss the first's number.
 */
async function oneWhileTheOtherWaits(
  database: TestDatabase,
  first: readonly [string, readonly unknown[]],
  second: readonly [string, readonly unknown[]],
) {
  const { db } = database;
  const one = await holdLocks(db, (tx) => tx.query(first[0], [...first[1]]));
  const two = database.connectAgain().transaction((tx) => tx.query(second[0], [...second[1]]));
  // Polled, never timed: until the second waits, or has ended without waiting.
  await untilWaitingForLocks(db, 1, two);
  await one.release();
  await two;
}

suite('a number taken twice at once (PostgreSQL)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it.each([
    ['the join', 'join'],
    ['the move', 'move'],
  ])('marks the later member when %s goes first', async (_, firstGoes) => {
    const { db } = database;
    const accountId = await accountIdOf(db);
    const [group] = await db.query<{ id: number }>(
      `insert into profiles (account_id, name) values ($1, $2) returning id`,
      [accountId, `Gleichzeitig ${firstGoes}`],
    );
    const number = firstGoes === 'join' ? '+4915170001001' : '+4915170001002';
    // The mover (lower id) is a member with a number of its own; the joiner has the number.
    const [mover, joiner] = await db.query<{ id: string }>(
      `insert into subscribers (account_id, firstname, telnr, culture, doi_status)
       values ($1, 'Umzug', $2 || '9', 'de-DE', 'confirmed'),
              ($1, 'Beitritt', $2, 'de-DE', 'confirmed')
       returning id::text`,
      [accountId, number],
    );
    await db.query('insert into profile_subscribers (profile_id, subscriber_id) values ($1, $2)', [
      group.id,
      mover.id,
    ]);
    const join = [
      'insert into profile_subscribers (profile_id, subscriber_id) values ($1, $2)',
      [group.id, joiner.id],
    ] as const;
    const move = ['update subscribers set telnr = $2 where id = $1', [mover.id, number]] as const;
    const [first, second] = firstGoes === 'join' ? [join, move] : [move, join];

    await oneWhileTheOtherWaits(database, first, second);

    const marks = await db.query<{ subscriber_id: string; has_earlier_twin: boolean }>(
      `select subscriber_id::text, has_earlier_twin from profile_subscribers
       where profile_id = $1 order by subscriber_id`,
      [group.id],
    );
    expect(marks).toEqual([
      { subscriber_id: mover.id, has_earlier_twin: false },
      { subscriber_id: joiner.id, has_earlier_twin: true },
    ]);
  });

  it.each([
    ['an addition goes first', 'add', '+4915170002001'],
    ['a move goes first', 'move', '+4915170002002'],
    ['another addition goes first', 'twice', '+4915170002003'],
  ])('marks the later subscriber when %s', async (_, firstGoes, number) => {
    const { db } = database;
    const accountId = await accountIdOf(db);
    // The earlier subscriber (lower id) has a number of its own, or none yet.
    const [earlier] = await db.query<{ id: string }>(
      `insert into subscribers (account_id, firstname, telnr, culture, doi_status)
       values ($1, 'Früher', $2, 'de-DE', 'confirmed') returning id::text`,
      [accountId, firstGoes === 'twice' ? null : `${number}9`],
    );
    const add = [
      `insert into subscribers (account_id, firstname, telnr, culture, doi_status)
       values ($1, 'Neu', $2, 'de-DE', 'confirmed')`,
      [accountId, number],
    ] as const;
    const move = ['update subscribers set telnr = $2 where id = $1', [earlier.id, number]] as const;
    const [first, second] =
      firstGoes === 'add' ? [add, move] : firstGoes === 'move' ? [move, add] : [add, add];
    await oneWhileTheOtherWaits(database, first, second);

    const marks = await db.query<{ has_earlier_twin: boolean }>(
      'select has_earlier_twin from subscribers where telnr = $1 order by id',
      [number],
    );
    expect(marks.map((row) => row.has_earlier_twin)).toEqual([false, true]);
  });
});
