import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorDetail, FeedbackRequest } from '../../../common/validation';

export type FeedbackStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Why sending failed: `invalid` when the server refused fields (400 with details, shown on the
 * fields), `failed` for anything else (network, server error), shown as one message.
 */
export type FeedbackError = 'invalid' | 'failed';

export interface FeedbackState {
  status: FeedbackStatus;
  /** The id the server gave the feedback once sent. */
  feedbackId: string | null;
  error: FeedbackError | null;
  /** The server's field details of a 400 answer, mapped onto the form's fields. */
  fieldErrors: ApiErrorDetail[];
}

export const initialFeedbackState: FeedbackState = {
  status: 'idle',
  feedbackId: null,
  error: null,
  fieldErrors: [],
};

export interface FeedbackFailure {
  error: FeedbackError;
  fieldErrors: ApiErrorDetail[];
}

const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: initialFeedbackState,
  reducers: {
    /** The user sent the form; the payload is the request body (blank optional fields left out). */
    feedbackSubmitted(state, _action: PayloadAction<FeedbackRequest>) {
      state.status = 'sending';
      state.error = null;
      state.fieldErrors = [];
    },
    feedbackSucceeded(state, action: PayloadAction<{ id: string }>) {
      state.status = 'sent';
      state.feedbackId = action.payload.id;
    },
    feedbackFailed(state, action: PayloadAction<FeedbackFailure>) {
      state.status = 'failed';
      state.error = action.payload.error;
      state.fieldErrors = action.payload.fieldErrors;
    },
    /** Leaving the form: back to idle; a request still under way is cancelled by the saga. */
    feedbackReset() {
      return initialFeedbackState;
    },
  },
});

export const { feedbackSubmitted, feedbackSucceeded, feedbackFailed, feedbackReset } =
  feedbackSlice.actions;
export const feedbackReducer = feedbackSlice.reducer;
