/** Progress of a send (spec section 3 send information): counted from the recipient rows. */
import type { NewsletterStatus, SendInformation } from '../../../../common/newsletters';
import type { Queryable } from '../../../db/database';
import { notFound } from '../../../http/httpError';

export const sendInformationSchema = {
  type: 'object',
  properties: {
    newsletterId: { type: 'integer' },
    status: { type: 'integer' },
    sendingStarted: { type: 'boolean' },
    distributionFinished: { type: 'boolean' },
    stopped: { type: 'boolean' },
    sent: { type: 'integer' },
    failed: { type: 'integer' },
    removed: { type: 'integer' },
    totalCount: { type: 'integer' },
  },
} as const;

export async function sendInformation(
  db: Queryable,
  accountId: number,
  newsletterId: number,
): Promise<SendInformation> {
  const [row] = await db.query<{
    status: NewsletterStatus;
    started: boolean;
    finished: boolean;
    stopped: boolean;
    total_count: number;
    sent: number;
    failed: number;
    removed: number;
  }>(
    `select n.status, n.sending_started_at is not null as started,
            n.distribution_finished_at is not null as finished, n.stopped_at is not null as stopped,
            n.total_count, coalesce(c.sent, 0) as sent, coalesce(c.failed, 0) as failed,
            coalesce(c.removed, 0) as removed
     from whatsapp_newsletters n
     left join lateral (
       select count(*) filter (where state = 'sent')::int as sent,
              count(*) filter (where state = 'failed')::int as failed,
              count(*) filter (where state = 'removed')::int as removed
       from whatsapp_newsletter_recipients where newsletter_id = n.id) c on true
     where n.id = $1 and n.account_id = $2`,
    [newsletterId, accountId],
  );
  if (!row) throw notFound(`Newsletter ${newsletterId} is unknown.`);
  return {
    newsletterId,
    status: row.status,
    sendingStarted: row.started,
    distributionFinished: row.finished,
    stopped: row.stopped,
    sent: row.sent,
    failed: row.failed,
    removed: row.removed,
    totalCount: row.total_count,
  };
}
