import type { RootState } from '../../store/rootReducer';

export const selectUnsavedChanges = (state: RootState) => state.leaveGuard.unsaved;
export const selectPendingLeave = (state: RootState) => state.leaveGuard.pendingPath;
