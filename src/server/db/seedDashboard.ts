/**
 * Demo data of the start page and the search (issue 3), for the two active demo accounts: the
 * send-time optimisation (learning in the first account, off in the second), a previous visit of
 * every member a day ago (so the greeting counts the updates since), running and finished
 * actions of the WhatsApp service and the suite on demo items that exist (each opens its item),
 * and the admin's last queries and visited pages.
 * Runs once: a database holding any send-time optimisation setting is left alone.
 */
import type { Database, Queryable } from './database';

const nordlicht = 'Nordlicht Reisen GmbH';
const sonnenfeld = 'Stadtwerke Sonnenfeld';

/** [username, group, caption (the name of a demo item), type, minutes ago, next step] */
type ActionSeed = [string, ActionGroup, string, string, number, string | null];

/** Where each action group's items live: an action names an item that exists. */
const itemTables = {
  WhatsAppNewsletter: 'whatsapp_newsletters',
  WhatsAppTemplate: 'whatsapp_templates',
  RecipientGroup: 'profiles',
  SmsCampaign: 'suite_sms_campaigns',
  EmailCampaign: 'suite_email_campaigns',
} as const;
type ActionGroup = keyof typeof itemTables;

const actions: Record<string, ActionSeed[]> = {
  [nordlicht]: [
    ['marketer', 'WhatsAppNewsletter', 'Herbstreisen – Erinnerung', 'send', 8, null],
    ['admin', 'WhatsAppTemplate', 'Winterzauber Lappland', 'create', 45, 'approval'],
    ['marketer', 'RecipientGroup', 'Messe-Kontakte Hamburg', 'create', 15, null],
    [
      'marketer',
      'SmsCampaign',
      'Abflugerinnerung Gruppenreise Tromsø',
      'edit',
      120,
      'checkCampaign',
    ],
    ['admin', 'WhatsAppNewsletter', 'Osterangebot 2026', 'archive', 2900, null],
  ],
  [sonnenfeld]: [
    ['admin', 'WhatsAppTemplate', 'Zählerstand ablesen', 'edit', 60, null],
    ['marketer', 'EmailCampaign', 'Kundeninfo Preisanpassung 2027', 'edit', 25, 'checkCampaign'],
  ],
};

async function idsBy(db: Queryable, sql: string, params: unknown[] = []) {
  const rows = await db.query<{ id: number; name: string }>(sql, params);
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function seedDashboardDemoData(db: Database): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>(
    'select count(*)::int as count from send_time_optimization',
  );
  if (count > 0) return false;
  const accounts = await idsBy(db, 'select id, name from accounts where name = any($1::text[])', [
    [nordlicht, sonnenfeld],
  ]);
  const users = await idsBy(db, 'select id, username as name from users');
  if (accounts.size === 0) return false;
  await db.transaction(async (tx) => {
    for (const [name, accountId] of accounts) {
      // Learning for 9 of 14 days in the first account; the second has not switched it on.
      await tx.query(
        `insert into send_time_optimization (account_id, activated_at, activated_by)
         values ($1, case when $2 then now() - interval '9 days' end, $3)`,
        [accountId, name === nordlicht, users.get('admin') ?? null],
      );
      await tx.query(
        `insert into dashboard_visits (user_id, account_id, last_seen_at)
         select user_id, account_id, now() - interval '1 day' from account_users
         where account_id = $1`,
        [accountId],
      );
      for (const [username, group, caption, type, minutesAgo, next] of actions[name]) {
        const [item] = await tx.query<{ id: number }>(
          `select id from ${itemTables[group]} where account_id = $1 and name = $2 limit 1`,
          [accountId, caption],
        );
        // Without the item (no demo newsletters on a test server), no action names it.
        if (!item) continue;
        // The sending demo newsletter's action shows its progress, moved on by the engine.
        const [send] =
          group === 'WhatsAppNewsletter' && type === 'send'
            ? await tx.query<{ sent: number; total: number }>(
                `select (select count(*)::int from whatsapp_newsletter_recipients
                         where newsletter_id = $1 and state in ('sent', 'failed')) as sent,
                        total_count as total
                 from whatsapp_newsletters where id = $1`,
                [item.id],
              )
            : [];
        const [action] = await tx.query<{ id: string }>(
          `insert into user_actions (account_id, user_id, action_group, caption, action_type,
             item_id, has_progress, progress, max_progress, next_step_info, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
             now() - make_interval(mins => $11::int))
           returning id`,
          [
            accountId,
            users.get(username) ?? null,
            group,
            caption,
            type,
            String(item.id),
            send !== undefined,
            send?.sent ?? 0,
            send?.total ?? 0,
            next,
            minutesAgo,
          ],
        );
        if (send) {
          await tx.query('update whatsapp_newsletters set send_action_id = $2 where id = $1', [
            item.id,
            action.id,
          ]);
        }
      }
    }
    const admin = users.get('admin');
    const first = accounts.get(nordlicht);
    if (admin === undefined || first === undefined) return;
    for (const [index, query] of ['Lofoten', 'Reisemesse', 'Tromsø'].entries()) {
      await tx.query(
        `insert into search_queries (user_id, account_id, query, searched_at)
         values ($1, $2, $3, now() - make_interval(hours => $4::int))`,
        [admin, first, query, index + 1],
      );
    }
    await tx.query(
      `insert into visited_pages (user_id, account_id, source, item_id, title, url, visited_at)
       select $1::int, $2::int, 'events', id::text, name, null, now() - interval '2 hours'
       from suite_events where account_id = $2::int and name = 'Reisemesse Hamburg 2026'
       union all
       select $1::int, $2::int, 'emailCampaigns', id::text, name, null, now() - interval '5 hours'
       from suite_email_campaigns where account_id = $2::int and name = 'Adventsgewinnspiel Lofoten'`,
      [admin, first],
    );
  });
  return true;
}
