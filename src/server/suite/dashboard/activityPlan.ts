import {
  activityPlanLimits,
  capActivityPlan,
  type ActivityPlanEntry,
  type ActivityPlanOrigin,
  type ColourCode,
  type DashboardItemType,
  type DayBounds,
} from '../../../common/dashboard';
import type { Queryable } from '../../db/database';

/** An activity-plan source: a table (or view) with id, name, colour_code and a start column. */
export interface PlanTable {
  /** `from` clause, e.g. `suite_events where parent_id is null`. */
  from: string;
  /** The start (send) date column. */
  start: string;
  type: DashboardItemType;
  origin: ActivityPlanOrigin;
  /** Where an entry opens in the SPA, by its id and status; none: its editor lives elsewhere. */
  path?: (id: number, status: number) => string;
}

export const suitePlanTables = {
  email: {
    from: 'suite_email_campaigns t where t.status <> 6 and t.send_date is not null',
    start: 't.send_date',
    type: 'EmailCampaign',
    origin: 'suite',
  },
  sms: {
    from: 'suite_sms_campaigns t where t.status <> 6 and t.send_date is not null',
    start: 't.send_date',
    type: 'SmsCampaign',
    origin: 'suite',
  },
  events: {
    from: 'suite_events t where t.parent_id is null',
    start: 't.start_date',
    type: 'Event',
    origin: 'suite',
  },
} satisfies Record<string, PlanTable>;

/**
 * The candidates of one table for the activity plan: the latest past entry, the first entries of
 * today and the first future ones, by the limits of spec section 9 (three index-ordered reads in
 * one statement); `capActivityPlan` then applies the shared soft cap.
 */
export async function planCandidates(
  db: Queryable,
  table: PlanTable,
  accountId: number,
  today: DayBounds,
): Promise<Omit<ActivityPlanEntry, 'group'>[]> {
  const part = (condition: string, order: string, limit: number) =>
    `(select t.id, t.name, t.status, t.colour_code, ${table.start} as start_date from ${table.from}
        and t.account_id = $1 and ${condition} order by ${table.start} ${order}, t.id limit ${limit})`;
  const rows = await db.query<{
    id: number;
    name: string;
    status: number;
    colour_code: number;
    start_date: Date;
  }>(
    [
      part(`${table.start} < $2`, 'desc', activityPlanLimits.past),
      part(`${table.start} >= $2 and ${table.start} < $3`, 'asc', activityPlanLimits.today),
      part(`${table.start} >= $3`, 'asc', activityPlanLimits.softCap),
    ].join(' union all '),
    [accountId, today.start.toISOString(), today.end.toISOString()],
  );
  return rows.map((row) => ({
    key: `${table.type}:${row.id}`,
    itemId: row.id,
    name: row.name,
    type: table.type,
    origin: table.origin,
    colourCode: row.colour_code as ColourCode,
    startDate: new Date(row.start_date).toISOString(),
    ...(table.path ? { url: table.path(row.id, row.status) } : {}),
  }));
}

/** The capped activity plan over several tables. */
export async function activityPlanOf(
  db: Queryable,
  tables: PlanTable[],
  accountId: number,
  today: DayBounds,
): Promise<ActivityPlanEntry[]> {
  const candidates = await Promise.all(
    tables.map((table) => planCandidates(db, table, accountId, today)),
  );
  return capActivityPlan(candidates.flat(), today);
}

/** `utcOffset` of the SPA: minutes its clock is behind UTC (Date.getTimezoneOffset). */
export const utcOffsetQuery = {
  type: 'object',
  properties: { utcOffset: { type: 'integer', minimum: -840, maximum: 840 } },
} as const;
