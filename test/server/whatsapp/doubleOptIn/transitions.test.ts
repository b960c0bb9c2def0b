/** The live flow's rules: what a message means, what it does to each status, the answers. */
import { DoiMethod, doiDefaults } from '../../../../src/common/doubleOptIn';
import type { ActiveDoiProcess } from '../../../../src/server/whatsapp/doubleOptIn';
import { answerOf } from '../../../../src/server/whatsapp/doubleOptIn/liveFlow';
import {
  expired,
  intentOf,
  nextStep,
  type Intent,
} from '../../../../src/server/whatsapp/doubleOptIn/transitions';

const version = { ...doiDefaults('de', 1), clickToChatMessage: 'Newsletter, bitte!' };
const text = (t: string) => ({ kind: 'text' as const, text: t, payload: null });
const tap = (title: string, payload: string) => ({ kind: 'button' as const, text: title, payload });

describe('intentOf', () => {
  it.each([
    [text('Newsletter, bitte!'), 'start'],
    [text('  newsletter,   BITTE! '), 'start'],
    [text('Anmelden'), 'confirm'],
    [text('ANMELDEN'), 'confirm'],
    [text(' anmelden\n'), 'confirm'],
    [text('Stop'), 'optOut'],
    [text('sToP'), 'optOut'],
    [text('stopp'), 'other'],
    [text('Ich möchte Anmelden'), 'other'],
    [tap('Anmelden', 'relay-doi-confirm'), 'confirm'],
    [tap('Ja', 'relay-doi-confirm'), 'confirm'],
    [tap('Stop', 'relay-doi-opt-out'), 'optOut'],
    [tap('STOP', 'STOP_PROMOS'), 'optOut'],
    [tap('Mehr erfahren', 'MORE'), 'ignore'],
  ] as const)('%j is %s', (message, intent) => {
    expect(intentOf(version, message)).toBe(intent);
  });
});

describe('nextStep', () => {
  const cases: [string | null, Intent, boolean, string[], string, string | null][] = [
    // status, intent, expired → events, status, answer
    [null, 'start', false, ['requested'], 'pending', 'doi'],
    ['unknown', 'start', false, ['requested'], 'pending', 'doi'],
    ['pending', 'start', false, ['requested'], 'pending', 'doi'],
    ['optedOut', 'start', false, ['requested'], 'pending', 'doi'],
    ['confirmed', 'start', false, [], 'confirmed', 'confirmation'],
    ['pending', 'confirm', false, ['confirmed'], 'confirmed', 'confirmation'],
    ['pending', 'confirm', true, ['expired', 'requested'], 'pending', 'doi'],
    ['confirmed', 'confirm', false, [], 'confirmed', 'confirmation'],
    [null, 'confirm', false, ['requested'], 'pending', 'doi'],
    ['optedOut', 'confirm', false, ['requested'], 'pending', 'doi'],
    [null, 'optOut', false, ['optedOut'], 'optedOut', 'optOut'],
    ['pending', 'optOut', false, ['optedOut'], 'optedOut', 'optOut'],
    ['confirmed', 'optOut', false, ['optedOut'], 'optedOut', 'optOut'],
    ['optedOut', 'optOut', false, [], 'optedOut', 'optOut'],
    ['confirmed', 'other', false, [], 'confirmed', 'reply'],
    [null, 'other', false, [], 'unknown', 'reply'],
    ['pending', 'ignore', false, [], 'pending', null],
  ];
  it.each(cases)(
    '%s + %s (expired %s) → %j, %s, answer %s',
    (status, intent, old, events, after, answer) => {
      const step = nextStep(status as never, intent, old);
      expect(step.events.map((e) => e.event)).toEqual(events);
      expect(step.status).toBe(after);
      expect(step.answer).toBe(answer);
    },
  );
});

describe('expired (days to wait)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it('counts from the request; 0 never expires', () => {
    expect(expired(daysAgo(7), 7, now)).toBe(false);
    expect(expired(daysAgo(7.01), 7, now)).toBe(true);
    expect(expired(daysAgo(400), 0, now)).toBe(false);
    expect(expired(null, 7, now)).toBe(false);
  });
});

describe('answerOf', () => {
  const process = (doiMethod: DoiMethod) =>
    ({ ...version, doiMethod, doiKeyword: 'Ja', optOutKeyword: 'Nein' }) as ActiveDoiProcess;

  it('resolves the keyword placeholders', () => {
    const { body } = answerOf(process(DoiMethod.keyword), 'doi');
    expect(body).toContain('„Ja“');
    expect(body).toContain('„Nein“');
    expect(body).not.toContain('{{');
  });

  it('adds reply buttons in the button method only', () => {
    expect(answerOf(process(DoiMethod.button), 'doi').buttons).toEqual([
      { id: 'relay-doi-confirm', title: 'Ja' },
      { id: 'relay-doi-opt-out', title: 'Nein' },
    ]);
    expect(answerOf(process(DoiMethod.button), 'confirmation').buttons).toEqual([
      { id: 'relay-doi-opt-out', title: 'Nein' },
    ]);
    expect(answerOf(process(DoiMethod.button), 'reply').buttons).toEqual([]);
    expect(answerOf(process(DoiMethod.keyword), 'doi').buttons).toEqual([]);
  });
});
