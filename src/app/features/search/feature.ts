import { registerLazyFeature } from '../../store/lazyFeatures';
import { searchFeatureSaga } from './sagas';
import { searchReducer, type SearchState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    search: SearchState;
  }
}

/** The global search's slice and saga load with its panel, on the first use of the search box. */
registerLazyFeature('search', searchReducer, searchFeatureSaga);
