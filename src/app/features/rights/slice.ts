import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountSwitched } from '../../store/accountEvents';

export type RightsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RightsState {
  status: RightsStatus;
  /** The right strings of spec section 6 held in `accountId`. */
  rights: string[];
  accountId: number | null;
  fromCache: boolean;
}

export const initialRightsState: RightsState = {
  status: 'idle',
  rights: [],
  accountId: null,
  fromCache: false,
};

const rightsSlice = createSlice({
  name: 'rights',
  initialState: initialRightsState,
  reducers: {
    /** Load the rights unless loaded; `force` skips the local-storage cache. */
    rightsRequested: {
      reducer(state) {
        if (state.status !== 'loaded') state.status = 'loading';
      },
      prepare(options?: { force?: boolean }) {
        return { payload: { force: options?.force ?? false } };
      },
    },
    rightsLoaded(
      state,
      action: PayloadAction<{ rights: string[]; accountId: number | null; fromCache: boolean }>,
    ) {
      state.status = 'loaded';
      state.rights = action.payload.rights;
      state.accountId = action.payload.accountId;
      state.fromCache = action.payload.fromCache;
    },
    rightsLoadFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialRightsState);
  },
});

export const { rightsRequested, rightsLoaded, rightsLoadFailed } = rightsSlice.actions;
export const rightsReducer = rightsSlice.reducer;
