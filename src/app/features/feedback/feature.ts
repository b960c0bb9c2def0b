import { registerLazyFeature } from '../../store/lazyFeatures';
import { feedbackSaga } from './sagas';
import { feedbackReducer, type FeedbackState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    feedback: FeedbackState;
  }
}

/** The feedback form loads with the unexpected-error page (see lazyFeatures.ts). */
export const feedbackInjectedReducer = registerLazyFeature(
  'feedback',
  feedbackReducer,
  feedbackSaga,
);
