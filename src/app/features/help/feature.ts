import { registerLazyFeature } from '../../store/lazyFeatures';
import { helpSaga } from './sagas';
import { helpReducer, type HelpState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    help: HelpState;
  }
}

/** The help area loads with its popup (see lazyFeatures.ts). */
registerLazyFeature('help', helpReducer, helpSaga);
