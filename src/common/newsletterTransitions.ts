/**
 * The campaign's status transitions of spec section 4, in one pure function. A new newsletter is
 * a Draft; the pre-send check passed makes it ReadyToSend (an edit makes it a Draft again);
 * sending now makes it Active, sending later Planned, and a Planned one becomes Active at its
 * time, or a Draft again when unscheduled; it becomes Sent when the distribution finishes, or
 * Stopped when a user stops it (sent messages stay, the unsent ones are removed; stopping is
 * impossible once it finished); Draft, ReadyToSend, Sent and Stopped ones can be archived,
 * which is final. Every other pair is refused (null).
 */
import { NewsletterStatus } from './newsletters';

export type NewsletterEvent =
  | 'checkPassed'
  | 'edited'
  | 'sendNow'
  | 'schedule'
  | 'due'
  | 'distributionFinished'
  | 'unschedule'
  | 'stop'
  | 'archive';

const { draft, readyToSend, planned, active, sent, archive, stopped } = NewsletterStatus;

const transitions: Record<NewsletterStatus, Partial<Record<NewsletterEvent, NewsletterStatus>>> = {
  [draft]: { checkPassed: readyToSend, sendNow: active, schedule: planned, archive },
  [readyToSend]: { edited: draft, sendNow: active, schedule: planned, archive },
  [planned]: { due: active, unschedule: draft },
  [active]: { distributionFinished: sent, stop: stopped },
  [sent]: { archive },
  [archive]: {},
  [stopped]: { archive },
};

/** The status `event` leads to from `status`, or null when the spec does not allow it. */
export function nextStatus(
  status: NewsletterStatus,
  event: NewsletterEvent,
): NewsletterStatus | null {
  return transitions[status]?.[event] ?? null;
}
