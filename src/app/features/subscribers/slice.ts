import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentHistoryEntry } from '../../../common/doubleOptIn';
import type {
  Culture,
  ImportMapping,
  ImportProgress,
  ImportRejection,
  ImportUploaded,
  Subscriber,
  SubscriberField,
  SubscriberInput,
  SubscriberProfile,
} from '../../../common/subscribers';
import type { ApiErrorDetail } from '../../../common/validation';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';
import { withList, type ListState } from '../../components/list/listSlice';
import { subscriberList, type ListQuery } from './subscriberList';

export type { ListQuery } from './subscriberList';

export type SaveError = 'duplicate' | 'nameDuplicate' | 'noRecipientsToAdd' | 'failed';

export interface EditorState {
  open: boolean;
  /** The subscriber edited; null for a new one. */
  subscriber: Subscriber | null;
  saveStatus: 'idle' | 'saving' | 'failed';
  saveError: SaveError | null;
  fieldErrors: ApiErrorDetail[];
  /** The edited subscriber's consent history (double opt-in steps), newest first. */
  history: { status: LoadStatus; entries: ConsentHistoryEntry[] };
}

export interface GroupsState {
  status: LoadStatus;
  profiles: SubscriberProfile[];
  allSubscribersProfileId: string | null;
  saveStatus: 'idle' | 'saving' | 'saved' | 'failed';
  saveError: SaveError | null;
  fieldErrors: ApiErrorDetail[];
  /** The outcome of the last add or remove, shown as a notice. */
  membersNotice: { mode: 'add' | 'remove'; changed: number; name: string } | null;
  /** A refused deletion: the names of the newsletters that use the group. */
  deleteRefusal: string[] | null;
}

export type ImportStep = 'file' | 'uploading' | 'mapping' | 'running' | 'report';

export interface ImportState {
  step: ImportStep;
  uploaded: ImportUploaded | null;
  progress: ImportProgress | null;
  rejections: ImportRejection[];
  /** Why uploading or starting failed (an errorKey of the server, or `failed`). */
  error: string | null;
}

export interface SubscribersState {
  /** The subscriber list's rows, query, paging and selection (the list kit). */
  list: ListState<Subscriber, ListQuery>;
  editor: EditorState;
  cultures: Culture[];
  fields: SubscriberField[];
  groups: GroupsState;
  importer: ImportState;
}

const initialEditor: EditorState = {
  open: false,
  subscriber: null,
  saveStatus: 'idle',
  saveError: null,
  fieldErrors: [],
  history: { status: 'idle', entries: [] },
};

const initialGroups: GroupsState = {
  status: 'idle',
  profiles: [],
  allSubscribersProfileId: null,
  saveStatus: 'idle',
  saveError: null,
  fieldErrors: [],
  membersNotice: null,
  deleteRefusal: null,
};

const initialImport: ImportState = {
  step: 'file',
  uploaded: null,
  progress: null,
  rejections: [],
  error: null,
};

export const initialSubscribersState: SubscribersState = {
  list: subscriberList.initialState,
  editor: initialEditor,
  cultures: [],
  fields: [],
  groups: initialGroups,
  importer: initialImport,
};

const subscribersSlice = createSlice({
  name: 'subscribers',
  initialState: initialSubscribersState,
  reducers: {
    lookupsRequested() {},
    lookupsLoaded(
      state,
      action: PayloadAction<{ cultures: Culture[]; fields: SubscriberField[] }>,
    ) {
      state.cultures = action.payload.cultures;
      state.fields = action.payload.fields;
    },
    editorOpened(state, action: PayloadAction<Subscriber | null>) {
      state.editor = {
        ...initialEditor,
        open: true,
        subscriber: action.payload,
        history: { status: action.payload ? 'loading' : 'idle', entries: [] },
      };
    },
    consentHistoryLoaded(
      state,
      action: PayloadAction<{ uniqueId: string; entries: ConsentHistoryEntry[] }>,
    ) {
      if (state.editor.subscriber?.uniqueId !== action.payload.uniqueId) return;
      state.editor.history = { status: 'loaded', entries: action.payload.entries };
    },
    consentHistoryLoadFailed(state) {
      state.editor.history = { status: 'failed', entries: [] };
    },
    editorClosed(state) {
      state.editor = initialEditor;
    },
    subscriberSaveRequested(
      state,
      _action: PayloadAction<{ uniqueId: string | null; input: SubscriberInput }>,
    ) {
      state.editor.saveStatus = 'saving';
      state.editor.saveError = null;
      state.editor.fieldErrors = [];
    },
    /** The list shows the change through the list kit (itemAppended, itemChanged). */
    subscriberSaved(state, _action: PayloadAction<{ subscriber: Subscriber; isNew: boolean }>) {
      state.editor = initialEditor;
    },
    subscriberSaveFailed(
      state,
      action: PayloadAction<{ error: SaveError; fieldErrors: ApiErrorDetail[] }>,
    ) {
      state.editor.saveStatus = 'failed';
      state.editor.saveError = action.payload.error;
      state.editor.fieldErrors = action.payload.fieldErrors;
    },
    deactivationRequested(
      _state,
      _action: PayloadAction<{ uniqueId: string; deactivated: boolean }>,
    ) {},
    groupsRequested(state) {
      if (state.groups.status !== 'loaded') state.groups.status = 'loading';
    },
    groupsLoaded(
      state,
      action: PayloadAction<{ profiles: SubscriberProfile[]; allSubscribersProfileId: string }>,
    ) {
      state.groups.status = 'loaded';
      state.groups.profiles = action.payload.profiles;
      state.groups.allSubscribersProfileId = action.payload.allSubscribersProfileId;
    },
    groupsLoadFailed(state) {
      state.groups.status = 'failed';
    },
    groupSaveRequested(state, _action: PayloadAction<{ uniqueId: string | null; name: string }>) {
      state.groups.saveStatus = 'saving';
      state.groups.saveError = null;
      state.groups.fieldErrors = [];
    },
    groupSaved(state, action: PayloadAction<SubscriberProfile>) {
      state.groups.saveStatus = 'saved';
      const at = state.groups.profiles.findIndex((p) => p.uniqueId === action.payload.uniqueId);
      if (at >= 0) state.groups.profiles[at] = action.payload;
      else state.groups.profiles.push(action.payload);
    },
    groupSaveFailed(
      state,
      action: PayloadAction<{ error: SaveError; fieldErrors: ApiErrorDetail[] }>,
    ) {
      state.groups.saveStatus = 'failed';
      state.groups.saveError = action.payload.error;
      state.groups.fieldErrors = action.payload.fieldErrors;
    },
    membersChangeRequested(
      state,
      _action: PayloadAction<{
        profileId: string;
        subscriberIds: string[];
        mode: 'add' | 'remove';
        /** Instead of the ids: every subscriber matching this list query (add only). */
        byFilter?: ListQuery;
      }>,
    ) {
      state.groups.membersNotice = null;
      state.groups.saveError = null;
    },
    membersChanged(
      state,
      action: PayloadAction<{
        mode: 'add' | 'remove';
        changed: number;
        profile: SubscriberProfile;
      }>,
    ) {
      const { mode, changed, profile } = action.payload;
      const at = state.groups.profiles.findIndex((p) => p.uniqueId === profile.uniqueId);
      if (at >= 0) state.groups.profiles[at] = profile;
      state.groups.membersNotice = { mode, changed, name: profile.name };
    },
    membersChangeFailed(state, action: PayloadAction<SaveError>) {
      state.groups.saveError = action.payload;
    },
    groupDeleteRequested(state, _action: PayloadAction<{ uniqueId: string }>) {
      state.groups.deleteRefusal = null;
      state.groups.saveError = null;
    },
    groupDeleted(state, action: PayloadAction<{ uniqueId: string }>) {
      state.groups.profiles = state.groups.profiles.filter(
        (p) => p.uniqueId !== action.payload.uniqueId,
      );
    },
    groupDeleteRefused(state, action: PayloadAction<string[]>) {
      state.groups.deleteRefusal = action.payload;
    },
    groupDeleteFailed(state) {
      state.groups.saveError = 'failed';
    },
    importUploadRequested(state, _action: PayloadAction<{ fileKey: string; fileName: string }>) {
      state.importer = { ...initialImport, step: 'uploading' };
    },
    importUploaded(state, action: PayloadAction<ImportUploaded>) {
      state.importer.step = 'mapping';
      state.importer.uploaded = action.payload;
    },
    importFailed(state, action: PayloadAction<{ step: ImportStep; error: string }>) {
      state.importer.step = action.payload.step;
      state.importer.error = action.payload.error;
    },
    importStartRequested(state, _action: PayloadAction<ImportMapping>) {
      state.importer.step = 'running';
      state.importer.error = null;
    },
    importProgressed(state, action: PayloadAction<ImportProgress>) {
      state.importer.progress = action.payload;
    },
    importFinished(
      state,
      action: PayloadAction<{ progress: ImportProgress; rejections: ImportRejection[] }>,
    ) {
      state.importer.step = 'report';
      state.importer.progress = action.payload.progress;
      state.importer.rejections = action.payload.rejections;
    },
    importReset(state) {
      state.importer = initialImport;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialSubscribersState);
  },
});

/** The list's actions under the names the subscriber screens use. */
export const {
  queryChanged: listQueryChanged,
  pageRequested,
  pageLoaded,
  pageLoadFailed,
  rowToggled: selectionToggled,
  visibleToggled: visibleSelectionToggled,
  allOfFilterSelected,
  selectionCleared,
  itemChanged: subscriberChanged,
  itemAppended: subscriberAppended,
} = subscriberList.actions;

export const {
  lookupsRequested,
  lookupsLoaded,
  editorOpened,
  editorClosed,
  consentHistoryLoaded,
  consentHistoryLoadFailed,
  subscriberSaveRequested,
  subscriberSaved,
  subscriberSaveFailed,
  deactivationRequested,
  groupsRequested,
  groupDeleteRequested,
  groupDeleted,
  groupDeleteRefused,
  groupDeleteFailed,
  groupsLoaded,
  groupsLoadFailed,
  groupSaveRequested,
  groupSaved,
  groupSaveFailed,
  membersChangeRequested,
  membersChanged,
  membersChangeFailed,
  importUploadRequested,
  importUploaded,
  importFailed,
  importStartRequested,
  importProgressed,
  importFinished,
  importReset,
} = subscribersSlice.actions;

export const subscribersReducer = withList(
  subscribersSlice.reducer,
  'list',
  subscriberList.reducer,
);
