/**
 * Demo templates: the first demo account (with the demo WABA) has one in every status, in German
 * and English; the second account (no WABA yet) has two drafts. Submitted ones carry fixed Graph
 * ids, which the emulator learns at every start (whatsapp/templates/emulatorRestore.ts). Seeds
 * once per account (an account with templates is left alone).
 */
import {
  ButtonType,
  HeaderFormat,
  TemplateQuality,
  TemplateStatus,
  graphNameOf,
  type TemplateLanguage,
} from '../../common/templates';
import type { StoredButton } from '../whatsapp/templates/store';
import type { Database, Queryable } from './database';
import { demoAccounts } from './seed';
import { demoWaba } from './seedWhatsAppAccounts';

interface DemoTemplate {
  name: string;
  language: TemplateLanguage;
  status: TemplateStatus;
  quality?: TemplateQuality;
  rejectionReason?: string;
  header?: string;
  body: string;
  placeholders?: [string, string][];
  footer?: string;
  buttons?: Omit<StoredButton, 'id' | 'order'>[];
  /** Days since the last change: spreads them over the list's groups. */
  daysAgo: number;
  graphId?: string;
}

const quick = (text: string) => ({ text, value: '', buttonType: ButtonType.quickReply });
const link = (text: string, value: string) => ({
  text,
  value,
  buttonType: ButtonType.callToAction,
});

export const demoTemplates: DemoTemplate[] = [
  {
    name: 'Herbstreisen 2026',
    language: 'de',
    status: TemplateStatus.approved,
    quality: TemplateQuality.high,
    header: 'Neue Herbstreisen',
    body: 'Hallo {{firstname}}, unsere Herbstreisen an die Ostsee sind buchbar. Frühbucher sparen bis Ende des Monats 15 Prozent. Antworten Sie mit Stop, um keine Nachrichten mehr zu erhalten.',
    placeholders: [['firstname', 'liebe Reisefreundin, lieber Reisefreund']],
    footer: 'Nordlicht Reisen GmbH',
    buttons: [quick('Mehr erfahren'), link('Reisen ansehen', 'https://nordlicht.example/herbst')],
    daysAgo: 0,
    graphId: '1090000000000001',
  },
  {
    name: 'Autumn trips 2026',
    language: 'en',
    status: TemplateStatus.approved,
    quality: TemplateQuality.medium,
    header: 'New autumn trips',
    body: 'Hello {{firstname}}, our autumn trips to the Baltic Sea are open for booking. Reply Stop to receive no more messages.',
    placeholders: [['firstname', 'traveller']],
    footer: 'Nordlicht Reisen GmbH',
    buttons: [quick('Tell me more')],
    daysAgo: 2,
    graphId: '1090000000000002',
  },
  {
    name: 'Winterzauber Lappland',
    language: 'de',
    status: TemplateStatus.check,
    body: 'Hallo {{firstname}}, erleben Sie Polarlichter in Lappland: sieben Nächte ab 1.290 Euro. Mit Stop melden Sie sich ab.',
    placeholders: [['firstname', 'Reisefreundin']],
    buttons: [link('Zum Angebot', 'https://nordlicht.example/lappland')],
    daysAgo: 1,
    graphId: '1090000000000003',
  },
  {
    name: 'Gewinnspiel Sommer',
    language: 'de',
    status: TemplateStatus.rejected,
    rejectionReason: 'INVALID_FORMAT: Variables: the body may not start or end with a variable.',
    body: 'Gewinnen Sie eine Reise für zwei nach {{city}}',
    placeholders: [['city', 'Bergen']],
    daysAgo: 10,
    graphId: '1090000000000004',
  },
  {
    name: 'Frühbucher Rabatt',
    language: 'de',
    status: TemplateStatus.paused,
    quality: TemplateQuality.low,
    body: 'Nur noch diese Woche: 20 Prozent Frühbucherrabatt auf alle Sommerreisen. Abmelden mit Stop.',
    daysAgo: 40,
    graphId: '1090000000000005',
  },
  {
    name: 'Kundenumfrage',
    language: 'de',
    status: TemplateStatus.draft,
    header: 'Ihre Meinung zählt',
    body: 'Hallo {{firstname}}, wie hat Ihnen Ihre letzte Reise mit uns gefallen? Wir freuen uns über Ihre Antwort.',
    placeholders: [['firstname', 'liebe Kundin, lieber Kunde']],
    buttons: [quick('Sehr gut'), quick('Gut'), quick('Nicht so gut')],
    daysAgo: 0,
  },
  {
    name: 'Spring newsletter',
    language: 'en',
    status: TemplateStatus.draft,
    body: 'Spring is coming: discover our new city breaks in Scandinavia. Reply Stop to unsubscribe.',
    daysAgo: 20,
  },
  {
    name: 'Sommer 2025',
    language: 'de',
    status: TemplateStatus.archive,
    body: 'Unsere Sommerreisen 2025 sind da. Jetzt buchen und sparen. Abmelden mit Stop.',
    daysAgo: 120,
    graphId: '1090000000000006',
  },
];

const secondAccountTemplates: DemoTemplate[] = [
  {
    name: 'Zählerstand ablesen',
    language: 'de',
    status: TemplateStatus.draft,
    body: 'Hallo {{firstname}}, bitte teilen Sie uns bis Ende des Monats Ihren Zählerstand mit.',
    placeholders: [['firstname', 'Kundin, Kunde']],
    daysAgo: 3,
  },
  {
    name: 'Meter reading',
    language: 'en',
    status: TemplateStatus.draft,
    body: 'Hello {{firstname}}, please send us your meter reading by the end of the month.',
    placeholders: [['firstname', 'customer']],
    daysAgo: 5,
  },
];

async function insertTemplates(
  tx: Queryable,
  accountId: number,
  wabaRowId: number | null,
  userId: number | null,
  templates: DemoTemplate[],
) {
  for (const t of templates) {
    const buttons = (t.buttons ?? []).map((b, i) => ({ ...b, id: i + 1, order: i }));
    const submitted = t.graphId !== undefined;
    await tx.query(
      `insert into whatsapp_templates (account_id, whatsapp_account_id, name, description, language,
         status, quality, rejection_reason, header_format, header_value, body_text, placeholders,
         footer_text, buttons, graph_name, graph_template_id, submissions, approval_start_date,
         submitted_by, created_by, created_at, modified_by, modified_at, archived_at, tracked_links)
       values ($1, $2, $3, '', $4, $5::smallint, $6, $7, $8, $9, $10, $11::jsonb, $12, $13::jsonb, $14, $15,
         $16, case when $15::text is null then null else now() - make_interval(days => $17::int) end,
         $18, $18, now() - make_interval(days => $17::int + 3), $18,
         now() - make_interval(days => $17::int),
         case when $5::smallint = 4 then now() - make_interval(days => $17::int) else null end,
         $15::text is not null)`,
      [
        accountId,
        wabaRowId,
        t.name,
        t.language,
        t.status,
        t.quality ?? TemplateQuality.pending,
        t.rejectionReason ?? null,
        t.header === undefined ? null : HeaderFormat.text,
        t.header ?? '',
        t.body,
        JSON.stringify(
          (t.placeholders ?? []).map(([placeholder, defaultValue]) => ({
            placeholder,
            defaultValue,
          })),
        ),
        t.footer ?? '',
        JSON.stringify(buttons),
        submitted ? graphNameOf(t.name) : null,
        t.graphId ?? null,
        submitted ? 1 : 0,
        t.daysAgo,
        userId,
      ],
    );
  }
}

export async function seedTemplateDemoData(db: Database): Promise<void> {
  const accounts = await db.query<{ id: number; name: string; has: boolean }>(
    `select a.id, a.name, exists (select 1 from whatsapp_templates t where t.account_id = a.id) as has
     from accounts a where a.name = any($1::text[]) and not a.locked order by a.id`,
    [demoAccounts.map((a) => a.name)],
  );
  const [marketer] = await db.query<{ id: number }>(
    "select id from users where username = 'marketer'",
  );
  const [waba] = await db.query<{ id: number; account_id: number }>(
    'select id, account_id from whatsapp_accounts where waba_id = $1',
    [demoWaba.wabaId],
  );
  await db.transaction(async (tx) => {
    for (const account of accounts.filter((a) => !a.has)) {
      if (waba && account.id === waba.account_id) {
        await insertTemplates(tx, account.id, waba.id, marketer?.id ?? null, demoTemplates);
      } else if (account.name === demoAccounts[1].name) {
        await insertTemplates(tx, account.id, null, marketer?.id ?? null, secondAccountTemplates);
      }
    }
  });
}
