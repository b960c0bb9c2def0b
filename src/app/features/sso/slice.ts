import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorDetail } from '../../../common/validation';
import type {
  SsoAvailableGroup,
  SsoMapping,
  SsoMappingRequest,
  SsoRole,
  SsoSettings,
} from '../../../common/sso';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

/**
 * Why saving a mapping failed: the name is in use, the directory group is mapped already (both
 * shown on their field), or anything else.
 */
export type SsoSaveError = 'nameDuplicate' | 'directoryGroupMapped' | 'failed';

export const mappingsAdapter = createEntityAdapter<SsoMapping>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, 'de'),
});

export interface SsoEditorState {
  /** `notFound`: the mapping is not in this account (another account's deep link, issue 23). */
  status: LoadStatus | 'notFound';
  /** The mapping edited; null for a new one. */
  mappingId: number | null;
  mapping: SsoMapping | null;
  availableGroups: SsoAvailableGroup[];
  roles: SsoRole[];
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed';
  saveError: SsoSaveError | null;
  fieldErrors: ApiErrorDetail[];
}

export interface SsoState {
  /** Loading the settings and mappings (the mapping list). */
  status: LoadStatus;
  ssoActivated: boolean;
  syncState: boolean;
  mappings: ReturnType<typeof mappingsAdapter.getInitialState>;
  syncStatus: 'idle' | 'saving' | 'failed';
  deleteStatus: 'idle' | 'deleting' | 'failed';
  editor: SsoEditorState;
}

export const initialEditorState: SsoEditorState = {
  status: 'idle',
  mappingId: null,
  mapping: null,
  availableGroups: [],
  roles: [],
  saveStatus: 'idle',
  saveError: null,
  fieldErrors: [],
};

export const initialSsoState: SsoState = {
  status: 'idle',
  ssoActivated: false,
  syncState: false,
  mappings: mappingsAdapter.getInitialState(),
  syncStatus: 'idle',
  deleteStatus: 'idle',
  editor: initialEditorState,
};

const ssoSlice = createSlice({
  name: 'sso',
  initialState: initialSsoState,
  reducers: {
    ssoRequested(state) {
      // A list already shown stays while it is fetched again (no flash of the loading state).
      if (state.status !== 'loaded') state.status = 'loading';
    },
    ssoLoaded(state, action: PayloadAction<SsoSettings>) {
      state.status = 'loaded';
      state.ssoActivated = action.payload.ssoActivated;
      state.syncState = action.payload.syncState;
      mappingsAdapter.setAll(state.mappings, action.payload.mappings);
    },
    ssoLoadFailed(state) {
      state.status = 'failed';
    },
    syncStateChangeRequested(state, _action: PayloadAction<boolean>) {
      state.syncStatus = 'saving';
    },
    syncStateChanged(state, action: PayloadAction<boolean>) {
      state.syncStatus = 'idle';
      state.syncState = action.payload;
    },
    syncStateChangeFailed(state) {
      state.syncStatus = 'failed';
    },
    mappingsDeleteRequested(state, _action: PayloadAction<number[]>) {
      state.deleteStatus = 'deleting';
    },
    mappingsDeleted(state, action: PayloadAction<number[]>) {
      state.deleteStatus = 'idle';
      mappingsAdapter.removeMany(state.mappings, action.payload);
    },
    mappingsDeleteFailed(state) {
      state.deleteStatus = 'failed';
    },
    /** The editor opens: load the mapping (when `id`), the available groups and the roles. */
    mappingEditorOpened(state, action: PayloadAction<{ id: number | null }>) {
      state.editor = { ...initialEditorState, status: 'loading', mappingId: action.payload.id };
    },
    mappingEditorLoaded(
      state,
      action: PayloadAction<{
        mapping: SsoMapping | null;
        availableGroups: SsoAvailableGroup[];
        roles: SsoRole[];
      }>,
    ) {
      state.editor.status = 'loaded';
      state.editor.mapping = action.payload.mapping;
      state.editor.availableGroups = action.payload.availableGroups;
      state.editor.roles = action.payload.roles;
    },
    mappingEditorLoadFailed(state) {
      state.editor.status = 'failed';
    },
    mappingEditorNotFound(state) {
      state.editor.status = 'notFound';
    },
    /** Leaving the editor: a load or save under way is cancelled by the sagas. */
    mappingEditorClosed(state) {
      state.editor = initialEditorState;
    },
    mappingSaveRequested(state, _action: PayloadAction<SsoMappingRequest>) {
      state.editor.saveStatus = 'saving';
      state.editor.saveError = null;
      state.editor.fieldErrors = [];
    },
    mappingSaved(state, action: PayloadAction<SsoMapping>) {
      state.editor.saveStatus = 'saved';
      state.editor.mapping = action.payload;
      mappingsAdapter.upsertOne(state.mappings, action.payload);
    },
    mappingSaveFailed(
      state,
      action: PayloadAction<{ error: SsoSaveError; fieldErrors: ApiErrorDetail[] }>,
    ) {
      state.editor.saveStatus = 'failed';
      state.editor.saveError = action.payload.error;
      state.editor.fieldErrors = action.payload.fieldErrors;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialSsoState);
  },
});

export const {
  ssoRequested,
  ssoLoaded,
  ssoLoadFailed,
  syncStateChangeRequested,
  syncStateChanged,
  syncStateChangeFailed,
  mappingsDeleteRequested,
  mappingsDeleted,
  mappingsDeleteFailed,
  mappingEditorOpened,
  mappingEditorLoaded,
  mappingEditorLoadFailed,
  mappingEditorNotFound,
  mappingEditorClosed,
  mappingSaveRequested,
  mappingSaved,
  mappingSaveFailed,
} = ssoSlice.actions;
export const ssoReducer = ssoSlice.reducer;
