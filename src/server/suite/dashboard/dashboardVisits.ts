import type { Queryable } from '../../db/database';

/** A dashboard load this long after the user's last one starts a new visit. */
export const visitGapMinutes = 30;

/**
 * Notes that the user looked at the start page of the account and answers the start of their
 * previous visit (null on the first) and how many actions others took in the account since then:
 * the greeting's "updates since your last visit". Loads within 30 minutes belong to one visit,
 * so reloading the dashboard does not reset the count. Only actions of `visibleGroups` count (the
 * caller's rights cover them).
 */
export async function noteDashboardVisit(
  db: Queryable,
  userId: number,
  accountId: number,
  visibleGroups: readonly string[],
): Promise<{ previousVisit: string | null; updates: number }> {
  const [visit] = await db.query<{ previous_visit_at: Date | null }>(
    `insert into dashboard_visits (user_id, account_id) values ($1, $2)
     on conflict (user_id, account_id) do update set
       previous_visit_at = case
         when dashboard_visits.last_seen_at < now() - make_interval(mins => $3::int)
         then dashboard_visits.last_seen_at else dashboard_visits.previous_visit_at end,
       last_seen_at = now()
     returning previous_visit_at`,
    [userId, accountId, visitGapMinutes],
  );
  if (!visit.previous_visit_at) return { previousVisit: null, updates: 0 };
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from user_actions
     where account_id = $1 and created_at > $2 and user_id is distinct from $3
       and action_group = any($4::text[])`,
    [accountId, visit.previous_visit_at, userId, visibleGroups],
  );
  return { previousVisit: new Date(visit.previous_visit_at).toISOString(), updates: count };
}
