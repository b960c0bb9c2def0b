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
    // A WhatsApp id is the person's number (the conversations inbox).
    'waId',
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

/**
 * A copy of `value` in which every leaf under a key that `personal` picks is replaced by
 * `maskLeaf` (a whole object under such a key, e.g. a `creator`, is masked throughout); the
 * rest, keys and shape, stays. The DevTools sanitizers and the support log share this walk.
 */
export function maskByKey<T>(
  value: T,
  personal: (key: string, item: unknown) => boolean,
  maskLeaf: (leaf: unknown) => unknown,
): T {
  const maskAll = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(maskAll);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, leaf]) => [key, maskAll(leaf)]));
    }
    return maskLeaf(item);
  };
  const walk = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item).map(([key, leaf]) => [
          key,
          personal(key, leaf) ? maskAll(leaf) : walk(leaf),
        ]),
      );
    }
    return item;
  };
  return walk(value) as T;
}

export const maskPersonalData = <T>(value: T): T =>
  maskByKey(value, isPersonalKey, (leaf) => (leaf === null || leaf === undefined ? leaf : MASK));

export const actionSanitizer = <A>(action: A): A => maskPersonalData(action);
export const stateSanitizer = <S>(state: S): S => maskPersonalData(state);
