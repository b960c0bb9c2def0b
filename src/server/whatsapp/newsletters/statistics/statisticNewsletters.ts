/**
 * The newsletters the statistics are about: those whose send started (Active, Sent, or archived
 * after a send), newest send first; and one of them with what was sent, when and to whom.
 */
import type {
  ExcludedSubscribers,
  StatisticNewsletter,
  StatisticNewsletterEntry,
  StatisticPeriod,
} from '../../../../common/statistics';
import type { ExclusionReason, NewsletterStatus } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { notFound } from '../../../http/httpError';

interface EntryRow {
  id: number;
  name: string;
  status: NewsletterStatus;
  send_date: Date | null;
  sent_messages: number;
}

/** Messages Meta accepted: sent, delivered, read, and failures reported after acceptance. */
const sentMessagesSql = `(select coalesce(sum(c.sent + c.delivered + c.read), 0)
    from whatsapp_newsletter_delivery_counts c where c.newsletter_id = n.id)
  + (select count(*) from whatsapp_newsletter_recipients r
    where r.newsletter_id = n.id and r.delivery_class = 'failed' and r.wamid is not null)`;

const entryColumns = `n.id, n.name, n.status, n.send_date, (${sentMessagesSql})::int as sent_messages`;

const toEntry = (row: EntryRow): StatisticNewsletterEntry => ({
  id: row.id,
  name: row.name,
  status: row.status,
  sendDate: row.send_date?.toISOString() ?? null,
  sentMessages: row.sent_messages,
});

export async function statisticNewsletters(
  db: Queryable,
  accountId: number,
  period: StatisticPeriod,
): Promise<StatisticNewsletterEntry[]> {
  const rows = await db.query<EntryRow>(
    `select ${entryColumns} from whatsapp_newsletters n
     where n.account_id = $1 and n.sending_started_at is not null
       and ($2::timestamptz is null or n.send_date >= $2)
       and ($3::timestamptz is null or n.send_date <= $3)
     order by n.send_date desc nulls last, n.id desc`,
    [accountId, period.from, period.to],
  );
  return rows.map(toEntry);
}

/** The newsletter sent last, which the statistics show first (spec section 9). */
export async function lastSentNewsletter(
  db: Queryable,
  accountId: number,
): Promise<StatisticNewsletterEntry | null> {
  const [row] = await db.query<EntryRow>(
    `select ${entryColumns} from whatsapp_newsletters n
     where n.account_id = $1 and n.sending_started_at is not null
     order by n.send_date desc nulls last, n.id desc limit 1`,
    [accountId],
  );
  return row ? toEntry(row) : null;
}

export async function statisticNewsletter(
  db: Queryable,
  accountId: number,
  id: number,
): Promise<StatisticNewsletter> {
  const [row] = await db.query<
    EntryRow & {
      description: string;
      template_name: string | null;
      profile_name: string | null;
      phone_number: string | null;
      sender_name: string | null;
      distribution_finished_at: Date | null;
      stopped_at: Date | null;
      effective_recipients: number | null;
      excluded_recipients: number | null;
      expected_price: string | null;
    }
  >(
    `select ${entryColumns}, n.description, t.name as template_name, p.name as profile_name,
       ph.phone_number, n.sender_name, n.distribution_finished_at, n.stopped_at,
       n.effective_recipients, n.excluded_recipients, n.expected_price
     from whatsapp_newsletters n
     left join whatsapp_templates t on t.id = n.template_id
     left join profiles p on p.id = n.profile_id
     left join whatsapp_phone_numbers ph on ph.id = n.phone_number_id
     where n.id = $1 and n.account_id = $2`,
    [id, accountId],
  );
  if (!row) throw notFound(`Newsletter ${id} is unknown.`);
  return {
    ...toEntry(row),
    description: row.description,
    templateName: row.template_name,
    profileName: row.profile_name,
    phoneNumber: row.phone_number,
    senderName: row.sender_name,
    distributionFinished: row.distribution_finished_at?.toISOString() ?? null,
    stopped: row.stopped_at !== null,
    effectiveRecipients: row.effective_recipients ?? 0,
    excludedRecipients: row.excluded_recipients ?? 0,
    expectedPrice: row.expected_price === null ? null : Number(row.expected_price),
  };
}

/** Who was left out at send start, by reason, as counted when they were written (migration 052). */
export async function excludedSubscribers(db: Queryable, id: number): Promise<ExcludedSubscribers> {
  const rows = await db.query<{ exclusionReason: ExclusionReason; count: number }>(
    `select reason as "exclusionReason", count
     from whatsapp_newsletter_exclusion_counts where newsletter_id = $1
     order by count desc, reason`,
    [id],
  );
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    exclusionReasons: rows,
  };
}
