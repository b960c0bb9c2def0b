/** What is left of a customer service window at `now`: whole hours, else minutes, else closed. */
export type WindowLeft =
  { kind: 'hours'; hours: number } | { kind: 'minutes'; minutes: number } | { kind: 'closed' };

export function windowLeft(closesAt: string | null, now: number): WindowLeft {
  const ms = closesAt === null ? 0 : Date.parse(closesAt) - now;
  if (!(ms > 0)) return { kind: 'closed' };
  if (ms < 3_600_000) return { kind: 'minutes', minutes: Math.max(1, Math.ceil(ms / 60_000)) };
  return { kind: 'hours', hours: Math.floor(ms / 3_600_000) };
}
