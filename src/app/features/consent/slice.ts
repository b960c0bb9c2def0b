import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentType } from '../../../common/shell';
import { accountSwitched } from '../../store/accountEvents';
import { consentRequired } from './events';

/** `missing`: checked, not given; `failed`: the check failed (fault flag). */
export type ConsentStatus = 'idle' | 'checking' | 'given' | 'missing' | 'failed';

export interface ConsentEntry {
  status: ConsentStatus;
  /** Giving the consent: under way, or failed (the screen says so and offers it again). */
  giving: 'idle' | 'saving' | 'failed';
}

export interface ConsentSliceState {
  /** Per consent type of the current account. */
  byType: Partial<Record<ConsentType, ConsentEntry>>;
}

export const initialConsentState: ConsentSliceState = { byType: {} };
export const idleConsent: ConsentEntry = { status: 'idle', giving: 'idle' };

const entry = (state: ConsentSliceState, type: ConsentType): ConsentEntry =>
  (state.byType[type] ??= { ...idleConsent });

const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    consentCheckRequested(state, action: PayloadAction<ConsentType>) {
      entry(state, action.payload).status = 'checking';
    },
    consentChecked(state, action: PayloadAction<{ consentType: ConsentType; given: boolean }>) {
      entry(state, action.payload.consentType).status = action.payload.given ? 'given' : 'missing';
    },
    consentCheckFailed(state, action: PayloadAction<ConsentType>) {
      entry(state, action.payload).status = 'failed';
    },
    consentGiveRequested(state, action: PayloadAction<ConsentType>) {
      entry(state, action.payload).giving = 'saving';
    },
    consentGiven(state, action: PayloadAction<ConsentType>) {
      const consent = entry(state, action.payload);
      consent.status = 'given';
      consent.giving = 'idle';
    },
    consentGiveFailed(state, action: PayloadAction<ConsentType>) {
      entry(state, action.payload).giving = 'failed';
    },
  },
  extraReducers: (builder) => {
    // Consents are per account: the next account is checked afresh.
    builder.addCase(accountSwitched, () => initialConsentState);
    // The server refused a call for the missing consent: its verdict wins over an earlier
    // check, and the WhatsApp screen becomes the consent screen.
    builder.addCase(consentRequired, (state, action) => {
      state.byType[action.payload] = { ...idleConsent, status: 'missing' };
    });
  },
});

export const {
  consentCheckRequested,
  consentChecked,
  consentCheckFailed,
  consentGiveRequested,
  consentGiven,
  consentGiveFailed,
} = consentSlice.actions;
export const consentReducer = consentSlice.reducer;
