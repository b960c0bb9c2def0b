import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HelpAreaValues, Whitepaper } from '../../../common/shell';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

export type SupportRequestStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface HelpState {
  /** The partner contact and chat settings; `failed` is its fault flag (spec section 8). */
  values: HelpAreaValues | null;
  valuesStatus: LoadStatus;
  whitepapers: Whitepaper[];
  whitepapersStatus: LoadStatus;
  /** The support request form: sent OK or failed (spec section 8, "help request mail"). */
  requestStatus: SupportRequestStatus;
  /**
   * The popup's second post after a sent request (spec section 7, PopupRequest.aspx). Its failure
   * is kept for support sessions but not shown: the request itself is stored, and asking the
   * user to send it again would store it twice.
   */
  popupRequestStatus: SupportRequestStatus;
}

export const initialHelpState: HelpState = {
  values: null,
  valuesStatus: 'idle',
  whitepapers: [],
  whitepapersStatus: 'idle',
  requestStatus: 'idle',
  popupRequestStatus: 'idle',
};

const helpSlice = createSlice({
  name: 'help',
  initialState: initialHelpState,
  reducers: {
    /** The popup opened: load what is not loaded yet. */
    helpOpened(state) {
      state.requestStatus = 'idle';
      if (state.valuesStatus !== 'loaded') state.valuesStatus = 'loading';
      if (state.whitepapersStatus !== 'loaded') state.whitepapersStatus = 'loading';
    },
    helpValuesLoaded(state, action: PayloadAction<HelpAreaValues>) {
      state.values = action.payload;
      state.valuesStatus = 'loaded';
    },
    helpValuesLoadFailed(state) {
      state.valuesStatus = 'failed';
    },
    whitepapersLoaded(state, action: PayloadAction<Whitepaper[]>) {
      state.whitepapers = action.payload;
      state.whitepapersStatus = 'loaded';
    },
    whitepapersLoadFailed(state) {
      state.whitepapersStatus = 'failed';
    },
    /** The text the user wrote; the saga adds the active module and the page. */
    supportRequestSubmitted(state, _action: PayloadAction<{ text: string }>) {
      state.requestStatus = 'sending';
    },
    supportRequestSent(state) {
      state.requestStatus = 'sent';
      state.popupRequestStatus = 'sending';
    },
    popupRequestSent(state) {
      state.popupRequestStatus = 'sent';
    },
    popupRequestFailed(state) {
      state.popupRequestStatus = 'failed';
    },
    /** The person asks for the support log file (store/supportLog.ts); the saga saves it. */
    supportLogRequested() {},
    supportRequestFailed(state) {
      state.requestStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialHelpState);
  },
});

export const {
  helpOpened,
  helpValuesLoaded,
  helpValuesLoadFailed,
  whitepapersLoaded,
  whitepapersLoadFailed,
  supportRequestSubmitted,
  supportRequestSent,
  supportRequestFailed,
  popupRequestSent,
  popupRequestFailed,
  supportLogRequested,
} = helpSlice.actions;
export const helpReducer = helpSlice.reducer;
