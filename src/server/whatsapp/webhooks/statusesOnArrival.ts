import type { MessagesValue } from '../../cloudapi/graphTypes';
import type { IncomingChange } from './envelope';
import type { ApplyOnArrival } from './inbox';
import { statusCtes, statusItemOf, statusParams } from './messageStatuses';

/**
 * Message statuses are applied on arrival, in the statement that stores the batch's other
 * changes: a campaign of 1,000 messages a second brings three a second per message, and statuses
 * only ever move forward (see messageStatuses.ts), so applying them early, in any order or twice
 * (Meta repeats a webhook it got no 200 for) gives the same result. Inbound
 * messages, which start flows and send answers, wait for the processing job. The items are
 * read as the job's `messages` handler reads them (messagesChange.ts).
 */
export function statusesOnArrival(): ApplyOnArrival {
  return {
    accepts: (change: IncomingChange) =>
      change.field === 'messages' &&
      Array.isArray(change.value.statuses) &&
      change.value.statuses.length > 0 &&
      !('messages' in change.value),
    apply: (changes, firstParam) => {
      const items = changes.flatMap((change) => {
        const value = change.value as Partial<MessagesValue>;
        const phoneNumberId = value.metadata?.phone_number_id;
        if (typeof phoneNumberId !== 'string') return [];
        return (value.statuses ?? []).flatMap((status) => {
          const usable = typeof status?.id === 'string' && typeof status.recipient_id === 'string';
          const item = usable && statusItemOf(phoneNumberId, status);
          return item ? [item] : [];
        });
      });
      return {
        ctes: statusCtes(firstParam),
        params: statusParams(items),
      };
    },
  };
}
