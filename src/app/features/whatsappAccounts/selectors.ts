import type { RootState } from '../../store/rootReducer';
import './feature';
import { accountsAdapter, initialWhatsAppAccountsState } from './slice';

/** The accounts state; its initial state until the first action reached the injected slice. */
export const selectWhatsAppAccounts = (state: RootState) =>
  state.whatsappAccounts ?? initialWhatsAppAccountsState;
export const selectSignup = (state: RootState) => selectWhatsAppAccounts(state).signup;
export const selectChange = (state: RootState) => selectWhatsAppAccounts(state).change;

const accountSelectors = accountsAdapter.getSelectors(
  (state: RootState) => selectWhatsAppAccounts(state).accounts,
);
export const selectAccountList = accountSelectors.selectAll;
