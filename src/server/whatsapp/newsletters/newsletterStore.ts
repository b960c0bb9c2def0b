/** Reading a newsletter of one account; the row as the engine and the routes use it. */
import type { NewsletterStatus } from '../../../common/newsletters';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/httpError';
import type { SendSnapshot } from './sendSnapshot';

export interface NewsletterRow {
  id: number;
  account_id: number;
  name: string;
  template_id: number | null;
  profile_id: number | null;
  whatsapp_account_id: number | null;
  phone_number_id: number | null;
  status: NewsletterStatus;
  send_to_unknown_doi: boolean;
  send_to_other_language: boolean;
  culture: string;
  placeholder_values: Record<string, unknown>;
  send_date: Date | null;
  send_snapshot: SendSnapshot | null;
  sending_started_at: Date | null;
  distribution_finished_at: Date | null;
  stopped_at: Date | null;
  stop_reason: string | null;
  sender_user_id: number | null;
  total_count: number;
}

export const newsletterColumns = `id, account_id, name, template_id, profile_id,
  whatsapp_account_id, phone_number_id, status, send_to_unknown_doi, send_to_other_language,
  culture, placeholder_values, send_date, send_snapshot, sending_started_at,
  distribution_finished_at, stopped_at, stop_reason, sender_user_id, total_count`;

/** The account's newsletter `id` (`for update` locks it for the transaction); else 404. */
export async function findNewsletter(
  tx: Queryable,
  accountId: number,
  id: number,
  forUpdate = false,
): Promise<NewsletterRow> {
  const [row] = await tx.query<NewsletterRow>(
    `select ${newsletterColumns} from whatsapp_newsletters where id = $1 and account_id = $2
     ${forUpdate ? 'for update' : ''}`,
    [id, accountId],
  );
  if (!row) throw notFound(`Newsletter ${id} is unknown.`);
  return row;
}
