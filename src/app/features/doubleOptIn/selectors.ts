import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialDoubleOptInState } from './slice';

/** The editor's state; its initial state until the first action reached the injected slice. */
export const selectDoubleOptIn = (state: RootState) => state.doubleOptIn ?? initialDoubleOptInState;
export const selectDoiProcess = (state: RootState) => selectDoubleOptIn(state).process;
export const selectDoiChange = (state: RootState) => selectDoubleOptIn(state).change;
export const selectDoiValidation = (state: RootState) => selectDoubleOptIn(state).validation;
