import type { RootState } from '../../store/rootReducer';

export const selectUnsavedChanges = (state: RootState) => state.leaveGuard.unsavedForms.length > 0;
export const selectPendingLeave = (state: RootState) => state.leaveGuard.pending;
export const selectSwitchedElsewhere = (state: RootState) => state.leaveGuard.switchedElsewhere;
