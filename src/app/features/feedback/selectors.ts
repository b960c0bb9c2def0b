import { initialFeedbackState, type FeedbackState } from './slice';

/** The feedback state; its initial state until the lazily injected slice has seen an action. */
export const selectFeedback = (state: { feedback?: FeedbackState }): FeedbackState =>
  state.feedback ?? initialFeedbackState;
