/** Meta's webhook timestamps are Unix seconds as strings; a missing or bad one reads as now. */
export function secondsToDate(timestamp: unknown): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}
