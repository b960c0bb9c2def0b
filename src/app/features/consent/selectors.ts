import type { ConsentType } from '../../../common/shell';
import type { RootState } from '../../store/rootReducer';
import { idleConsent } from './slice';

export const selectConsent = (state: RootState, consentType: ConsentType) =>
  state.consent?.byType[consentType] ?? idleConsent;
