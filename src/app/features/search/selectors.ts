import type { RootState } from '../../store/rootReducer';
import { initialSearchState } from './slice';

export const selectSearch = (state: RootState) => state.search ?? initialSearchState;
