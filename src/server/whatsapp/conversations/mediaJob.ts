/**
 * Keeps the media a person sends: a job per message, queued in the webhook transaction that
 * stored it (never fetched inside it), asks Meta where the media is (GET /{media-id}), downloads
 * it with the business token, stores it in the media storage and sets the message's
 * `data.media`. A run after the media was kept does nothing; a failing fetch is retried by the
 * job queue (Meta keeps a person's media for 30 days).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { CloudApi } from '../../cloudapi';
import { CloudApiError } from '../../cloudapi/errors';
import type { MediaUrl } from '../../cloudapi/graphTypes';
import type { Database } from '../../db/database';
import type { MediaStorage } from '../../media/storage';
import type { MessageData } from './messageView';
import { conversationMediaUrl, extensionOf } from './mediaFiles';

export const conversationMediaJob = 'whatsapp.conversation-media';

/** Meta's largest media (documents, 100 MB); anything larger is not kept. */
const maxMediaBytes = 100 * 1024 * 1024;

interface Row {
  data: MessageData;
  account_id: number;
  business_token: string | null;
}

export async function keepConversationMedia(
  db: Database,
  cloudApi: Pick<CloudApi, 'client' | 'tokens'>,
  storage: MediaStorage,
  messageId: string,
): Promise<void> {
  const [row] = await db.query<Row>(
    `select m.data, c.account_id, w.business_token
     from whatsapp_conversation_messages m
     join whatsapp_conversations c on c.id = m.conversation_id
     left join whatsapp_phone_numbers p on p.id = c.phone_number_row_id
     left join whatsapp_accounts w on w.id = p.whatsapp_account_id
     where m.id = $1`,
    [messageId],
  );
  const incoming = row?.data.incomingMedia;
  if (!row || !incoming || row.data.media || !row.business_token) return;
  const token = cloudApi.tokens.decrypt(row.business_token);
  let located: MediaUrl;
  let bytes: Buffer;
  try {
    located = await cloudApi.client.getMediaUrl(token, incoming.id);
    if (Number(located.file_size) > maxMediaBytes) return;
    bytes = await cloudApi.client.downloadMedia(token, located.url);
  } catch (error) {
    // A passing failure (timeout, rate limit, Meta's server error) is tried again by the job
    // queue; Meta refusing the media (unknown or expired id) stays refused, and the thread
    // shows the message without it.
    const passing =
      !(error instanceof CloudApiError) ||
      error.kind !== 'graph' ||
      error.action === 'retry' ||
      error.action === 'retryLater';
    if (passing) throw error;
    return;
  }
  const mimeType = located.mime_type || incoming.mimeType;
  const key = `conversations/${row.account_id}/${randomUUID()}.${extensionOf(mimeType)}`;
  await storage.put(key, Readable.from(bytes));
  const media = { url: conversationMediaUrl(key), mimeType, fileName: incoming.fileName };
  const [kept] = await db.query(
    `update whatsapp_conversation_messages
        set data = (data - 'incomingMedia') || jsonb_build_object('media', $2::jsonb)
      where id = $1 and not data ? 'media' returning id`,
    [messageId, JSON.stringify(media)],
  );
  // Another run kept it first: this copy is not needed.
  if (!kept) await storage.delete(key);
}
