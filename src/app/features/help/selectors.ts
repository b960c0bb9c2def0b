import type { RootState } from '../../store/rootReducer';
import { initialHelpState } from './slice';

export const selectHelp = (state: RootState) => state.help ?? initialHelpState;
