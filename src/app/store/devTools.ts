/**
 * Redux DevTools may run in production (config.devTools) so support can replay a user's session
 * from an exported log. Personal data never leaves the browser in such a log: these sanitizers
 * mask the values of personal fields wherever they sit in an action or the state. The shape
 * (keys, ids, statuses, counts) stays, so the log still replays.
 */
export const MASK = '***';

/** Key names whose values are personal data (compared without case, `_` and `-`). */
const personalKeys = new Set(
  [
    'sub',
    'email',
    'userEmail',
    'callbackEmail',
    'partnerEmail',
    'given_name',
    'family_name',
    'firstname',
    'lastname',
    'fullName',
    'displayName',
    'userName',
    'username',
    'creator',
    'modifier',
    'salutation',
    'title',
    'phone',
    'phoneNumber',
    'callbackPhone',
    'partnerPhone',
    'telnr',
    'mobile',
    'description',
  ].map(canonical),
);

function canonical(key: string): string {
  return key.toLowerCase().replace(/[_-]/g, '');
}

export function isPersonalKey(key: string): boolean {
  const name = canonical(key);
  return personalKeys.has(name) || /email|phone|telnr/.test(name);
}

export function maskPersonalData<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => maskPersonalData(item)) as T;
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[key] = isPersonalKey(key) ? maskAll(item) : maskPersonalData(item);
    }
    return result as T;
  }
  return value;
}

/** Everything under a personal key (e.g. a `creator` object) is masked. */
function maskAll(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskAll);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskAll(item)]));
  }
  return value === null || value === undefined ? value : MASK;
}

export const actionSanitizer = <A>(action: A): A => maskPersonalData(action);
export const stateSanitizer = <S>(state: S): S => maskPersonalData(state);
