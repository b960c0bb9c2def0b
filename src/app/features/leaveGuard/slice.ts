import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LeaveGuardState {
  /** An open form holds edits that are not saved (UnsavedChangesGuard reports it). */
  unsaved: boolean;
  /** Where the person wanted to go while edits were unsaved; the confirm dialog asks first. */
  pendingPath: string | null;
}

export const initialLeaveGuardState: LeaveGuardState = { unsaved: false, pendingPath: null };

/**
 * The unsaved-changes guard (issue 23): the router runs in declarative mode, which has no
 * `useBlocker`, so the navigation asks this slice before it leaves a form with edits.
 */
const leaveGuardSlice = createSlice({
  name: 'leaveGuard',
  initialState: initialLeaveGuardState,
  reducers: {
    unsavedChangesReported(state, action: PayloadAction<{ unsaved: boolean }>) {
      state.unsaved = action.payload.unsaved;
      if (!state.unsaved) state.pendingPath = null;
    },
    leaveRequested(state, action: PayloadAction<{ to: string }>) {
      state.pendingPath = action.payload.to;
    },
    /** "Stay": the edits stay, nothing navigates. */
    leaveCancelled(state) {
      state.pendingPath = null;
    },
    /** "Leave": the edits go; the saga navigates to `to`. */
    leaveConfirmed(state, _action: PayloadAction<{ to: string }>) {
      state.unsaved = false;
      state.pendingPath = null;
    },
  },
});

export const { unsavedChangesReported, leaveRequested, leaveCancelled, leaveConfirmed } =
  leaveGuardSlice.actions;
export const leaveGuardReducer = leaveGuardSlice.reducer;
