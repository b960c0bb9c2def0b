import { createAction } from '@reduxjs/toolkit';

/**
 * The account-changed event (spec section 4). Every entity slice resets on it through
 * `extraReducers` (ARCHITECTURE.md): data of the previous account must not be shown.
 *
 * Fired at the end of a successful switch in this tab, and when another tab switched the account
 * (the cross-tab rule) and this tab's refreshed token names a different account.
 */
export const accountSwitched = createAction<{ accountId: number }>('account/switched');

/** Why a switch failed, as a typed key (texts come from messages). */
export type AccountSwitchErrorKey =
  'accountUnknown' | 'accountNotAllowed' | 'accountLocked' | 'unknownError';

/** The failed-switch event (spec sections 4 and 8): the previous account stays in use. */
export const accountSwitchFailed = createAction<{
  accountId: number;
  errorKey: AccountSwitchErrorKey;
}>('account/switchFailed');
