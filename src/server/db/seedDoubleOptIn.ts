/**
 * Demo double opt-in: an active process on the first demo number (two activations: the first
 * with an older click-to-chat text, so the editor has a history of keywords), and the consent
 * history of the demo subscribers that have a number, matching their DOI status (pending:
 * requested; confirmed: requested and confirmed; opted out: also opted out). Set-wise SQL, once
 * per database (the process row marks it done).
 */
import { doiDefaults } from '../../common/doubleOptIn';
import type { Database } from './database';
import { demoWaba } from './seedWhatsAppAccounts';
import { settingsColumns, settingsParams } from '../whatsapp/doubleOptIn/store';

export const demoDoi = {
  phoneNumberId: demoWaba.phoneNumbers[0].phoneNumberId,
  /** The click-to-chat text of the first activation: its links no longer start the flow. */
  firstClickToChatMessage: 'Newsletter bitte',
  firstActivatedDaysAgo: 60,
  secondActivatedDaysAgo: 20,
} as const;

export async function seedDoubleOptInDemoData(db: Database): Promise<void> {
  const [phone] = await db.query<{ id: number; account_id: number; done: boolean }>(
    `select p.id, w.account_id,
       exists (select 1 from doi_processes d where d.account_id = w.account_id) as done
     from whatsapp_phone_numbers p join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where p.phone_number_id = $1`,
    [demoDoi.phoneNumberId],
  );
  if (!phone || phone.done) return;
  const current = doiDefaults('de', phone.id);
  const first = { ...current, clickToChatMessage: demoDoi.firstClickToChatMessage };
  await db.transaction(async (tx) => {
    const [process] = await tx.query<{ id: number }>(
      `insert into doi_processes (account_id, ${settingsColumns}, modified_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(days => $12::int))
       returning id`,
      [phone.account_id, ...settingsParams(current), demoDoi.secondActivatedDaysAgo],
    );
    const versionIds: number[] = [];
    for (const [index, settings] of [first, current].entries()) {
      const [version] = await tx.query<{ id: number }>(
        `insert into doi_process_versions (process_id, version, ${settingsColumns}, activated_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
           now() - make_interval(days => $13::int)) returning id`,
        [
          process.id,
          index + 1,
          ...settingsParams(settings),
          index === 0 ? demoDoi.firstActivatedDaysAgo : demoDoi.secondActivatedDaysAgo,
        ],
      );
      versionIds.push(version.id);
    }
    await tx.query('update doi_processes set active_version_id = $2 where id = $1', [
      process.id,
      versionIds[1],
    ]);
    // Each person's request lies 1 to 55 days back; steps follow minutes (confirm) or days
    // (opt out) later. The version is the one active at the request.
    await tx.query(
      `with people as (
         select s.id, s.doi_status,
                now() - make_interval(days => (1 + (s.id * 7) % 55)::int, mins => ((s.id * 13) % 600)::int) as requested
         from subscribers s
         where s.account_id = $1 and s.telnr_valid and s.telnr is not null
           and s.doi_status <> 'unknown'
       ), steps as (
         select id, 'requested' as event, 'pending' as status, requested as at, 1 as n from people
         union all
         select id, 'confirmed', 'confirmed', requested + interval '7 minutes', 2 from people
           where doi_status in ('confirmed', 'optedOut')
         union all
         select id, 'optedOut', 'optedOut', requested + make_interval(days => (1 + id % 20)::int), 3
           from people where doi_status = 'optedOut'
       )
       insert into subscriber_consent_events (account_id, subscriber_id, event, status, occurred_at,
         process_version_id, inbound_wamid)
       select $1::int, id, event, status, least(at, now()),
              case when at < now() - make_interval(days => $4::int) then $2::int else $3::int end,
              'wamid.demo' || md5(id || '-' || n)
       from steps`,
      [phone.account_id, versionIds[0], versionIds[1], demoDoi.secondActivatedDaysAgo],
    );
    // Only an open request needs its time (the days to wait); touching every subscriber row
    // would rewrite its search index entry too.
    await tx.query(
      `update subscribers s set doi_requested_at = e.occurred_at
       from subscriber_consent_events e
       where e.subscriber_id = s.id and e.event = 'requested' and s.account_id = $1
         and s.doi_status = 'pending'`,
      [phone.account_id],
    );
  });
}
