import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/rootReducer';
import { accountsAdapter } from './slice';

const accountSelectors = accountsAdapter.getSelectors((state: RootState) => state.account.accounts);

export const selectAllAccounts = accountSelectors.selectAll;
export const selectAccountById = accountSelectors.selectById;
export const selectUserData = (state: RootState) => state.account.userData;
export const selectAccountDataStatus = (state: RootState) => state.account.status;
export const selectAccountDataFault = (state: RootState) => state.account.fault;
export const selectAccountDataCached = (state: RootState) => state.account.cached;

/** Locked accounts are hidden from the account list (spec section 6). */
export const selectSelectableAccounts = createSelector([selectAllAccounts], (accounts) =>
  accounts.filter((account) => !account.locked),
);

export const selectCurrentAccountId = (state: RootState) =>
  state.account.userData?.accountId ?? state.session.accountId;

export const selectCurrentAccount = (state: RootState) => {
  const id = selectCurrentAccountId(state);
  return id === null ? undefined : selectAccountById(state, id);
};

/** "Anna Admin": given and family name, else the user name. */
export const selectUserDisplayName = createSelector([selectUserData], (userData) => {
  if (!userData) return null;
  const fullName = [userData.given_name, userData.family_name].filter(Boolean).join(' ').trim();
  return fullName || userData.username || userData.email || null;
});
