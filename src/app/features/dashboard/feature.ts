import { registerLazyFeature } from '../../store/lazyFeatures';
import { dashboardSaga } from './sagas';
import { dashboardReducer, type DashboardState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    dashboard: DashboardState;
  }
}

/** The start page's slice and saga, loaded with its screen. */
registerLazyFeature('dashboard', dashboardReducer, dashboardSaga);
