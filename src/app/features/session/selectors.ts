import type { RootState } from '../../store/rootReducer';

export const selectSession = (state: RootState) => state.session;
export const selectSessionStatus = (state: RootState) => state.session.status;
export const selectIsSignedIn = (state: RootState) => state.session.status === 'signedIn';
export const selectSub = (state: RootState) => state.session.sub;
export const selectTokenAccountId = (state: RootState) => state.session.accountId;
export const selectTokenGeneration = (state: RootState) => state.session.tokenGeneration;
export const selectRefreshing = (state: RootState) => state.session.refreshing;
export const selectRefreshOutcomes = (state: RootState) => state.session.refreshOutcomes;
