import type { Queryable } from '../../db/database';
import { applyMessagesChange } from './messagesChange';

/** A stored webhook change as its handler sees it. */
export interface WebhookChange {
  wabaId: string;
  field: string;
  value: unknown;
}

/**
 * Applies one change inside the transaction that marks it processed: a handler that throws
 * leaves the change unprocessed, to be retried by its job.
 */
export type WebhookChangeHandler = (tx: Queryable, change: WebhookChange) => Promise<void>;

/**
 * Which handler processes which `field`. Fields without one are stored and marked processed
 * without effect. Later features plug in here: `message_template_status_update` (templates),
 * `phone_number_quality_update` (accounts: applyPhoneNumberQualityUpdate).
 */
export const webhookChangeHandlers: ReadonlyMap<string, WebhookChangeHandler> = new Map([
  ['messages', applyMessagesChange],
]);
