import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialSsoState, mappingsAdapter } from './slice';

/** The SSO state; its initial state until the first action reached the injected slice. */
export const selectSso = (state: RootState) => state.sso ?? initialSsoState;
export const selectSsoEditor = (state: RootState) => selectSso(state).editor;

const mappingSelectors = mappingsAdapter.getSelectors(
  (state: RootState) => selectSso(state).mappings,
);
export const selectSsoMappings = mappingSelectors.selectAll;
export const selectSsoMappingById = mappingSelectors.selectById;
