import type { Usage } from '../../components/list/usages';
import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WhatsAppAccountDto } from '../../../common/whatsappAccounts';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

/** What blocks a refused change: a newsletter, template or double opt-in, by name. */
/** What blocks a refused change (a newsletter, a template, the double opt-in). */
export type Blocker = Usage;

/** The changes behind the confirm dialog. */
export type AccountChange =
  | { kind: 'accountActive'; id: number; active: boolean }
  | { kind: 'phoneActive'; id: number; active: boolean }
  | { kind: 'unlinkAccount'; id: number }
  | { kind: 'removePhone'; id: number; accountId: number };

export const accountsAdapter = createEntityAdapter<WhatsAppAccountDto>({
  sortComparer: (a, b) => a.linkedAt.localeCompare(b.linkedAt) || a.id - b.id,
});

export interface WhatsAppAccountsState {
  status: LoadStatus;
  accounts: ReturnType<typeof accountsAdapter.getInitialState>;
  signup: {
    status: 'idle' | 'running' | 'linked' | 'failed';
    /** The linked WABA a number is being added to; null when linking a new WABA. */
    businessAccountId: number | null;
    /** The server's errorKey, or the SPA's own (scripts blocked). */
    errorKey: string | null;
  };
  change: {
    status: 'idle' | 'saving' | 'failed';
    errorKey: string | null;
    blockers: Blocker[];
  };
}

export const initialWhatsAppAccountsState: WhatsAppAccountsState = {
  status: 'idle',
  accounts: accountsAdapter.getInitialState(),
  signup: { status: 'idle', businessAccountId: null, errorKey: null },
  change: { status: 'idle', errorKey: null, blockers: [] },
};

const slice = createSlice({
  name: 'whatsappAccounts',
  initialState: initialWhatsAppAccountsState,
  reducers: {
    accountsRequested(state) {
      state.status = 'loading';
    },
    accountsLoaded(state, action: PayloadAction<WhatsAppAccountDto[]>) {
      state.status = 'loaded';
      accountsAdapter.setAll(state.accounts, action.payload);
    },
    accountsLoadFailed(state) {
      state.status = 'failed';
    },
    /** Opens the embedded signup: a new WABA, or a number of the WABA `businessAccountId`. */
    signupStarted(state, action: PayloadAction<{ businessAccountId: number | null }>) {
      state.signup = {
        status: 'running',
        businessAccountId: action.payload.businessAccountId,
        errorKey: null,
      };
    },
    signupLinked(state, action: PayloadAction<WhatsAppAccountDto>) {
      state.signup.status = 'linked';
      accountsAdapter.upsertOne(state.accounts, action.payload);
    },
    signupCancelled(state) {
      state.signup.status = 'idle';
    },
    signupFailed(state, action: PayloadAction<string>) {
      state.signup.status = 'failed';
      state.signup.errorKey = action.payload;
    },
    changeRequested(state, _action: PayloadAction<AccountChange>) {
      state.change = { status: 'saving', errorKey: null, blockers: [] };
    },
    accountChanged(state, action: PayloadAction<WhatsAppAccountDto>) {
      state.change.status = 'idle';
      accountsAdapter.upsertOne(state.accounts, action.payload);
    },
    accountUnlinked(state, action: PayloadAction<number>) {
      state.change.status = 'idle';
      accountsAdapter.removeOne(state.accounts, action.payload);
    },
    phoneNumberRemoved(state, action: PayloadAction<{ accountId: number; id: number }>) {
      state.change.status = 'idle';
      const account = state.accounts.entities[action.payload.accountId];
      if (account) {
        account.phoneNumbers = account.phoneNumbers.filter((p) => p.id !== action.payload.id);
      }
    },
    changeFailed(state, action: PayloadAction<{ errorKey: string; blockers: Blocker[] }>) {
      state.change = { status: 'failed', ...action.payload };
    },
    noticesDismissed(state) {
      state.change = initialWhatsAppAccountsState.change;
      if (state.signup.status !== 'running') state.signup = initialWhatsAppAccountsState.signup;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialWhatsAppAccountsState);
  },
});

export const {
  accountsRequested,
  accountsLoaded,
  accountsLoadFailed,
  signupStarted,
  signupLinked,
  signupCancelled,
  signupFailed,
  changeRequested,
  accountChanged,
  accountUnlinked,
  phoneNumberRemoved,
  changeFailed,
  noticesDismissed,
} = slice.actions;
export const whatsappAccountsReducer = slice.reducer;
