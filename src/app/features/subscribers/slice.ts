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
  SubscriberPage,
  SubscriberProfile,
} from '../../../common/subscribers';
import type { ApiErrorDetail } from '../../../common/validation';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';

/** Rows per request while scrolling the virtualised list. */
export const pageSize = 100;

export interface ListQuery {
  search: string;
  profileId: string | null;
}

export interface ListState {
  query: ListQuery;
  /** Grows with every new query, so pages of an earlier query are dropped when they arrive. */
  generation: number;
  status: LoadStatus;
  total: number;
  totalExact: boolean;
  /** Loaded pages by page number: the list is paged on the server as one scrolls. */
  pages: Record<number, Subscriber[]>;
  /** Each loaded page's key of the page after it: the next page is a seek, not an offset. */
  pageKeys: Record<number, string | null>;
  loadingPages: number[];
  selected: string[];
  /** "All N results of the filter": every match of the query, also on pages not loaded. */
  allOfFilter: boolean;
}

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
  list: ListState;
  editor: EditorState;
  cultures: Culture[];
  fields: SubscriberField[];
  groups: GroupsState;
  importer: ImportState;
}

const initialList: ListState = {
  query: { search: '', profileId: null },
  generation: 0,
  status: 'idle',
  total: 0,
  totalExact: true,
  pages: {},
  pageKeys: {},
  loadingPages: [],
  selected: [],
  allOfFilter: false,
};

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
  list: initialList,
  editor: initialEditor,
  cultures: [],
  fields: [],
  groups: initialGroups,
  importer: initialImport,
};

const replaceSubscriber = (list: ListState, subscriber: Subscriber) => {
  for (const rows of Object.values(list.pages)) {
    const at = rows.findIndex((row) => row.uniqueId === subscriber.uniqueId);
    if (at >= 0) rows[at] = subscriber;
  }
};

const subscribersSlice = createSlice({
  name: 'subscribers',
  initialState: initialSubscribersState,
  reducers: {
    /** A list screen opened or its search or group changed: the list starts again. */
    listQueryChanged(state, action: PayloadAction<ListQuery>) {
      // A selection outlives a new search (to gather people found by several searches), but
      // not a change of group.
      const sameGroup = action.payload.profileId === state.list.query.profileId;
      state.list = {
        ...initialList,
        query: action.payload,
        generation: state.list.generation + 1,
        status: 'loading',
        selected: sameGroup ? state.list.selected : [],
      };
    },
    pageRequested(state, action: PayloadAction<number>) {
      if (!state.list.loadingPages.includes(action.payload)) {
        state.list.loadingPages.push(action.payload);
      }
    },
    pageLoaded(
      state,
      action: PayloadAction<{ generation: number; page: number; result: SubscriberPage }>,
    ) {
      const { generation, page, result } = action.payload;
      if (generation !== state.list.generation) return;
      state.list.status = 'loaded';
      state.list.total = result.total;
      state.list.totalExact = result.totalExact;
      state.list.pages[page] = result.subscribers;
      state.list.pageKeys[page] = result.nextAfter;
      state.list.loadingPages = state.list.loadingPages.filter((p) => p !== page);
    },
    pageLoadFailed(state, action: PayloadAction<{ generation: number; page: number }>) {
      if (action.payload.generation !== state.list.generation) return;
      state.list.status = 'failed';
      state.list.loadingPages = state.list.loadingPages.filter((p) => p !== action.payload.page);
    },
    selectionToggled(state, action: PayloadAction<string>) {
      const { selected } = state.list;
      state.list.allOfFilter = false;
      state.list.selected = selected.includes(action.payload)
        ? selected.filter((id) => id !== action.payload)
        : [...selected, action.payload];
    },
    selectionCleared(state) {
      state.list.selected = [];
      state.list.allOfFilter = false;
    },
    /** Ticks every row loaded so far (the visible rows), or unticks them all. */
    visibleSelectionToggled(state) {
      const visible = Object.values(state.list.pages)
        .flat()
        .map((subscriber) => subscriber.uniqueId);
      const allTicked = visible.every((id) => state.list.selected.includes(id));
      state.list.allOfFilter = false;
      state.list.selected = allTicked
        ? state.list.selected.filter((id) => !visible.includes(id))
        : [...new Set([...state.list.selected, ...visible])];
    },
    allOfFilterSelected(state) {
      state.list.allOfFilter = true;
    },
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
    subscriberSaved(state, action: PayloadAction<{ subscriber: Subscriber; isNew: boolean }>) {
      state.editor = initialEditor;
      if (action.payload.isNew) {
        // A new subscriber joins at the end: the list reloads from there when scrolled to.
        state.list.total += 1;
        const lastPage = Math.floor((state.list.total - 1) / pageSize);
        delete state.list.pages[lastPage];
      } else replaceSubscriber(state.list, action.payload.subscriber);
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
    subscriberChanged(state, action: PayloadAction<Subscriber>) {
      replaceSubscriber(state.list, action.payload);
    },
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
      state.list.selected = [];
      state.list.allOfFilter = false;
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

export const {
  listQueryChanged,
  pageRequested,
  pageLoaded,
  pageLoadFailed,
  selectionToggled,
  visibleSelectionToggled,
  allOfFilterSelected,
  selectionCleared,
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
  subscriberChanged,
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

export const subscribersReducer = subscribersSlice.reducer;
