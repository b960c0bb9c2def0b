import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the person wanted to go while edits were unsaved: another path, or another account.
 * `historyStep`: they went back or forward in the browser's history by this many entries
 * (undone while the question is open; a confirmed leave takes the same step).
 */
export type LeaveTarget = { to: string; historyStep?: number } | { accountId: number };

export interface LeaveGuardState {
  /**
   * The open forms that hold edits not saved (each UnsavedChangesGuard reports its own id), so a
   * second form closing (a rename dialog) does not clear the edits of the first.
   */
  unsavedForms: string[];
  /** The leave the confirm dialog asks about. */
  pending: LeaveTarget | null;
  /**
   * Another tab switched the account (or signed out) while this tab held unsaved edits: this
   * tab waits to follow until the person saves, leaves or reloads (SwitchedElsewhereDialog).
   * `dialogOpen` is false once they chose to keep their edits on screen.
   */
  switchedElsewhere: { removed: boolean; dialogOpen: boolean } | null;
}

export const initialLeaveGuardState: LeaveGuardState = {
  unsavedForms: [],
  pending: null,
  switchedElsewhere: null,
};

/**
 * The unsaved-changes guard (issue 23): the router runs in declarative mode, which has no
 * `useBlocker`, so the navigation and the account switch ask this slice before they leave a form
 * with edits.
 */
const leaveGuardSlice = createSlice({
  name: 'leaveGuard',
  initialState: initialLeaveGuardState,
  reducers: {
    unsavedChangesReported(state, action: PayloadAction<{ formId: string; unsaved: boolean }>) {
      const { formId, unsaved } = action.payload;
      const others = state.unsavedForms.filter((id) => id !== formId);
      state.unsavedForms = unsaved ? [...others, formId] : others;
      if (state.unsavedForms.length === 0) state.pending = null;
    },
    leaveRequested(state, action: PayloadAction<LeaveTarget>) {
      state.pending = action.payload;
    },
    /** "Stay": the edits stay, nothing navigates or switches. */
    leaveCancelled(state) {
      state.pending = null;
    },
    /** "Leave": the edits go; the saga navigates or switches the account. */
    leaveConfirmed(state, _action: PayloadAction<LeaveTarget>) {
      state.unsavedForms = [];
      state.pending = null;
    },
    /** The cross-tab saga holds back: the dialog tells the person and lets them choose. */
    switchedElsewhereWhileEditing(state, action: PayloadAction<{ removed: boolean }>) {
      state.switchedElsewhere = { removed: action.payload.removed, dialogOpen: true };
    },
    /** "Keep my changes": the form stays as it is; the tab follows once it is saved or left. */
    switchedElsewhereKept(state) {
      if (state.switchedElsewhere) state.switchedElsewhere.dialogOpen = false;
    },
    /** "Follow now": the edits go, the tab follows the other tab at once. */
    switchedElsewhereFollowed(state) {
      state.unsavedForms = [];
      state.pending = null;
    },
    /** The tab has followed the other tab (the cross-tab saga is done waiting). */
    switchedElsewhereSettled(state) {
      state.switchedElsewhere = null;
    },
  },
});

export const {
  unsavedChangesReported,
  leaveRequested,
  leaveCancelled,
  leaveConfirmed,
  switchedElsewhereWhileEditing,
  switchedElsewhereKept,
  switchedElsewhereFollowed,
  switchedElsewhereSettled,
} = leaveGuardSlice.actions;
export const leaveGuardReducer = leaveGuardSlice.reducer;
