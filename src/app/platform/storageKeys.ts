/** Every key the SPA keeps in `localStorage`. Only sagas and the bootstrap read or write them. */
export const storageKeys = {
  /** The user UI language entry: the locale id of the language chosen (`de-DE`, `en-US`). */
  uiLanguage: 'relay.uiLanguage',
  /** Where to go after the sign-in redirect returns (a same-origin path). */
  redirectTarget: 'relay.redirectTarget',
  /**
   * The authorization entry `{"sub":…,"accountId":…}`: written after sign-in and after an account
   * switch, removed at logout. Other tabs watch it (spec section 2, start-up behaviour).
   */
  authorization: 'relay.authorization',
  /** User data and account list of the signed-in user (spec section 9: cached with a flag). */
  accountData: 'relay.accountData',
  /** The rights of the current user in one account (spec section 6: cached in local storage). */
  rights: 'relay.rights',
  /** System notifications (no server id) the user read or deleted: their ids (spec section 4). */
  systemNotifications: 'relay.systemNotifications',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
