import { registerLazyFeature } from '../../store/lazyFeatures';
import { newslettersSaga } from './sagas';
import { newslettersReducer, type NewslettersState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    newsletters: NewslettersState;
  }
}

/** The newsletters' slice and saga, loaded with the list or the editor. */
registerLazyFeature('newsletters', newslettersReducer, newslettersSaga);
