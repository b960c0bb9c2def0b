import { registerLazyFeature } from '../../store/lazyFeatures';
import { consentSaga } from './sagas';
import { consentReducer, type ConsentSliceState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    consent: ConsentSliceState;
  }
}

/** Consents load with the first WhatsApp route (see lazyFeatures.ts). */
registerLazyFeature('consent', consentReducer, consentSaga);
