import type { Right } from '../../../common/rights';
import { hasEveryRight } from '../../../common/rights';
import type { RootState } from '../../store/rootReducer';

export const selectRightsState = (state: RootState) => state.rights;
export const selectRightsStatus = (state: RootState) => state.rights.status;
export const selectRights = (state: RootState) => state.rights.rights;

/** Spec section 6: a check passes only if every required right is held. */
export const selectHasEveryRight = (state: RootState, required: readonly Right[]) =>
  hasEveryRight(state.rights.rights, required);
