import type { RootState } from '../../store/rootReducer';

export const selectUiLanguage = (state: RootState) => state.uiLanguage.language;
