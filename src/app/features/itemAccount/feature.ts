import { registerLazyFeature } from '../../store/lazyFeatures';
import { itemAccountSaga } from './sagas';
import { itemAccountReducer, type ItemAccountState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    itemAccount: ItemAccountState;
  }
}

/** The item-account lookup, loaded with the item screens that can need it. */
registerLazyFeature('itemAccount', itemAccountReducer, itemAccountSaga);
