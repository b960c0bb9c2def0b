/** Accounts, groups and subscribers the newsletter server tests build on the demo data. */
import type { Queryable } from '../../../../src/server/db/database';

export async function accountIdOf(db: Queryable, name = 'Nordlicht Reisen GmbH'): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from accounts where name = $1', [name]);
  return row.id;
}

export interface FixtureSubscriber {
  key: string;
  telnr?: string | null;
  telnrValid?: boolean;
  culture?: string;
  doiStatus?: 'unknown' | 'pending' | 'confirmed' | 'optedOut';
  deactivated?: boolean;
  firstname?: string | null;
  customFields?: Record<string, string>;
}

/**
 * A new group of the account holding the given subscribers (made in this order, so ids grow in
 * it); answers the group's uniqueId and numeric id and each subscriber's uniqueId by key.
 */
export async function groupWith(
  db: Queryable,
  accountId: number,
  name: string,
  subscribers: FixtureSubscriber[],
): Promise<{ profileId: string; id: number; ids: Record<string, string> }> {
  const [profile] = await db.query<{ id: number; unique_id: string }>(
    'insert into profiles (account_id, name) values ($1, $2) returning id, unique_id',
    [accountId, name],
  );
  const ids: Record<string, string> = {};
  for (const s of subscribers) {
    const [row] = await db.query<{ id: number; unique_id: string }>(
      `insert into subscribers (account_id, firstname, lastname, telnr, telnr_valid, culture,
         doi_status, deactivated, custom_fields)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id, unique_id`,
      [
        accountId,
        s.firstname === undefined ? `First ${s.key}` : s.firstname,
        `Last ${s.key}`,
        s.telnr === undefined ? null : s.telnr,
        s.telnrValid ?? true,
        s.culture ?? 'de-DE',
        s.doiStatus ?? 'confirmed',
        s.deactivated ?? false,
        JSON.stringify(s.customFields ?? {}),
      ],
    );
    await db.query('insert into profile_subscribers (profile_id, subscriber_id) values ($1, $2)', [
      profile.id,
      row.id,
    ]);
    ids[s.key] = row.unique_id;
  }
  return { profileId: profile.unique_id, id: profile.id, ids };
}

/** One subscriber of each kind the recipient rules tell apart. */
export const mixedAudience: FixtureSubscriber[] = [
  { key: 'good1', telnr: '+4915112345003' },
  { key: 'good2', telnr: '+4915112345001', culture: 'de-AT' },
  { key: 'noPhone', telnr: null },
  { key: 'invalid', telnr: '0815-4711', telnrValid: false },
  { key: 'deactivated', telnr: '+4915112345010', deactivated: true },
  { key: 'optedOut', telnr: '+4915112345011', doiStatus: 'optedOut' },
  { key: 'pending', telnr: '+4915112345012', doiStatus: 'pending' },
  { key: 'unknown', telnr: '+4915112345013', doiStatus: 'unknown' },
  { key: 'english', telnr: '+447700900014', culture: 'en-GB' },
  { key: 'duplicate', telnr: '+4915112345003' },
  { key: 'good3', telnr: '+33612345678', culture: 'de-DE' },
];

export interface FixtureNewsletter {
  accountId: number;
  name?: string;
  profileId?: number | null;
  phoneNumberId?: number | null;
  status?: number;
  culture?: string;
  sendToUnknownDoi?: boolean;
  snapshot?: object | null;
  /** Default: 1 with a snapshot, none without. */
  templateId?: number | null;
}

/** A newsletter row as the editor saves it; answers its id. */
export async function insertNewsletter(db: Queryable, n: FixtureNewsletter): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into whatsapp_newsletters (account_id, name, profile_id, phone_number_id,
       whatsapp_account_id, status, culture, send_to_unknown_doi, send_snapshot, template_id)
     values ($1, $2, $3, $4,
       (select whatsapp_account_id from whatsapp_phone_numbers where id = $4), $5, $6, $7, $8, $9)
     returning id`,
    [
      n.accountId,
      n.name ?? 'Frühlingsangebot',
      n.profileId ?? null,
      n.phoneNumberId ?? null,
      n.status ?? 0,
      n.culture ?? 'de-DE',
      n.sendToUnknownDoi ?? false,
      n.snapshot === undefined ? JSON.stringify(snapshot()) : JSON.stringify(n.snapshot),
      n.templateId !== undefined ? n.templateId : n.snapshot === null ? null : 1,
    ],
  );
  return row.id;
}

/** A send snapshot of the template `spring_offer` (body `Hallo {{1}}, …`), personalised. */
export const snapshot = (name = 'spring_offer', category = 'MARKETING') => ({
  templateId: 1,
  name,
  language: 'de',
  category,
  components: [
    { type: 'body', parameters: [{ type: 'field', field: 'firstname', fallback: 'Kundin' }] },
  ],
});
