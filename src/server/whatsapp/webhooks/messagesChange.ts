import type { MessagesValue } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import type { WebhookChange } from './changeHandlers';
import { applyInboundMessage } from './inboundMessages';
import { applyMessageStatus } from './messageStatuses';

/**
 * A `messages` change: statuses of messages we sent, and messages recipients sent us. Items
 * without the fields we need are skipped (they stay in the stored change).
 */
export async function applyMessagesChange(tx: Queryable, change: WebhookChange): Promise<void> {
  const value = change.value as Partial<MessagesValue>;
  const phoneNumberId = value.metadata?.phone_number_id;
  if (typeof phoneNumberId !== 'string') return;
  for (const status of value.statuses ?? []) {
    if (typeof status?.id === 'string' && typeof status.recipient_id === 'string') {
      await applyMessageStatus(tx, phoneNumberId, status);
    }
  }
  for (const message of value.messages ?? []) {
    if (typeof message?.id === 'string' && typeof message.from === 'string') {
      await applyInboundMessage(tx, phoneNumberId, message);
    }
  }
}
