import type { WebhookHandlers } from './changeHandlers';
import type { IncomingChange } from './envelope';
import type { ApplyOnArrival } from './inbox';

/**
 * Message statuses are applied as they are stored: a campaign of 1,000 messages a second brings
 * three a second per message, and statuses only ever move forward (see messageStatuses.ts), so
 * applying them early or in any order gives the same result. Inbound messages, which start
 * flows and send answers, wait for the processing job.
 */
export function statusesOnArrival(handlers: WebhookHandlers): ApplyOnArrival | undefined {
  const applyMessages = handlers.many.get('messages');
  if (!applyMessages) return undefined;
  return {
    accepts: (change: IncomingChange) =>
      change.field === 'messages' &&
      Array.isArray(change.value.statuses) &&
      change.value.statuses.length > 0 &&
      !('messages' in change.value),
    apply: (tx, changes) => applyMessages(tx, changes),
  };
}
