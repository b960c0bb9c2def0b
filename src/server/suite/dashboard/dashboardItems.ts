import type { ColourCode, DashboardItem, DashboardItemType } from '../../../common/dashboard';
import { dashboardItemKinds } from '../../../common/dashboard';
import type { Queryable } from '../../db/database';

/**
 * The suite's campaigns and events as the start page shows them (spec section 3, Dashboard):
 * each read through its (account_id, …) index, a handful of rows per call.
 */

/** Campaigns and events per widget. */
export const dashboardItemsLimit = 5;

/** Email and SMS campaign status 6: archive (migration 008); event status 2: archive. */
const campaignArchive = 6;
const eventArchive = 2;

interface ItemRow {
  id: number;
  name: string;
  status: number;
  colour_code: number;
  step: number | null;
  date: Date | null;
  changed_at: Date;
  parent_id: number | null;
}

function toItem(row: ItemRow, type: DashboardItemType): DashboardItem {
  return {
    id: row.id,
    name: row.name,
    itemKind:
      type === 'Event'
        ? dashboardItemKinds.event
        : type === 'SubEvent'
          ? dashboardItemKinds.subEvent
          : dashboardItemKinds.campaign,
    type,
    status: row.status,
    colourCode: row.colour_code as ColourCode,
    step: row.step,
    date: row.date ? new Date(row.date).toISOString() : null,
    changedAt: new Date(row.changed_at).toISOString(),
    parentId: row.parent_id,
  };
}

export type CampaignTable = 'suite_email_campaigns' | 'suite_sms_campaigns';

/** The account's most recently changed campaigns that are not archived, newest first. */
export async function campaignDashboardItems(
  db: Queryable,
  table: CampaignTable,
  accountId: number,
): Promise<DashboardItem[]> {
  const rows = await db.query<ItemRow>(
    `select id, name, status, colour_code, step, send_date as date, changed_at, null as parent_id
     from ${table}
     where account_id = $1 and status <> $2
     order by changed_at desc, id desc
     limit $3`,
    [accountId, campaignArchive, dashboardItemsLimit],
  );
  const type = table === 'suite_email_campaigns' ? 'EmailCampaign' : 'SmsCampaign';
  return rows.map((row) => toItem(row, type));
}

/**
 * The account's running and coming events (not archived, not over), soonest first, each
 * followed by its sub-events.
 */
export async function eventDashboardItems(
  db: Queryable,
  accountId: number,
): Promise<DashboardItem[]> {
  const events = await db.query<ItemRow>(
    `select id, name, status, colour_code, null as step, start_date as date, changed_at,
       parent_id
     from suite_events
     where account_id = $1 and parent_id is null and status <> $2
       and coalesce(end_date, start_date) >= now()
     order by start_date, id
     limit $3`,
    [accountId, eventArchive, dashboardItemsLimit],
  );
  if (events.length === 0) return [];
  const subEvents = await db.query<ItemRow>(
    `select id, name, status, colour_code, null as step, start_date as date, changed_at,
       parent_id
     from suite_events
     where account_id = $1 and parent_id = any($2::int[])
     order by start_date, id`,
    [accountId, events.map((event) => event.id)],
  );
  return events.flatMap((event) => [
    toItem(event, 'Event'),
    ...subEvents.filter((sub) => sub.parent_id === event.id).map((sub) => toItem(sub, 'SubEvent')),
  ]);
}

/** Whether the account has any event at all, and whether it booked the event management. */
export async function eventAccess(db: Queryable, accountId: number) {
  const [row] = await db.query<{ booked: boolean; any_event: boolean }>(
    `select exists (select 1 from account_products
              where account_id = $1 and internal_name = 'EventManagement') as booked,
            exists (select 1 from suite_events where account_id = $1) as any_event`,
    [accountId],
  );
  return { booked: row.booked, anyEvent: row.any_event };
}
