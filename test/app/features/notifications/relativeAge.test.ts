import { relativeAge } from '../../../../src/app/features/notifications/relativeAge';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

it.each([
  [0, { value: -0, unit: 'second' }],
  [59_000, { value: -59, unit: 'second' }],
  [60_000, { value: -1, unit: 'minute' }],
  [59 * 60_000, { value: -59, unit: 'minute' }],
  [3_600_000, { value: -1, unit: 'hour' }],
  [23 * 3_600_000 + 59 * 60_000, { value: -23, unit: 'hour' }],
  [86_400_000, { value: -1, unit: 'day' }],
  [9 * 86_400_000, { value: -9, unit: 'day' }],
])('%i ms ago reads as %o', (ms, expected) => {
  expect(relativeAge(ago(ms), now)).toEqual(expected);
});

it('treats a date in the future (clock skew) as now', () => {
  expect(relativeAge(ago(-5000), now)).toEqual({ value: -0, unit: 'second' });
});
