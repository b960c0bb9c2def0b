/**
 * Response keys are normalised to lower-camel case (spec section 7): `AccountId` → `accountId`,
 * `ID` → `id`, `HTMLText` → `htmlText`. Only a leading capital run is lowered, so keys that are
 * already lower-camel or snake case (`given_name`) pass unchanged.
 */
export function lowerCamel(key: string): string {
  const match = /^[A-Z]+/.exec(key);
  if (!match) return key;
  const run = match[0];
  if (run.length === key.length) return key.toLowerCase();
  if (run.length === 1) return run.toLowerCase() + key.slice(1);
  // "HTMLText": the last capital starts the next word.
  const followedByLower = /[a-z]/.test(key.charAt(run.length));
  const lowered = followedByLower
    ? run.slice(0, -1).toLowerCase() + run.slice(-1)
    : run.toLowerCase();
  return lowered + key.slice(run.length);
}

export function normalizeKeys<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => normalizeKeys(item)) as T;
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[lowerCamel(key)] = normalizeKeys(item);
    return result as T;
  }
  return value as T;
}
