/**
 * Demo data of the shell for the two active demo accounts: the suite's email and SMS campaigns
 * and events (with sub-events) the dashboard and the search show, booked products, help values,
 * whitepapers, notifications (one still running, one system notification), the WhatsApp consent
 * of the first account (the second shows the consent screen) and a few user actions. Dates are
 * relative to the first start, so the activity plan has past, today and future entries.
 * Runs once: a database holding any booked product is left alone.
 */
import type { Database, Queryable } from './database';

const nordlicht = 'Nordlicht Reisen GmbH';
const sonnenfeld = 'Stadtwerke Sonnenfeld';

/** [name, status, colourCode, step, send date in days from now (null: none), changed days ago] */
type CampaignSeed = [string, number, number, number, number | null, number];

const emailCampaigns: Record<string, CampaignSeed[]> = {
  [nordlicht]: [
    ['Frühbucher Sommer 2027 – Skandinavien', 4, 1, 7, 0, 0],
    ['Newsletter Dezember: Winterzauber am Polarkreis', 3, 0, 6, 2, 1],
    ['Reiseschnäppchen KW 49', 2, 2, 6, 1, 1],
    ['Kundenbefragung Reiseerlebnis 2026', 1, 2, 5, null, 3],
    ['Adventsgewinnspiel Lofoten', 0, 4, 3, null, 4],
    ['Herbst-Newsletter Norwegen', 5, 1, 7, -12, 12],
    ['Willkommensstrecke Neukunden', 0, 4, 2, null, 20],
  ],
  [sonnenfeld]: [
    ['Kundeninfo Preisanpassung 2027', 3, 0, 6, 3, 1],
    ['Energiespartipps für den Winter', 4, 1, 7, 0, 0],
    ['Einladung Tag der offenen Tür Wasserwerk', 2, 2, 6, 5, 2],
    ['Newsletter November: Glasfaserausbau', 5, 1, 7, -20, 20],
    ['Zählerstand online melden – Erinnerung', 0, 4, 4, null, 6],
  ],
};

const smsCampaigns: Record<string, CampaignSeed[]> = {
  [nordlicht]: [
    ['Abflugerinnerung Gruppenreise Tromsø', 3, 0, 6, 1, 0],
    ['Last-Minute-Angebot Hurtigruten', 5, 1, 7, -3, 3],
    ['Check-in-Hinweis Wochenendreisen', 0, 4, 3, null, 5],
  ],
  [sonnenfeld]: [
    ['Störungsmeldung Fernwärme Nordstadt', 5, 3, 7, -1, 1],
    ['Ablesetermin Wasserzähler', 2, 2, 6, 4, 2],
  ],
};

/** [name, status, colourCode, start in days from now, duration in days, sub-events] */
type EventSeed = [string, number, number, number, number, [string, number][]];

const events: Record<string, EventSeed[]> = {
  [nordlicht]: [
    [
      'Reisemesse Hamburg 2026',
      1,
      0,
      0,
      3,
      [
        ['Standbesprechung', 0],
        ['Vortrag Nordlichtreisen', 1],
      ],
    ],
    ['Infoabend Island-Rundreise', 0, 2, 6, 1, []],
    [
      'Partnertreffen Skandinavien',
      0,
      4,
      14,
      2,
      [
        ['Workshop Vertrieb', 14],
        ['Abendessen', 15],
      ],
    ],
    ['Fotoworkshop Lofoten', 2, 1, -30, 4, []],
  ],
  [sonnenfeld]: [
    ['Tag der offenen Tür Wasserwerk', 0, 0, 5, 1, [['Führung Aufbereitung', 5]]],
    ['Bürgerversammlung Windpark', 1, 2, 0, 1, []],
    ['Energieberatung im Rathaus', 2, 1, -9, 1, []],
  ],
};

const products = [
  ['EmailMarketing', 'NL-1000'],
  ['SmsMarketing', 'SMS-2000'],
  ['EventManagement', 'EV-3000'],
  ['MediaDatabase', 'MD-4000'],
  ['WhatsAppNewsletter', 'WA-5000'],
  ['Administration', 'ADM-9000'],
] as const;

const helpValues: Record<string, [string, string, boolean]> = {
  [nordlicht]: ['+49 40 3344 5500', 'service@nordwind-partner.example', true],
  [sonnenfeld]: ['+49 521 987 6540', 'kundenbetreuung@agentur-sonnenfeld.example', false],
};

const whitepapers = [
  [
    'WhatsApp im Marketing: rechtssicher starten',
    'Double-Opt-in, Einwilligungen und Opt-out im WhatsApp-Kanal.',
    'https://relay.example/whitepaper/whatsapp-recht.pdf',
  ],
  [
    'Der beste Versandzeitpunkt',
    'Wie die Versandzeitoptimierung Öffnungsraten steigert.',
    'https://relay.example/whitepaper/versandzeit.pdf',
  ],
  [
    'Zielgruppen mit Profilen',
    'Empfängergruppen aufbauen, pflegen und personalisiert ansprechen.',
    'https://relay.example/whitepaper/profile.pdf',
  ],
] as const;

async function accountIdsByName(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; name: string }>(
    'select id, name from accounts where name = any($1::text[])',
    [[nordlicht, sonnenfeld]],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function userIdsByName(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; username: string }>('select id, username from users');
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** A few campaigns of one kind, sent or planned around today, by alternating creators. */
async function insertCampaigns(
  tx: Queryable,
  table: 'suite_email_campaigns' | 'suite_sms_campaigns',
  accountId: number,
  creators: number[],
  seeds: CampaignSeed[],
) {
  for (const [index, [name, status, colour, step, sendIn, changedAgo]] of seeds.entries()) {
    await tx.query(
      `insert into ${table} (account_id, name, status, colour_code, step, send_date, created_by,
         created_at, changed_at)
       values ($1, $2, $3, $4, $5,
         case when $6::int is null then null else date_trunc('hour', now()) + make_interval(days => $6::int, hours => 2) end,
         $7, now() - make_interval(days => $8::int + 7), now() - make_interval(days => $8::int, mins => $9::int))`,
      [
        accountId,
        name,
        status,
        colour,
        step,
        sendIn,
        creators[index % creators.length],
        changedAgo,
        index * 17,
      ],
    );
  }
}

export async function seedSuiteData(db: Database): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>(
    'select count(*)::int as count from account_products',
  );
  if (count > 0) return false;
  const accounts = await accountIdsByName(db);
  const users = await userIdsByName(db);
  if (accounts.size === 0) return false;
  const creators = ['admin', 'marketer']
    .map((name) => users.get(name))
    .filter((id) => id !== undefined);
  await db.transaction(async (tx) => {
    for (const [index, [title, description, url]] of whitepapers.entries()) {
      await tx.query(
        'insert into whitepapers (title, description, url, sort_order) values ($1, $2, $3, $4)',
        [title, description, url, index],
      );
    }
    for (const [name, accountId] of accounts) {
      for (const [internalName, orderNumber] of products) {
        // The second account has not booked SMS: its SMS module shows as inactive.
        if (name === sonnenfeld && internalName === 'SmsMarketing') continue;
        await tx.query(
          'insert into account_products (account_id, internal_name, order_number) values ($1, $2, $3)',
          [accountId, internalName, orderNumber],
        );
      }
      const [phone, email, showChat] = helpValues[name];
      await tx.query(
        'insert into help_values (account_id, partner_phone, partner_email, show_chat) values ($1, $2, $3, $4)',
        [accountId, phone, email, showChat],
      );
      await insertCampaigns(tx, 'suite_email_campaigns', accountId, creators, emailCampaigns[name]);
      await insertCampaigns(tx, 'suite_sms_campaigns', accountId, creators, smsCampaigns[name]);
      for (const [eventIndex, [eventName, status, colour, startIn, days, subEvents]] of events[
        name
      ].entries()) {
        const [event] = await tx.query<{ id: number }>(
          `insert into suite_events (account_id, name, status, colour_code, start_date, end_date,
             created_by, changed_at)
           values ($1, $2, $3, $4, date_trunc('day', now()) + make_interval(days => $5::int, hours => 10),
             date_trunc('day', now()) + make_interval(days => $5::int + $6::int, hours => 17), $7,
             now() - make_interval(hours => $8::int))
           returning id`,
          [
            accountId,
            eventName,
            status,
            colour,
            startIn,
            days,
            creators[eventIndex % creators.length],
            eventIndex * 11,
          ],
        );
        for (const [subName, subStartIn] of subEvents) {
          await tx.query(
            `insert into suite_events (account_id, parent_id, name, status, colour_code, start_date,
               end_date, created_by)
             values ($1, $2, $3, $4, $5, date_trunc('day', now()) + make_interval(days => $6::int, hours => 14),
               date_trunc('day', now()) + make_interval(days => $6::int, hours => 16), $7)`,
            [accountId, event.id, subName, status, colour, subStartIn, creators[0]],
          );
        }
      }
      await seedNotifications(tx, accountId, users, name === nordlicht);
      await seedUserActions(tx, accountId, users, name);
    }
    // The first account has agreed to the WhatsApp terms; the second shows the consent screen.
    const first = accounts.get(nordlicht);
    if (first !== undefined) {
      await tx.query(
        `insert into consents (account_id, consent_type, user_id, given_at)
         values ($1, 5, $2, now() - interval '30 days')`,
        [first, users.get('admin') ?? null],
      );
    }
  });
  return true;
}

async function seedNotifications(
  tx: Queryable,
  accountId: number,
  users: Map<string, number>,
  first: boolean,
) {
  // Each names a demo item of the account (the notification's link opens its list).
  const demo = first
    ? {
        email: 'Reiseschnäppchen KW 49',
        sending: 'Newsletter Dezember: Winterzauber am Polarkreis',
        template: 'Herbstreisen 2026',
      }
    : {
        email: 'Energiespartipps für den Winter',
        sending: 'Einladung Tag der offenen Tür Wasserwerk',
        template: 'Zählerstand ablesen',
      };
  for (const username of ['admin', 'marketer', 'viewer', 'sso-demo']) {
    const userId = users.get(username);
    if (userId === undefined) continue;
    const rows: [string, string, string | null, boolean, boolean, number, string][] = [
      [
        'emailModule',
        `Die E-Mail-Kampagne „${demo.email}“ wurde versendet.`,
        '/',
        true,
        false,
        0,
        '40 minutes',
      ],
      [
        'emailModule',
        `Die E-Mail-Kampagne „${demo.sending}“ wird versendet.`,
        null,
        true,
        true,
        45,
        '2 minutes',
      ],
      [
        'whatsApp',
        `Die Vorlage „${demo.template}“ wurde von Meta genehmigt.`,
        '/WhatsApp/Templates',
        true,
        false,
        0,
        '3 hours',
      ],
    ];
    if (first) {
      rows.push([
        'whatsApp',
        'Der WhatsApp-Newsletter „Sommerferien-Tipps“ wurde versendet.',
        '/WhatsApp/Statistic',
        false,
        false,
        0,
        '7 days',
      ]);
    }
    for (const [source, text, link, highlight, running, progress, age] of rows) {
      await tx.query(
        `insert into notifications (account_id, user_id, source, text, link_url, highlight,
           currently_running, progress, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now() - $9::interval)`,
        [accountId, userId, source, text, link, highlight, running, progress, age],
      );
    }
  }
  await tx.query(
    `insert into notifications (account_id, user_id, source, text, link_url, open_link_in_new_window,
       system_notification_id, created_at)
     values ($1, null, 'emailModule', $2, 'https://status.relay.example', true, 'maintenance-2026-12', now() - interval '1 day')`,
    [accountId, 'Wartungsfenster am Sonntag, 6. Dezember, 02:00–04:00 Uhr.'],
  );
}

async function seedUserActions(
  tx: Queryable,
  accountId: number,
  users: Map<string, number>,
  accountName: string,
) {
  const campaigns = emailCampaigns[accountName];
  const actions: [string, string, string, string, number][] = [
    ['admin', 'EmailCampaign', campaigns[0][0], 'send', 30],
    ['marketer', 'EmailCampaign', campaigns[1][0], 'edit', 90],
    ['marketer', 'Event', events[accountName][0][0], 'edit', 200],
    ['admin', 'EmailCampaign', campaigns[2][0], 'create', 600],
  ];
  for (const [username, group, caption, type, minutesAgo] of actions) {
    await tx.query(
      `insert into user_actions (account_id, user_id, action_group, caption, action_type,
         created_at)
       values ($1, $2, $3, $4, $5, now() - make_interval(mins => $6::int))`,
      [accountId, users.get(username) ?? null, group, caption, type, minutesAgo],
    );
  }
}
