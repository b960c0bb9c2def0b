/**
 * Demo data of the start page and the search (issue 3), for the two active demo accounts: the
 * send-time optimisation (learning in the first account, off in the second), a previous visit of
 * every member a day ago (so the greeting counts the updates since), running and finished
 * actions of the WhatsApp service and the suite, and the admin's last queries and visited pages.
 * Runs once: a database holding any send-time optimisation setting is left alone.
 */
import type { Database, Queryable } from './database';

const nordlicht = 'Nordlicht Reisen GmbH';
const sonnenfeld = 'Stadtwerke Sonnenfeld';

/** [username, group, caption, type, minutes ago, progress [value, max] or null, next step] */
type ActionSeed = [string, string, string, string, number, [number, number] | null, string | null];

const actions: Record<string, ActionSeed[]> = {
  [nordlicht]: [
    ['marketer', 'WhatsAppNewsletter', 'Adventsgrüße aus dem Norden', 'send', 8, [820, 1204], null],
    ['admin', 'WhatsAppTemplate', 'adventsangebot_2026', 'create', 45, null, 'approval'],
    ['marketer', 'Subscriber', 'Messekontakte.csv', 'import', 15, [450, 1000], null],
    [
      'marketer',
      'SmsCampaign',
      'Abflugerinnerung Gruppenreise Tromsø',
      'edit',
      120,
      null,
      'checkCampaign',
    ],
    ['admin', 'WhatsAppNewsletter', 'Herbstgrüße', 'archive', 2900, null, null],
  ],
  [sonnenfeld]: [
    ['admin', 'WhatsAppTemplate', 'zaehlerstand_erinnerung', 'edit', 60, null, null],
    [
      'marketer',
      'EmailCampaign',
      'Kundeninfo Preisanpassung 2027',
      'edit',
      25,
      null,
      'checkCampaign',
    ],
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
      for (const [username, group, caption, type, minutesAgo, progress, next] of actions[name]) {
        await tx.query(
          `insert into user_actions (account_id, user_id, action_group, caption, action_type,
             has_progress, progress, max_progress, next_step_info, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10::int))`,
          [
            accountId,
            users.get(username) ?? null,
            group,
            caption,
            type,
            progress !== null,
            progress?.[0] ?? 0,
            progress?.[1] ?? 0,
            next,
            minutesAgo,
          ],
        );
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
