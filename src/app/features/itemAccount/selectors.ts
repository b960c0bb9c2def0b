import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialItemAccountState } from './slice';

export const selectItemAccountLookup = (state: RootState) =>
  (state.itemAccount ?? initialItemAccountState).lookup;
