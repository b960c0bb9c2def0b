import { registerLazyFeature } from '../../store/lazyFeatures';
import { conversationsSaga } from './sagas';
import { conversationsReducer, type ConversationsState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    conversations: ConversationsState;
  }
}

/** The inbox's slice and saga, loaded with its screen. */
registerLazyFeature('conversations', conversationsReducer, conversationsSaga);
