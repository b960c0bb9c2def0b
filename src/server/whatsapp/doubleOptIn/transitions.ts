/**
 * The live flow's rules as pure functions: what a person's message means under the active
 * version, and what it does to their DOI status.
 *
 * Keywords and the click-to-chat text match trimmed and case-insensitively (see
 * `normalizeKeyword`). A tap on our DOI buttons counts like its keyword; a tap on any other quick
 * reply (a newsletter's "Stop") counts by its title.
 *
 * Days to wait: a request (the click-to-chat text) stays open for `daysToWait` days (0: for ever).
 * A confirmation after that is not taken: the request is marked expired, a new one starts, and the
 * person receives the DOI message again. The person stays `pending` meanwhile, which no newsletter
 * reaches.
 */
import { doiButtonIds, sameKeyword, type ConsentEvent } from '../../../common/doubleOptIn';
import type { DoiStatus } from '../../../common/subscribers';

export type Intent = 'start' | 'confirm' | 'optOut' | 'other' | 'ignore';

export type AnswerKind = 'doi' | 'confirmation' | 'optOut' | 'reply';

export interface FlowVersion {
  doiKeyword: string;
  optOutKeyword: string;
  clickToChatMessage: string;
  daysToWait: number;
}

export interface FlowMessage {
  kind: 'text' | 'button';
  text: string;
  payload: string | null;
}

export function intentOf(version: FlowVersion, message: FlowMessage): Intent {
  if (message.kind === 'button') {
    if (message.payload === doiButtonIds.confirm) return 'confirm';
    if (message.payload === doiButtonIds.optOut) return 'optOut';
  }
  if (sameKeyword(message.text, version.optOutKeyword)) return 'optOut';
  if (sameKeyword(message.text, version.doiKeyword)) return 'confirm';
  if (message.kind === 'text' && sameKeyword(message.text, version.clickToChatMessage)) {
    return 'start';
  }
  return message.kind === 'text' ? 'other' : 'ignore';
}

export interface Step {
  /** History entries, in order; none when the status stays. */
  events: { event: ConsentEvent; status: DoiStatus }[];
  status: DoiStatus;
  answer: AnswerKind | null;
}

const DAY = 86_400_000;

/** Whether a request made at `requestedAt` is past its days to wait at `now`. */
export function expired(requestedAt: Date | null, daysToWait: number, now: Date): boolean {
  if (daysToWait === 0 || !requestedAt) return false;
  return now.getTime() - requestedAt.getTime() > daysToWait * DAY;
}

/** What `intent` does to a person with `status` (null: no subscriber yet). */
export function nextStep(status: DoiStatus | null, intent: Intent, requestExpired: boolean): Step {
  const stay = (answer: AnswerKind | null): Step => ({
    events: [],
    status: status ?? 'unknown',
    answer,
  });
  const request: Step = {
    events: [{ event: 'requested', status: 'pending' }],
    status: 'pending',
    answer: 'doi',
  };
  switch (intent) {
    case 'start':
      return status === 'confirmed' ? stay('confirmation') : request;
    case 'confirm':
      if (status === 'confirmed') return stay('confirmation');
      if (status === 'pending' && !requestExpired) {
        return {
          events: [{ event: 'confirmed', status: 'confirmed' }],
          status: 'confirmed',
          answer: 'confirmation',
        };
      }
      if (status === 'pending') {
        return { ...request, events: [{ event: 'expired', status: 'pending' }, ...request.events] };
      }
      // No open request: the keyword alone starts one; the person still has to confirm.
      return request;
    case 'optOut':
      return status === 'optedOut'
        ? stay('optOut')
        : {
            events: [{ event: 'optedOut', status: 'optedOut' }],
            status: 'optedOut',
            answer: 'optOut',
          };
    case 'other':
      return stay('reply');
    case 'ignore':
      return stay(null);
  }
}
