/**
 * Sends the live flow's answers: one job per answer row, queued in the webhook transaction that
 * wrote it. The row's state makes a repeated job a no-op once Meta accepted the message; a
 * passing failure (throughput, timeout) is retried by the job queue, a lasting one (window
 * closed, number unreachable) is kept on the row.
 */
import type { CloudApi } from '../../cloudapi';
import { CloudApiError } from '../../cloudapi/errors';
import type { Database } from '../../db/database';
import { doiAnswerIntoThread } from '../conversations/doiInThread';

export const doiAnswerJob = 'whatsapp.doi-answer';

interface AnswerRow {
  id: string;
  state: 'queued' | 'sent' | 'failed';
  to_wa_id: string;
  body: string;
  buttons: { id: string; title: string }[];
  inbound_wamid: string;
  graph_phone_number_id: string | null;
  business_token: string | null;
}

export async function sendDoiAnswer(
  db: Database,
  cloudApi: Pick<CloudApi, 'client' | 'tokens'>,
  id: number,
): Promise<void> {
  const [row] = await db.query<AnswerRow>(
    `select o.id, o.state, o.to_wa_id, o.body, o.buttons, o.inbound_wamid,
       p.phone_number_id as graph_phone_number_id, w.business_token
     from doi_outbound_messages o
     join doi_process_versions v on v.id = o.process_version_id
     left join whatsapp_phone_numbers p on p.id = v.phone_number_id
     left join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where o.id = $1`,
    [id],
  );
  if (!row || row.state !== 'queued') return;
  if (!row.graph_phone_number_id || !row.business_token) {
    await settle(db, id, 'failed', null, 'The phone number of the process is gone.');
    return;
  }
  try {
    const sent = await cloudApi.client.sendSessionMessage(
      cloudApi.tokens.decrypt(row.business_token),
      row.graph_phone_number_id,
      {
        to: row.to_wa_id,
        body: row.body,
        buttons: row.buttons,
        replyTo: row.inbound_wamid,
        bizOpaqueCallbackData: `doi:${id}`,
      },
    );
    await settle(db, id, 'sent', sent.wamid, null);
  } catch (error) {
    const passing =
      error instanceof CloudApiError && (error.action === 'retry' || error.action === 'retryLater');
    const message = error instanceof Error ? error.message : String(error);
    if (passing) {
      await db.query('update doi_outbound_messages set error = $2 where id = $1', [id, message]);
      throw error;
    }
    await settle(db, id, 'failed', null, message);
  }
}

async function settle(
  db: Database,
  id: number,
  state: 'sent' | 'failed',
  wamid: string | null,
  error: string | null,
) {
  // With its place in the person's conversation, or neither.
  await db.transaction(async (tx) => {
    await tx.query(
      `update doi_outbound_messages set state = $2, wamid = $3, error = $4,
         sent_at = case when $2 = 'sent' then now() else sent_at end
       where id = $1`,
      [id, state, wamid, error],
    );
    await doiAnswerIntoThread(tx, id);
  });
}
