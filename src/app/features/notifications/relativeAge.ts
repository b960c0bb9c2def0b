export type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * How long ago `date` was, in the largest whole unit of seconds, minutes, hours or days (spec
 * section 3), as a negative value for Intl.RelativeTimeFormat ("vor 5 Minuten").
 */
export function relativeAge(date: string, now: number): { value: number; unit: AgeUnit } {
  const seconds = Math.max(0, Math.floor((now - Date.parse(date)) / 1000));
  if (seconds < 60) return { value: -seconds, unit: 'second' };
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: -Math.floor(seconds / 3600), unit: 'hour' };
  return { value: -Math.floor(seconds / 86_400), unit: 'day' };
}
