import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SubscriberField, TextComponent } from '../../../common/subscribers';
import type { MediaFolderContents } from '../../../common/media';
import type {
  TemplateContent,
  TemplateEditorState,
  TemplateFilters,
  TemplateListEntry,
} from '../../../common/templates';
import type { ApiErrorDetail } from '../../../common/validation';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';
import { withList, type ListState } from '../../components/list/listSlice';
import { assetSearchReducers, initialAssetSearch, type AssetSearch } from '../media/assetSearch';
import { templateList, type TemplateGroupCounts, type TemplateQuery } from './templateList';

export type ListAction = 'copy' | 'archive' | 'delete';

export interface SaveRequest {
  id: number;
  content: TemplateContent;
  /** Submit for approval once saved. */
  thenSubmit: boolean;
}

export interface TemplatesState {
  /** The overview's rows, query and paging (the list kit). */
  list: ListState<TemplateListEntry, TemplateQuery, TemplateGroupCounts>;
  /** The overview's filter choices (languages and creators in use). */
  listFilters: TemplateFilters | null;
  /** Copy, archive or delete from the overview. */
  listAction: {
    status: 'idle' | 'busy' | 'failed';
    kind: ListAction | null;
    done: ListAction | null;
    errorKey: string | null;
    details: ApiErrorDetail[];
  };
  /** What the placeholder choosers offer: subscriber fields and text components. */
  placeholders: {
    status: LoadStatus;
    fields: SubscriberField[];
    textComponents: TextComponent[];
    /** The last placeholder a chooser screen picked. */
    chosen: string | null;
  };
  editor: {
    status: LoadStatus;
    state: TemplateEditorState | null;
    save: {
      status: 'idle' | 'saving' | 'submitting' | 'failed';
      done: 'saved' | 'submitted' | null;
      errorKey: string | null;
      fieldErrors: ApiErrorDetail[];
    };
    media: { status: LoadStatus; contents: MediaFolderContents | null; search: AssetSearch };
    upload: {
      status: 'idle' | 'uploading' | 'failed';
      errorKey: string | null;
      path: string | null;
      /** The uploaded image's name in the media database. */
      name: string | null;
    };
  };
}

const idleAction: TemplatesState['listAction'] = {
  status: 'idle',
  kind: null,
  done: null,
  errorKey: null,
  details: [],
};
const idleSave: TemplatesState['editor']['save'] = {
  status: 'idle',
  done: null,
  errorKey: null,
  fieldErrors: [],
};

export const initialTemplatesState: TemplatesState = {
  list: templateList.initialState,
  listFilters: null,
  listAction: idleAction,
  placeholders: { status: 'idle', fields: [], textComponents: [], chosen: null },
  editor: {
    status: 'idle',
    state: null,
    save: idleSave,
    media: { status: 'idle', contents: null, search: initialAssetSearch },
    upload: { status: 'idle', errorKey: null, path: null, name: null },
  },
};

const mediaSearch = assetSearchReducers<TemplatesState>((state) => state.editor.media.search);

const slice = createSlice({
  name: 'templates',
  initialState: initialTemplatesState,
  reducers: {
    filtersLoaded(state, action: PayloadAction<TemplateFilters>) {
      state.listFilters = action.payload;
    },
    copyRequested(state, _action: PayloadAction<number>) {
      state.listAction = { ...idleAction, status: 'busy', kind: 'copy' };
    },
    archiveRequested(state, _action: PayloadAction<number[]>) {
      state.listAction = { ...idleAction, status: 'busy', kind: 'archive' };
    },
    deleteRequested(state, _action: PayloadAction<number[]>) {
      state.listAction = { ...idleAction, status: 'busy', kind: 'delete' };
    },
    listActionSucceeded(state, action: PayloadAction<ListAction>) {
      state.listAction = { ...idleAction, done: action.payload };
    },
    listActionFailed(
      state,
      action: PayloadAction<{ kind: ListAction; errorKey: string; details: ApiErrorDetail[] }>,
    ) {
      state.listAction = { ...idleAction, status: 'failed', ...action.payload };
    },
    editorRequested(state, _action: PayloadAction<number>) {
      state.editor = { ...initialTemplatesState.editor, status: 'loading' };
    },
    /** The editor closed: the next visit loads afresh. */
    editorClosed(state) {
      state.editor = initialTemplatesState.editor;
    },
    editorLoaded(state, action: PayloadAction<TemplateEditorState>) {
      state.editor.status = 'loaded';
      state.editor.state = action.payload;
    },
    /** The open editor's template left review (approved, rejected, …): the verdict shows. */
    editorReviewed(state, action: PayloadAction<TemplateEditorState>) {
      if (state.editor.state?.template.id !== action.payload.template.id) return;
      state.editor.state = action.payload;
    },
    editorLoadFailed(state, action: PayloadAction<string>) {
      state.editor.status = 'failed';
      state.editor.save = { ...idleSave, errorKey: action.payload };
    },
    placeholdersRequested(state) {
      if (state.placeholders.status !== 'loaded') state.placeholders.status = 'loading';
    },
    placeholdersLoaded(
      state,
      action: PayloadAction<{ fields: SubscriberField[]; textComponents: TextComponent[] }>,
    ) {
      state.placeholders = { ...state.placeholders, status: 'loaded', ...action.payload };
    },
    placeholdersLoadFailed(state) {
      state.placeholders.status = 'failed';
    },
    /** A chooser's pick: posted to the editor that opened it. */
    placeholderChosen(state, action: PayloadAction<string>) {
      state.placeholders.chosen = action.payload;
    },
    saveRequested(state, action: PayloadAction<SaveRequest>) {
      state.editor.save = {
        ...idleSave,
        status: action.payload.thenSubmit ? 'submitting' : 'saving',
      };
    },
    saveSucceeded(
      state,
      action: PayloadAction<{ state: TemplateEditorState; done: 'saved' | 'submitted' }>,
    ) {
      state.editor.state = action.payload.state;
      state.editor.save = { ...idleSave, done: action.payload.done };
    },
    saveFailed(state, action: PayloadAction<{ errorKey: string; fieldErrors: ApiErrorDetail[] }>) {
      state.editor.save = { ...idleSave, status: 'failed', ...action.payload };
    },
    mediaSearchChanged: mediaSearch.changed,
    mediaSearchLoaded: mediaSearch.loaded,
    mediaSearchFailed: mediaSearch.failed,
    mediaRequested(state, _action: PayloadAction<number | null>) {
      state.editor.media.status = 'loading';
    },
    mediaLoaded(state, action: PayloadAction<MediaFolderContents>) {
      state.editor.media = { ...state.editor.media, status: 'loaded', contents: action.payload };
    },
    mediaLoadFailed(state) {
      state.editor.media.status = 'failed';
    },
    uploadRequested(state, _action: PayloadAction<string>) {
      state.editor.upload = { status: 'uploading', errorKey: null, path: null, name: null };
    },
    uploadSucceeded(state, action: PayloadAction<{ path: string; name: string }>) {
      state.editor.upload = { status: 'idle', errorKey: null, ...action.payload };
    },
    uploadFailed(state, action: PayloadAction<string>) {
      state.editor.upload = { status: 'failed', errorKey: action.payload, path: null, name: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialTemplatesState);
  },
});

export const {
  filtersLoaded,
  copyRequested,
  archiveRequested,
  deleteRequested,
  listActionSucceeded,
  listActionFailed,
  editorRequested,
  editorClosed,
  editorLoaded,
  editorReviewed,
  editorLoadFailed,
  placeholdersRequested,
  placeholdersLoaded,
  placeholdersLoadFailed,
  placeholderChosen,
  saveRequested,
  saveSucceeded,
  saveFailed,
  mediaSearchChanged,
  mediaSearchLoaded,
  mediaSearchFailed,
  mediaRequested,
  mediaLoaded,
  mediaLoadFailed,
  uploadRequested,
  uploadSucceeded,
  uploadFailed,
} = slice.actions;
export const templatesReducer = withList(slice.reducer, 'list', templateList.reducer);
