import type { InboundMessage, MessagesValue, MessageStatus } from '../../cloudapi/graphTypes';
import type { Queryable } from '../../db/database';
import type { WebhookChange } from './changeHandlers';
import { applyInboundMessage, type InboundListener } from './inboundMessages';
import { applyMessageStatuses } from './messageStatuses';

/**
 * Called for every message a person sent, after it was applied (stored or seen before): the
 * conversations inbox (conversations/ingestInbound.ts), which keeps each message once itself.
 */
export type InboundIngest = (
  tx: Queryable,
  phoneNumberId: string,
  message: InboundMessage,
  profileName: string | null,
) => Promise<void>;

/**
 * `messages` changes: statuses of messages we sent (all of a batch in one statement), and
 * messages recipients sent us (new texts and clicks go on to `listener`). Items without the
 * fields we need are skipped (they stay in the stored change).
 */
export async function applyMessagesChanges(
  tx: Queryable,
  changes: WebhookChange[],
  listener?: InboundListener,
  ingest?: InboundIngest,
): Promise<void> {
  const statuses: { phoneNumberId: string; status: MessageStatus }[] = [];
  const messages: {
    phoneNumberId: string;
    message: InboundMessage;
    profileName: string | null;
  }[] = [];
  for (const change of changes) {
    const value = change.value as Partial<MessagesValue>;
    const phoneNumberId = value.metadata?.phone_number_id;
    if (typeof phoneNumberId !== 'string') continue;
    for (const status of value.statuses ?? []) {
      if (typeof status?.id === 'string' && typeof status.recipient_id === 'string') {
        statuses.push({ phoneNumberId, status });
      }
    }
    for (const message of value.messages ?? []) {
      if (typeof message?.id === 'string' && typeof message.from === 'string') {
        const contact = value.contacts?.find((c) => c?.wa_id === message.from);
        const profileName =
          typeof contact?.profile?.name === 'string' ? contact.profile.name : null;
        messages.push({ phoneNumberId, message, profileName });
      }
    }
  }
  // Newsletter recipient rows follow their message's status, in the same statement.
  await applyMessageStatuses(tx, statuses);
  for (const { phoneNumberId, message, profileName } of messages) {
    await applyInboundMessage(tx, phoneNumberId, message, listener, profileName);
    await ingest?.(tx, phoneNumberId, message, profileName);
  }
}
