import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the store may know about the tokens: who, which account, until when. Never the tokens. */
export interface SessionTokenInfo {
  sub: string;
  accountId: number | null;
  /** Epoch milliseconds, already 60 s before the real expiry. */
  expiresAt: number;
}

export type SessionStatus = 'starting' | 'redirecting' | 'signedIn' | 'signingOut';
export type RefreshFailure = 'signInRequired' | 'failed';

export interface SessionState {
  status: SessionStatus;
  sub: string | null;
  /** The account named by the current access token. */
  accountId: number | null;
  expiresAt: number | null;
  /** Counts successful refreshes: a call that failed with 401 under an older token just retries. */
  tokenGeneration: number;
  /** Counts finished refresh attempts (success or failure): a request made before the last one
   * finished is stale, its requester already has that outcome. */
  refreshOutcomes: number;
  refreshing: boolean;
  refreshFailure: RefreshFailure | null;
}

export const initialSessionState: SessionState = {
  status: 'starting',
  sub: null,
  accountId: null,
  expiresAt: null,
  tokenGeneration: 0,
  refreshOutcomes: 0,
  refreshing: false,
  refreshFailure: null,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionTokenInfo>) {
      Object.assign(state, action.payload);
      state.status = 'signedIn';
      state.refreshFailure = null;
    },
    /**
     * The user must (re-)authenticate: the sagas redirect to the provider. Not while signing out:
     * the logoff makes the calls still running answer 401, and their sign-in redirect would beat
     * the provider's end of the session and sign the user straight back in.
     */
    signInRequired(state) {
      if (state.status !== 'signingOut') state.status = 'redirecting';
    },
    /**
     * A refresh is wanted by someone who has seen `seenOutcomes` refresh attempts finish. Puts are
     * queued, so a request may arrive after a refresh it did not know of has finished: it is
     * stale and ignored (here and by the refresh saga).
     */
    tokenRefreshRequested(state, action: PayloadAction<{ seenOutcomes: number }>) {
      if (action.payload.seenOutcomes >= state.refreshOutcomes) state.refreshing = true;
    },
    tokenRefreshed(state, action: PayloadAction<SessionTokenInfo>) {
      Object.assign(state, action.payload);
      state.refreshing = false;
      state.refreshFailure = null;
      state.tokenGeneration += 1;
      state.refreshOutcomes += 1;
    },
    tokenRefreshFailed(state, action: PayloadAction<{ reason: RefreshFailure }>) {
      state.refreshing = false;
      state.refreshFailure = action.payload.reason;
      state.refreshOutcomes += 1;
    },
    logoutRequested(state) {
      state.status = 'signingOut';
    },
    /** The provider could not be reached to end the session: the local one is gone already. */
    signOutFailed(state) {
      state.status = 'starting';
    },
  },
});

export const {
  signedIn,
  signInRequired,
  tokenRefreshRequested,
  tokenRefreshed,
  tokenRefreshFailed,
  logoutRequested,
  signOutFailed,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;
