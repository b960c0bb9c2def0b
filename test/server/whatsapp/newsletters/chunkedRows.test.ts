/**
 * A start's recipient rows written in chunks (PGlite's start, recipientRowsInChunks.ts) are the
 * rows of the one-statement classification: the duplicate rule holds across chunks (a number an
 * earlier chunk kept makes a later member the Duplicate), and an excluded member keeps no number.
 */
import type { Database } from '../../../../src/server/db/database';
import { withRowsInChunks } from '../../../../src/server/whatsapp/newsletters/sending/recipientRowsInChunks';
import {
  classifiedSql,
  membersSql,
  setParams,
  type RecipientSet,
} from '../../../../src/server/whatsapp/newsletters/recipients/recipientSet';
import { createTestDatabase, type TestDatabase } from '../../../support/testDatabase';

let test: TestDatabase;
let db: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
});
afterAll(() => test.drop());

it('writes the rows of the one-statement classification, duplicates across chunks included', async () => {
  const [account] = await db.query<{ id: number }>(
    `select id from accounts where name = 'Nordlicht Reisen GmbH'`,
  );
  const [profile] = await db.query<{ id: number }>(
    `insert into profiles (account_id, name) values ($1, 'Chunks') returning id`,
    [account.id],
  );
  // 900 members, each number three times, 300 ids apart: far more than a first chunk. Every
  // seventh member opted out, every eleventh of another language.
  await db.query(
    `with made as (
       insert into subscribers (account_id, firstname, telnr, culture, doi_status)
       select $1, 'P' || i, '+4917' || lpad((i % 300)::text, 8, '0'),
         case when i % 11 = 0 then 'en-GB' else 'de-DE' end,
         case when i % 7 = 0 then 'optedOut' else 'confirmed' end
       from generate_series(1, 900) i returning id)
     insert into profile_subscribers (profile_id, subscriber_id) select $2, id from made`,
    [account.id, profile.id],
  );
  const [newsletter] = await db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, profile_id) values ($1, 'Chunks', $2)
     returning id`,
    [account.id, profile.id],
  );
  const set: RecipientSet = {
    accountId: account.id,
    profile: { id: profile.id, is_system: false },
    culture: 'de-DE',
    sendToUnknownDoi: false,
    sendToOtherLanguage: false,
  };
  const expected = await db.query<{ id: string; final_reason: string | null }>(
    `with members as (${membersSql(set)}), classified as (${classifiedSql})
     select id::text, final_reason from classified order by id`,
    setParams(set),
  );

  const counts = await withRowsInChunks(db, newsletter.id, set, async (rows) => rows);

  const recipients = await db.query<{ id: string }>(
    `select subscriber_id::text as id from whatsapp_newsletter_recipients
     where newsletter_id = $1 order by subscriber_id`,
    [newsletter.id],
  );
  const exclusions = await db.query<{ id: string; reason: string }>(
    `select subscriber_id::text as id, reason from whatsapp_newsletter_exclusions
     where newsletter_id = $1 order by subscriber_id`,
    [newsletter.id],
  );
  const eligible = expected.filter((row) => row.final_reason === null).map((row) => row.id);
  expect(recipients.map((row) => row.id)).toEqual(eligible);
  expect(exclusions).toEqual(
    expected
      .filter((row) => row.final_reason !== null)
      .map((row) => ({ id: row.id, reason: row.final_reason })),
  );
  expect(counts).toEqual({ effective: eligible.length, excluded: 900 - eligible.length });
  // Numbers whose first member was eligible: kept once, by that member, whatever the chunks.
  expect(eligible.length).toBeGreaterThan(250);
  expect(exclusions.some((row) => row.reason === 'Duplicate')).toBe(true);
});
