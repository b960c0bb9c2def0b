import { NewsletterStatus as S, type NewsletterStatus } from '../../src/common/newsletters';
import { nextStatus, type NewsletterEvent } from '../../src/common/newsletterTransitions';

const events: NewsletterEvent[] = [
  'checkPassed',
  'edited',
  'sendNow',
  'schedule',
  'due',
  'distributionFinished',
  'unschedule',
  'stop',
  'archive',
];

/** Every allowed transition; every other (status, event) pair must be refused. */
const allowed: [NewsletterStatus, NewsletterEvent, NewsletterStatus][] = [
  [S.draft, 'checkPassed', S.readyToSend],
  [S.draft, 'sendNow', S.active],
  [S.draft, 'schedule', S.planned],
  [S.draft, 'archive', S.archive],
  [S.readyToSend, 'edited', S.draft],
  [S.readyToSend, 'sendNow', S.active],
  [S.readyToSend, 'schedule', S.planned],
  [S.readyToSend, 'archive', S.archive],
  [S.planned, 'due', S.active],
  [S.planned, 'unschedule', S.draft],
  [S.active, 'distributionFinished', S.sent],
  [S.active, 'stop', S.stopped],
  [S.sent, 'archive', S.archive],
  [S.stopped, 'archive', S.archive],
];

describe('nextStatus', () => {
  it.each(allowed)('%i --%s--> %i', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it('refuses every other pair: no stop after Sent or when planned, no archive while sending, Archive final', () => {
    const refused = Object.values(S).flatMap((from) =>
      events
        .filter((event) => !allowed.some(([f, e]) => f === from && e === event))
        .map((event) => [from, event, nextStatus(from, event)] as const),
    );
    expect(refused.length).toBe(Object.values(S).length * events.length - allowed.length);
    expect(refused.filter(([, , to]) => to !== null)).toEqual([]);
    expect(nextStatus(S.sent, 'stop')).toBeNull();
    expect(nextStatus(S.planned, 'stop')).toBeNull();
    expect(nextStatus(S.stopped, 'stop')).toBeNull();
    expect(nextStatus(S.active, 'archive')).toBeNull();
    expect(nextStatus(S.archive, 'edited')).toBeNull();
  });
});
