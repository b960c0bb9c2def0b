import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  accountSwitched,
  accountSwitchFailed,
  type AccountSwitchErrorKey,
} from '../../store/accountEvents';
import { leaveRequested } from '../leaveGuard/slice';

export interface AccountSwitchState {
  /** The account-selection modal is open. */
  dialogOpen: boolean;
  /** The in-progress flag of spec section 4. */
  inProgress: boolean;
  targetAccountId: number | null;
  /** The fault flag of spec sections 4 and 8: the last switch failed. */
  fault: boolean;
  errorKey: AccountSwitchErrorKey | null;
}

export const initialAccountSwitchState: AccountSwitchState = {
  dialogOpen: false,
  inProgress: false,
  targetAccountId: null,
  fault: false,
  errorKey: null,
};

const accountSwitchSlice = createSlice({
  name: 'accountSwitch',
  initialState: initialAccountSwitchState,
  reducers: {
    accountDialogOpened(state) {
      state.dialogOpen = true;
      state.fault = false;
      state.errorKey = null;
    },
    accountDialogClosed(state) {
      if (!state.inProgress) state.dialogOpen = false;
    },
    /** Wherever the switch was asked for (this dialog, the leave guard, a deep link), the dialog shows its progress. */
    accountSwitchRequested(
      state,
      action: PayloadAction<{
        accountId: number;
        /** Where to land after the switch (a deep link's item); else the section's overview. */
        returnTo?: string;
      }>,
    ) {
      state.dialogOpen = true;
      state.inProgress = true;
      state.targetAccountId = action.payload.accountId;
      state.fault = false;
      state.errorKey = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // Unsaved edits: the leave guard's question replaces this dialog.
      .addCase(leaveRequested, (state, action) => {
        if ('accountId' in action.payload) state.dialogOpen = false;
      })
      .addCase(accountSwitched, (state) => {
        state.inProgress = false;
        state.targetAccountId = null;
        state.dialogOpen = false;
      })
      .addCase(accountSwitchFailed, (state, action) => {
        state.inProgress = false;
        state.fault = true;
        state.errorKey = action.payload.errorKey;
      });
  },
});

export const { accountDialogOpened, accountDialogClosed, accountSwitchRequested } =
  accountSwitchSlice.actions;

export const accountSwitchReducer = accountSwitchSlice.reducer;
