/**
 * What Meta adds to a `message_template_status_update` besides the event, as its reference gives
 * it (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/message_template_status_update):
 * a pause carries `reason: "NONE"` and `other_info` titled FIRST_PAUSE or SECOND_PAUSE, whose
 * description names the pause's end (3 hours the first time, 6 the second:
 * https://developers.facebook.com/docs/whatsapp/business-management-api/message-templates/template-pausing);
 * approval after a pause carries `other_info` titled UNPAUSE; a disabled template carries
 * `disable_info.disable_date` (Unix seconds).
 */
import type { TemplateStatusValue } from '../server/cloudapi/graphTypes';

type Extra = Pick<TemplateStatusValue, 'other_info' | 'disable_info'>;

const hour = 3_600_000;

/** "Aug 31 at 12:47 AM UTC", as Meta words the end of a pause. */
function metaTime(at: number): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(at);
  return `${part({ month: 'short', day: 'numeric' })} at ${part({
    hour: 'numeric',
    minute: '2-digit',
  })} UTC`;
}

/** The pause's `other_info`; `earlier` is how often the template was paused before. */
export function pauseInfo(earlier: number, now: number): Extra {
  const first = earlier === 0;
  const hours = first ? 3 : 6;
  const why = first ? 'due to low quality' : 'because it continued to have issues';
  return {
    other_info: {
      title: first ? 'FIRST_PAUSE' : 'SECOND_PAUSE',
      description: `Your WhatsApp message template has been paused for ${hours} hours until ${metaTime(
        now + hours * hour,
      )} ${why}.`,
    },
  };
}

export const unpauseInfo: Extra = {
  other_info: {
    title: 'UNPAUSE',
    description: 'Your WhatsApp message template has been unpaused.',
  },
};

export function disableInfo(now: number): Extra {
  return { disable_info: { disable_date: Math.floor(now / 1000) } };
}
