import { registerLazyFeature } from '../../store/lazyFeatures';
import { statisticsSaga } from './sagas';
import { statisticsReducer, type StatisticsState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    statistics: StatisticsState;
  }
}

/** The statistics' slice and saga, loaded with their screens. */
registerLazyFeature('statistics', statisticsReducer, statisticsSaga);
