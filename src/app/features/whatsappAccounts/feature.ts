import { registerLazyFeature } from '../../store/lazyFeatures';
import { whatsappAccountsSaga } from './sagas';
import { whatsappAccountsReducer, type WhatsAppAccountsState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    whatsappAccounts: WhatsAppAccountsState;
  }
}

/** The accounts screen's slice and saga, loaded with the screen. */
registerLazyFeature('whatsappAccounts', whatsappAccountsReducer, whatsappAccountsSaga);
