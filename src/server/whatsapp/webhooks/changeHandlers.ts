import type { Queryable } from '../../db/database';
import { applyBusinessCapabilityUpdate, applyPhoneNumberQualityUpdate } from '../accounts/sync';
import { applyMessagesChanges } from './messagesChange';
import { applyTemplateQualityUpdate, applyTemplateStatusUpdate } from '../templates/statusWebhook';

/** A stored webhook change as its handler sees it. */
export interface WebhookChange {
  wabaId: string;
  field: string;
  value: unknown;
}

/**
 * Applies one change inside the transaction that marks it processed: a handler that throws
 * leaves the change unprocessed, to be retried later.
 */
export type WebhookChangeHandler = (tx: Queryable, change: WebhookChange) => Promise<void>;

/** Applies several changes of one field at once (set-wise SQL for busy fields). */
export type WebhookChangesHandler = (tx: Queryable, changes: WebhookChange[]) => Promise<void>;

export interface WebhookHandlers {
  /** Per change, by field. */
  one: ReadonlyMap<string, WebhookChangeHandler>;
  /** Per batch of changes of one field; wins over `one`. */
  many: ReadonlyMap<string, WebhookChangesHandler>;
}

/**
 * Which handler processes which `field`. Fields without one are stored and marked processed
 * without effect. Later features plug in here.
 */
export const webhookHandlers: WebhookHandlers = {
  one: new Map<string, WebhookChangeHandler>([
    [
      'phone_number_quality_update',
      async (tx, change) => void (await applyPhoneNumberQualityUpdate(tx, change)),
    ],
    [
      'business_capability_update',
      async (tx, change) => void (await applyBusinessCapabilityUpdate(tx, change)),
    ],
    ['message_template_status_update', applyTemplateStatusUpdate],
    ['message_template_quality_update', applyTemplateQualityUpdate],
  ]),
  // Three status webhooks per message sent: applied set-wise.
  many: new Map<string, WebhookChangesHandler>([['messages', applyMessagesChanges]]),
};
