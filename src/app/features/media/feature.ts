import { registerLazyFeature } from '../../store/lazyFeatures';
import { mediaSaga } from './sagas';
import { mediaReducer, type MediaState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    media: MediaState;
  }
}

/** The media database loads with its screen (see lazyFeatures.ts). */
registerLazyFeature('media', mediaReducer, mediaSaga);
