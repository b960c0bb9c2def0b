/**
 * Demo newsletters of the first demo account, one in every status (spec section 4): a draft, one
 * ready to send, one planned for next month, one sending right now — slowly, from the demo
 * service number, its recipients due a few seconds apart, so the progress bar visibly moves for
 * some minutes after a start — one sent last week with delivery and read states, and an archived
 * one. Built from the approved demo template and the demo groups; seeds once (an account with
 * newsletters is left alone).
 */
import { NewsletterStatus } from '../../common/newsletters';
import type { TemplateButton } from '../../common/templates';
import type { SendSnapshot } from '../whatsapp/newsletters/sendSnapshot';
import { priceInformation } from '../whatsapp/newsletters/price/priceInformation';
import { linkButtonComponents } from '../whatsapp/newsletters/templateForSending';
import type { Database, Queryable } from './database';
import { demoWaba } from './seedWhatsAppAccounts';

const DAY = 24 * 60 * 60 * 1000;
/** Seconds between the recipients of the slowly sending demo newsletter. */
const slowSpacingSeconds = 4;

interface DemoNewsletter {
  name: string;
  description: string;
  status: NewsletterStatus;
  group: string;
  /** Second demo number (the service number) for the one sending now. */
  serviceNumber?: boolean;
  /** Days from now of the send (negative: past). */
  sendInDays?: number;
  daysAgo: number;
  recipients?: 'planned' | 'sending' | 'sent' | 'stopped';
}

export const demoNewsletters: DemoNewsletter[] = [
  {
    name: 'Frühlingsangebot 2027',
    description: 'Frühbucher-Rabatt für die Ostsee',
    status: NewsletterStatus.draft,
    group: 'Newsletter Stammkunden',
    daysAgo: 0,
  },
  {
    name: 'Adventsgrüße',
    description: 'Geprüft und versandbereit',
    status: NewsletterStatus.readyToSend,
    group: 'VIP Kunden',
    daysAgo: 2,
  },
  {
    name: 'Silvesterreise Hamburg',
    description: 'Geplant für den Monatsanfang',
    status: NewsletterStatus.planned,
    group: 'Messe-Kontakte Hamburg',
    sendInDays: 30,
    daysAgo: 3,
    recipients: 'planned',
  },
  {
    name: 'Herbstreisen – Erinnerung',
    description: 'Wird gerade gesendet',
    status: NewsletterStatus.active,
    group: 'Gewinnspiel Sommer 2026',
    serviceNumber: true,
    sendInDays: 0,
    daysAgo: 0,
    recipients: 'sending',
  },
  {
    name: 'Sommerferien-Tipps',
    description: 'Letzte Woche gesendet',
    status: NewsletterStatus.sent,
    group: 'Newsletter Stammkunden',
    sendInDays: -7,
    daysAgo: 8,
    recipients: 'sent',
  },
  {
    name: 'Nordkap-Frühbucher',
    description: 'Nach 40 Nachrichten gestoppt',
    status: NewsletterStatus.stopped,
    group: 'Newsletter Stammkunden',
    sendInDays: -12,
    daysAgo: 13,
    recipients: 'stopped',
  },
  {
    name: 'Osterangebot 2026',
    description: 'Archiviert',
    status: NewsletterStatus.archive,
    group: 'VIP Kunden',
    sendInDays: -200,
    daysAgo: 200,
    recipients: 'sent',
  },
];

interface DemoTemplate {
  id: number;
  graph_name: string;
  language: string;
  buttons: TemplateButton[];
  tracked_links: boolean;
}

/** The expected price a start would have stored, from the recipient rows just made. */
async function priceAsStarted(tx: Queryable, id: number, snapshot: SendSnapshot) {
  const estimate = await priceInformation(
    tx,
    { id, send_snapshot: snapshot, sending_started_at: null },
    null,
    true,
  );
  if (estimate.price < 0) return;
  await tx.query('update whatsapp_newsletters set expected_price = $2 where id = $1', [
    id,
    estimate.price,
  ]);
}

function snapshotOf(template: DemoTemplate): SendSnapshot {
  return {
    templateId: template.id,
    name: template.graph_name,
    language: template.language,
    category: 'MARKETING',
    components: [
      {
        type: 'body',
        parameters: [
          {
            type: 'field',
            field: 'firstname',
            fallback: 'liebe Reisefreundin, lieber Reisefreund',
          },
        ],
      },
      ...(template.tracked_links ? linkButtonComponents(template.buttons) : []),
    ],
  };
}

/** One row per effective member (confirmed, valid number, German, first of each number). */
async function insertRecipients(
  tx: Queryable,
  newsletterId: number,
  profileId: number,
  kind: DemoNewsletter['recipients'],
  sentAt: Date,
) {
  // Sent: every 23rd failed at once. Stopped: the first 40 went out, the rest were removed.
  const state =
    kind === 'sent'
      ? "case when n % 23 = 0 then 'failed' else 'sent' end"
      : kind === 'stopped'
        ? "case when n > 40 then 'removed' when n % 23 = 0 then 'failed' else 'sent' end"
        : "'pending'";
  const [{ total }] = await tx.query<{ total: number }>(
    `with members as (
       select distinct on (s.telnr) s.id, s.telnr from profile_subscribers ps
         join subscribers s on s.id = ps.subscriber_id
       where ps.profile_id = $2::int and s.telnr is not null and s.telnr_valid and not s.deactivated
         and s.doi_status = 'confirmed' and split_part(s.culture, '-', 1) = 'de'
       order by s.telnr, s.id),
     numbered as (select id, telnr, n, ${state} as state
       from (select id, telnr, row_number() over (order by id) as n from members) m),
     inserted as (
       insert into whatsapp_newsletter_recipients (newsletter_id, subscriber_id, telnr, state,
         wamid, delivery_status, error_code, error_class, sent_at, retry_at)
       select $1::int, id, telnr, state,
         case when state = 'sent' then 'wamid.demo' || $1::text || '.' || id end,
         case when state = 'sent' then (case when n % 3 = 0 then 'delivered' else 'read' end) end,
         case when state = 'failed' then 131026 end,
         case when state = 'failed' then 'giveUp' end,
         case when state in ('sent', 'failed') then $4::timestamptz + n * interval '50 milliseconds' end,
         case when $3::text = 'sending' then now() + n * ($5::text || ' seconds')::interval end
       from numbered returning state)
     select count(*)::int as total from inserted`,
    [newsletterId, profileId, kind, sentAt, String(slowSpacingSeconds)],
  );
  await tx.query(
    `update whatsapp_newsletters n set total_count = $2, effective_recipients = $2,
       sent_count = (select count(*) from whatsapp_newsletter_recipients r where r.newsletter_id = n.id and r.state = 'sent'),
       failed_count = (select count(*) from whatsapp_newsletter_recipients r where r.newsletter_id = n.id and r.state = 'failed'),
       removed_count = (select count(*) from whatsapp_newsletter_recipients r where r.newsletter_id = n.id and r.state = 'removed')
     where id = $1`,
    [newsletterId, total],
  );
}

/**
 * The statistics of a sent demo newsletter as if its webhooks had come over the day after
 * `sentAt`: delivery within minutes, reads spread over hours (most early) and reactions of every
 * type.
 */
async function insertHistory(tx: Queryable, newsletterId: number) {
  await tx.query('delete from whatsapp_newsletter_delivery_counts where newsletter_id = $1::int', [
    newsletterId,
  ]);
  await tx.query(
    `insert into whatsapp_newsletter_delivery_counts (newsletter_id, minute, sent, delivered, read, failed)
     select $1::int, date_trunc('minute', at), sum(sent), sum(delivered), sum(read), sum(failed)
     from (
       select sent_at as at, 1 as sent, 0 as delivered, 0 as read, 0 as failed, subscriber_id
         from whatsapp_newsletter_recipients where newsletter_id = $1::int and state = 'sent'
       union all
       select sent_at + (subscriber_id % 5) * interval '1 minute', -1, 1, 0, 0, subscriber_id
         from whatsapp_newsletter_recipients
         where newsletter_id = $1::int and delivery_status in ('delivered', 'read')
       union all
       select sent_at + (5 + power((subscriber_id * 37) % 100, 2) / 10) * interval '1 minute',
           0, -1, 1, 0, subscriber_id
         from whatsapp_newsletter_recipients where newsletter_id = $1::int and delivery_status = 'read'
       union all
       select sent_at, 0, 0, 0, 1, subscriber_id
         from whatsapp_newsletter_recipients where newsletter_id = $1::int and state = 'failed'
     ) events group by date_trunc('minute', at)`,
    [newsletterId],
  );
  await tx.query(
    `insert into whatsapp_newsletter_reactions (newsletter_id, subscriber_id, telnr, type, content,
       reacted_at, source_key)
     select $1::int, subscriber_id, telnr, kind, content,
       sent_at + (10 + (n * 13) % 300) * interval '1 minute',
       'demo.' || $1::int::text || '.' || kind || '.' || subscriber_id
     from (select subscriber_id, telnr, sent_at, row_number() over (order by subscriber_id) as n
           from whatsapp_newsletter_recipients
           where newsletter_id = $1::int and delivery_status in ('delivered', 'read')) r
     cross join lateral (values
       ('QuickReply', 'Mehr Infos', n % 4 = 0),
       ('Emoji', (array['👍', '❤️', '😍'])[1 + n % 3], n % 6 = 1),
       ('Text', 'Danke, klingt toll!', n % 9 = 2),
       ('Others', 'image', n % 25 = 3)) as r2(kind, content, chosen)
     where chosen`,
    [newsletterId],
  );
}

/** The group's members left out at send start, with their reasons, as the start call keeps them. */
async function insertExclusions(tx: Queryable, newsletterId: number, profileId: number) {
  await tx.query(
    `insert into whatsapp_newsletter_exclusions (newsletter_id, subscriber_id, telnr, reason)
     select $1::int, s.id, s.telnr, case
         when s.telnr is null then 'NoPhoneNumber'
         when not s.telnr_valid then 'InvalidPhoneNumber'
         when s.deactivated then 'Deactivated'
         when s.doi_status <> 'confirmed' then 'DOIStatus'
         when split_part(s.culture, '-', 1) <> 'de' then 'Culture'
         else 'Duplicate' end
     from profile_subscribers ps join subscribers s on s.id = ps.subscriber_id
     where ps.profile_id = $2::int and not exists (
       select 1 from whatsapp_newsletter_recipients r
       where r.newsletter_id = $1::int and r.subscriber_id = s.id)`,
    [newsletterId, profileId],
  );
  await tx.query(
    `update whatsapp_newsletters set excluded_recipients =
       (select count(*) from whatsapp_newsletter_exclusions where newsletter_id = $1::int)
     where id = $1::int`,
    [newsletterId],
  );
}

export async function seedNewsletterDemoData(db: Database): Promise<void> {
  const [waba] = await db.query<{ id: number; account_id: number }>(
    'select id, account_id from whatsapp_accounts where waba_id = $1',
    [demoWaba.wabaId],
  );
  if (!waba) return;
  const [has] = await db.query('select 1 from whatsapp_newsletters where account_id = $1 limit 1', [
    waba.account_id,
  ]);
  if (has) return;
  const [template] = await db.query<DemoTemplate>(
    `select id, graph_name, language, buttons, tracked_links from whatsapp_templates
     where account_id = $1 and name = 'Herbstreisen 2026' and status = 2 and graph_name is not null`,
    [waba.account_id],
  );
  if (!template) return;
  const phones = await db.query<{ id: number; phone_number_id: string }>(
    'select id, phone_number_id from whatsapp_phone_numbers where whatsapp_account_id = $1 order by id',
    [waba.id],
  );
  const phoneOf = (service: boolean) =>
    phones.find((p) => p.phone_number_id === demoWaba.phoneNumbers[service ? 1 : 0].phoneNumberId)
      ?.id ?? null;
  const [marketer] = await db.query<{ id: number; name: string }>(
    "select id, given_name || ' ' || family_name as name from users where username = 'marketer'",
  );
  await db.transaction(async (tx) => {
    for (const demo of demoNewsletters) {
      const [profile] = await tx.query<{ id: number }>(
        'select id from profiles where account_id = $1 and name = $2',
        [waba.account_id, demo.group],
      );
      const created = new Date(Date.now() - demo.daysAgo * DAY);
      const sendDate =
        demo.sendInDays === undefined ? null : new Date(Date.now() + demo.sendInDays * DAY);
      const started = demo.recipients !== undefined && demo.recipients !== 'planned';
      const finished = demo.recipients === 'sent' || demo.recipients === 'stopped';
      const [row] = await tx.query<{ id: number }>(
        `insert into whatsapp_newsletters (account_id, name, description, template_id, profile_id,
           whatsapp_account_id, phone_number_id, status, culture, placeholder_values, send_date,
           send_snapshot, sending_started_at, distribution_finished_at, sender_user_id, sender_name,
           excluded_recipients, created_by, created_at, modified_by, modified_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'de-DE', $9, $10, $11, $12, $13, $14, $15, $16,
           $14, $17, $14, $17) returning id`,
        [
          waba.account_id,
          demo.name,
          demo.description,
          template.id,
          profile?.id ?? null,
          waba.id,
          phoneOf(Boolean(demo.serviceNumber)),
          demo.status,
          JSON.stringify({ firstname: 'liebe Reisefreundin, lieber Reisefreund' }),
          sendDate,
          demo.recipients ? JSON.stringify(snapshotOf(template)) : null,
          started ? sendDate : null,
          finished && sendDate ? new Date(sendDate.getTime() + 60_000) : null,
          marketer?.id ?? null,
          demo.recipients ? (marketer?.name ?? null) : null,
          demo.recipients ? 0 : null,
          created,
        ],
      );
      if (demo.recipients && profile) {
        await insertRecipients(tx, row.id, profile.id, demo.recipients, sendDate ?? new Date());
        await insertExclusions(tx, row.id, profile.id);
        await priceAsStarted(tx, row.id, snapshotOf(template));
        if (finished) await insertHistory(tx, row.id);
        if (demo.status === NewsletterStatus.stopped) {
          await tx.query(
            'update whatsapp_newsletters set stopped_at = distribution_finished_at where id = $1',
            [row.id],
          );
        }
      }
    }
  });
}
