import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DoiProcessState, DoiSettings, DoiValidation } from '../../../common/doubleOptIn';
import type { ApiErrorDetail } from '../../../common/validation';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

/** Save the work version, then optionally activate it (the Activate button saves first). */
export interface SaveRequest {
  id: number;
  settings: DoiSettings;
  thenActivate: boolean;
}

export interface DoubleOptInState {
  status: LoadStatus;
  process: DoiProcessState | null;
  /** Saving, activating or resetting: one at a time. */
  change: {
    status: 'idle' | 'saving' | 'activating' | 'resetting' | 'failed';
    /** What finished last, for the notice. */
    done: 'saved' | 'activated' | 'reset' | null;
    errorKey: string | null;
    fieldErrors: ApiErrorDetail[];
  };
  validation: { status: LoadStatus; result: DoiValidation | null };
}

export const initialDoubleOptInState: DoubleOptInState = {
  status: 'idle',
  process: null,
  change: { status: 'idle', done: null, errorKey: null, fieldErrors: [] },
  validation: { status: 'idle', result: null },
};

const slice = createSlice({
  name: 'doubleOptIn',
  initialState: initialDoubleOptInState,
  reducers: {
    processRequested(state) {
      state.status = 'loading';
    },
    processLoaded(state, action: PayloadAction<DoiProcessState>) {
      state.status = 'loaded';
      state.process = action.payload;
    },
    processLoadFailed(state) {
      state.status = 'failed';
    },
    saveRequested(state, action: PayloadAction<SaveRequest>) {
      state.change = {
        status: action.payload.thenActivate ? 'activating' : 'saving',
        done: null,
        errorKey: null,
        fieldErrors: [],
      };
    },
    resetRequested(state, _action: PayloadAction<number>) {
      state.change = { status: 'resetting', done: null, errorKey: null, fieldErrors: [] };
    },
    changeSucceeded(
      state,
      action: PayloadAction<{ process: DoiProcessState; done: 'saved' | 'activated' | 'reset' }>,
    ) {
      state.process = action.payload.process;
      state.change = { status: 'idle', done: action.payload.done, errorKey: null, fieldErrors: [] };
      state.validation = initialDoubleOptInState.validation;
    },
    changeFailed(
      state,
      action: PayloadAction<{ errorKey: string; fieldErrors: ApiErrorDetail[] }>,
    ) {
      state.change = { status: 'failed', done: null, ...action.payload };
    },
    validationRequested(state, _action: PayloadAction<number>) {
      state.validation = { status: 'loading', result: null };
    },
    validationLoaded(state, action: PayloadAction<DoiValidation>) {
      state.validation = { status: 'loaded', result: action.payload };
    },
    validationFailed(state) {
      state.validation = { status: 'failed', result: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialDoubleOptInState);
  },
});

export const {
  processRequested,
  processLoaded,
  processLoadFailed,
  saveRequested,
  resetRequested,
  changeSucceeded,
  changeFailed,
  validationRequested,
  validationLoaded,
  validationFailed,
} = slice.actions;
export const doubleOptInReducer = slice.reducer;
