import type { RootState } from '../../store/rootReducer';

export const selectActiveRouteName = (state: RootState) => state.navigation.routeName;
export const selectActiveModule = (state: RootState) => state.navigation.activeModule;
export const selectActiveSite = (state: RootState) => state.navigation.activeSite;
