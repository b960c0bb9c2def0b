import type { RootState } from '../../store/rootReducer';

export const selectAccountSwitch = (state: RootState) => state.accountSwitch;
export const selectAccountDialogOpen = (state: RootState) => state.accountSwitch.dialogOpen;
export const selectAccountSwitchInProgress = (state: RootState) => state.accountSwitch.inProgress;
