import { registerLazyFeature } from '../../store/lazyFeatures';
import { subscribersSaga } from './sagas';
import { subscribersReducer, type SubscribersState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    subscribers: SubscribersState;
  }
}

/** The subscriber feature loads with its screens (see lazyFeatures.ts). */
registerLazyFeature('subscribers', subscribersReducer, subscribersSaga);
