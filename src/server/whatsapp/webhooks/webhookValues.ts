/** The latest time a JavaScript Date holds (about the year 275760). */
const maxDateMs = 8.64e15;

/** Meta's webhook timestamps are Unix seconds as strings; a missing or bad one reads as now. */
export function secondsToDate(timestamp: unknown): Date {
  const ms = Number(timestamp) * 1000;
  return Number.isFinite(ms) && ms > 0 && ms <= maxDateMs ? new Date(ms) : new Date();
}
