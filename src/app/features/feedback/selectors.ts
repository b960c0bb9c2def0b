import type { FeedbackState } from './slice';

export const selectFeedback = (state: { feedback: FeedbackState }): FeedbackState => state.feedback;
