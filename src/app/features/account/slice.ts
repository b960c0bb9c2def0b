import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account, UserData } from '../../../common/identity';
import { signedIn } from '../session/slice';

/** The user data and the accounts the user may work for (spec section 3, Account and user). */
export const accountsAdapter = createEntityAdapter<Account>({
  sortComparer: (a, b) => a.name.localeCompare(b.name),
});

export type AccountDataStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AccountDataState {
  userData: UserData | null;
  accounts: ReturnType<typeof accountsAdapter.getInitialState>;
  status: AccountDataStatus;
  /** The data shown came from the local-storage cache and is not confirmed by the server yet. */
  cached: boolean;
  /** Loading failed (spec section 8): the header shows a faulted state. */
  fault: boolean;
}

export const initialAccountDataState: AccountDataState = {
  userData: null,
  accounts: accountsAdapter.getInitialState(),
  status: 'idle',
  cached: false,
  fault: false,
};

export interface AccountDataPayload {
  userData: UserData;
  accounts: Account[];
}

/**
 * Not reset on `accountSwitched`: the switch sequence clears this data itself at its start and has
 * reloaded it (for the new account) by the time the event fires.
 */
const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountDataState,
  reducers: {
    /** Load (again) from the server; sagas also load after every sign-in. */
    accountDataRequested(state) {
      state.status = 'loading';
    },
    accountDataRestoredFromCache(state, action: PayloadAction<AccountDataPayload>) {
      state.userData = action.payload.userData;
      accountsAdapter.setAll(state.accounts, action.payload.accounts);
      state.cached = true;
    },
    accountDataLoaded(state, action: PayloadAction<AccountDataPayload>) {
      state.userData = action.payload.userData;
      accountsAdapter.setAll(state.accounts, action.payload.accounts);
      state.status = 'loaded';
      state.cached = false;
      state.fault = false;
    },
    accountDataLoadFailed(state) {
      state.status = 'failed';
      state.fault = true;
    },
    /** Step 1 of the switch sequence: user data and account list are cleared. */
    accountDataCleared(state) {
      state.userData = null;
      accountsAdapter.removeAll(state.accounts);
      state.status = 'loading';
      state.cached = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedIn, (state) => {
      state.status = 'loading';
    });
  },
});

export const {
  accountDataRequested,
  accountDataRestoredFromCache,
  accountDataLoaded,
  accountDataLoadFailed,
  accountDataCleared,
} = accountSlice.actions;

export const accountReducer = accountSlice.reducer;
