/**
 * Demo double opt-in: an active process on the first demo number (two activations: the first
 * with an older click-to-chat text, so the editor has a history of keywords), and the consent
 * history of the demo subscribers that have a number, matching their DOI status (pending:
 * requested; confirmed: requested and confirmed; opted out: also opted out). Set-wise SQL, once
 * per database (the process row marks it done).
 */
import { DoiMethod, doiButtonIds, doiDefaults, doiPlaceholders } from '../../common/doubleOptIn';
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
    // What each person sent (the click-to-chat text, a tap on the opt-in button, "Stop") and
    // what the flow answered, so the consent history reads as it would after real messages.
    await tx.query(
      `update subscriber_consent_events e set
         inbound_kind = case e.event when 'confirmed' then 'button' else 'text' end,
         inbound_text = case e.event when 'requested' then v.click_to_chat_message
           when 'confirmed' then v.doi_keyword else v.opt_out_keyword end
       from doi_process_versions v
       where v.id = e.process_version_id and e.account_id = $1`,
      [phone.account_id],
    );
    await tx.query(
      `with answers as (
         insert into doi_outbound_messages (account_id, process_version_id, inbound_wamid,
           to_wa_id, kind, body, buttons, state, wamid, created_at, sent_at)
         select e.account_id, v.id, e.inbound_wamid, regexp_replace(s.telnr, '[^0-9]', '', 'g'),
           a.kind,
           replace(replace(a.body, $2, v.doi_keyword), $3, v.opt_out_keyword),
           case when v.doi_method = $4 then a.buttons else '[]'::jsonb end,
           'sent', 'wamid.demoanswer' || md5(e.inbound_wamid), e.occurred_at, e.occurred_at
         from subscriber_consent_events e
         join subscribers s on s.id = e.subscriber_id
         join doi_process_versions v on v.id = e.process_version_id
         cross join lateral (select
           case e.event when 'requested' then 'doi' when 'confirmed' then 'confirmation'
             else 'optOut' end as kind,
           case e.event when 'requested' then v.doi_message_body
             when 'confirmed' then v.confirmation_message else v.opt_out_message end as body,
           case e.event
             when 'requested' then jsonb_build_array(
               jsonb_build_object('id', $5::text, 'title', v.doi_keyword),
               jsonb_build_object('id', $6::text, 'title', v.opt_out_keyword))
             when 'confirmed' then jsonb_build_array(
               jsonb_build_object('id', $6::text, 'title', v.opt_out_keyword))
             else '[]'::jsonb end as buttons) a
         where e.account_id = $1 and e.inbound_wamid is not null
         returning id, inbound_wamid)
       update subscriber_consent_events e set outbound_message_id = a.id
       from answers a where a.inbound_wamid = e.inbound_wamid`,
      [
        phone.account_id,
        doiPlaceholders.doiKeyword,
        doiPlaceholders.optOutKeyword,
        DoiMethod.button,
        doiButtonIds.confirm,
        doiButtonIds.optOut,
      ],
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
