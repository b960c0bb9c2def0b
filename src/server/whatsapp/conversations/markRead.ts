/**
 * Opening a person's messages: the unread count goes to 0 and Meta is told the newest of their
 * messages was read (which marks the ones before it read too, and shows the person blue ticks:
 * https://developers.facebook.com/docs/whatsapp/cloud-api/guides/mark-message-as-read). Meta is
 * called by a job queued in the same transaction, never while the request holds it.
 */
import type { CloudApi } from '../../cloudapi';
import { CloudApiError } from '../../cloudapi/errors';
import type { Database, Queryable } from '../../db/database';

export const conversationReadJob = 'whatsapp.conversation-read';

export interface ReadJobData {
  conversationId: string;
  wamid: string;
}

/** Queues the job `conversationReadJob` with `data` in `tx`. */
export type QueueRead = (tx: Queryable, data: ReadJobData) => Promise<void>;

/** False when the conversation is not the account's. */
export async function markConversationRead(
  db: Database,
  accountId: number,
  conversationId: string,
  queueRead: QueueRead,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx.query<{ unread_count: number }>(
      `select unread_count from whatsapp_conversations where id = $1 and account_id = $2
       for update`,
      [conversationId, accountId],
    );
    if (!conversation) return false;
    if (conversation.unread_count === 0) return true;
    await tx.query('update whatsapp_conversations set unread_count = 0 where id = $1', [
      conversationId,
    ]);
    const [newest] = await tx.query<{ wamid: string }>(
      `select wamid from whatsapp_conversation_messages
       where conversation_id = $1 and direction = 'in' and wamid is not null
       order by at desc, id desc limit 1`,
      [conversationId],
    );
    if (newest) await queueRead(tx, { conversationId, wamid: newest.wamid });
    return true;
  });
}

/** The job: Meta's mark-as-read from the conversation's number. */
export async function sendReadReceipt(
  db: Database,
  cloudApi: Pick<CloudApi, 'client' | 'tokens'>,
  data: ReadJobData,
): Promise<void> {
  const [row] = await db.query<{ phone_number_id: string; business_token: string }>(
    `select p.phone_number_id, w.business_token from whatsapp_conversations c
     join whatsapp_phone_numbers p on p.id = c.phone_number_row_id
     join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where c.id = $1`,
    [data.conversationId],
  );
  if (!row) return;
  try {
    await cloudApi.client.markRead(
      cloudApi.tokens.decrypt(row.business_token),
      row.phone_number_id,
      data.wamid,
    );
  } catch (error) {
    // Only a passing failure is worth another try; Meta refusing the receipt (a message too
    // old to mark) stays refused.
    const passing =
      error instanceof CloudApiError && (error.action === 'retry' || error.action === 'retryLater');
    if (passing) throw error;
  }
}
