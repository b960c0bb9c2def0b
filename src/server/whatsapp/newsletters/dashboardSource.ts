/**
 * The newsletters on the start page (spec sections 1 and 7): the widget shows what is sending,
 * then what is planned (soonest first), then what went out lately; the activity plan shows
 * planned, sending and sent ones by their send date. Each links to its editor or statistics.
 */
import {
  colourCodes,
  dashboardItemKinds,
  type ColourCode,
  type DashboardItem,
} from '../../../common/dashboard';
import { NewsletterStatus, newsletterPath } from '../../../common/newsletters';
import { planCandidates } from '../../suite/dashboard/activityPlan';
import { dashboardItemsLimit } from '../../suite/dashboard/dashboardItems';
import type { WhatsAppDashboardSource } from '../dashboard';

const { planned, active, sent, stopped } = NewsletterStatus;

/** The dashboard's colour per status: sending yellow, planned blue, sent green, stopped red. */
const colourSql = `case status when ${active} then ${colourCodes.yellow}
  when ${planned} then ${colourCodes.blue} when ${sent} then ${colourCodes.green}
  when ${stopped} then ${colourCodes.red} else ${colourCodes.grey} end`;

const onThePlan = `(select id, account_id, name, status, send_date, ${colourSql} as colour_code
  from whatsapp_newsletters where status in (${planned}, ${active}, ${sent}, ${stopped})) t
  where t.send_date is not null`;

interface ItemRow {
  id: number;
  name: string;
  status: NewsletterStatus;
  colour_code: ColourCode;
  send_date: Date | null;
  modified_at: Date;
}

export const newsletterDashboardSource: WhatsAppDashboardSource = {
  async dashboardItems(db, accountId) {
    const rows = await db.query<ItemRow>(
      `select id, name, status, ${colourSql} as colour_code, send_date, modified_at
       from whatsapp_newsletters
       where account_id = $1 and (status in ($2, $3)
         or (status in ($4, $5) and send_date > now() - interval '30 days'))
       order by case status when $2 then 0 when $3 then 1 else 2 end,
         case when status = $3 then send_date end asc, send_date desc, id desc
       limit $6`,
      [accountId, active, planned, sent, stopped, dashboardItemsLimit],
    );
    return rows.map((row): DashboardItem => ({
      id: row.id,
      name: row.name,
      itemKind: dashboardItemKinds.campaign,
      type: 'WhatsAppNewsletter',
      status: row.status,
      colourCode: row.colour_code,
      step: null,
      date: row.send_date ? new Date(row.send_date).toISOString() : null,
      changedAt: new Date(row.modified_at).toISOString(),
      parentId: null,
      url: newsletterPath(row.id, row.status),
    }));
  },

  activityPlanCandidates: (db, accountId, today) =>
    planCandidates(
      db,
      {
        from: onThePlan,
        start: 't.send_date',
        type: 'WhatsAppNewsletter',
        origin: 'whatsApp',
        path: (id, status) => newsletterPath(id, status as NewsletterStatus),
      },
      accountId,
      today,
    ),
};
