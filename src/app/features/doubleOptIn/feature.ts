import { registerLazyFeature } from '../../store/lazyFeatures';
import { doubleOptInSaga } from './sagas';
import { doubleOptInReducer, type DoubleOptInState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    doubleOptIn: DoubleOptInState;
  }
}

/** The double opt-in editor's slice and saga, loaded with the screen. */
registerLazyFeature('doubleOptIn', doubleOptInReducer, doubleOptInSaga);
