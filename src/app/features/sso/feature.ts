import { registerLazyFeature } from '../../store/lazyFeatures';
import { ssoSaga } from './sagas';
import { ssoReducer, type SsoState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    sso: SsoState;
  }
}

/** The SSO feature loads with its screens (see lazyFeatures.ts). */
registerLazyFeature('sso', ssoReducer, ssoSaga);
