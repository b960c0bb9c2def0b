import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  MediaAsset,
  MediaAssetChange,
  MediaFolder,
  MediaFolderContents,
  MediaWebspace,
} from '../../../common/media';
import { accountSwitched } from '../../store/accountEvents';
import { assetSearchReducers, initialAssetSearch, type AssetSearch } from './assetSearch';
import type { LoadStatus } from '../../store/loadStatus';

/**
 * Why something failed: the server's errorKey (spec section 8) with the values its text names
 * (the allowed extensions, the maximum size, the webspace), or `unknownError`.
 */
export interface MediaFailure {
  errorKey: string;
  params: Record<string, string | number>;
}

/** One file on its way up; the File itself is held outside the store (heldFiles.ts). */
export interface MediaUpload {
  uploadId: string;
  name: string;
  size: number;
  loaded: number;
  status: 'uploading' | 'done' | 'failed';
  failure: MediaFailure | null;
}

/** The operations other than uploads: folders and assets changed from the screen. */
export type MediaOperation =
  'createFolder' | 'renameFolder' | 'deleteFolder' | 'renameAsset' | 'tagAsset' | 'deleteAsset';

export const assetsAdapter = createEntityAdapter<MediaAsset>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, 'de'),
});

export interface MediaState {
  /** The folder shown; null is the top level. */
  folderId: number | null;
  /** `notFound`: the folder is not in this account (another account's deep link, issue 23). */
  status: LoadStatus | 'notFound';
  folder: MediaFolder | null;
  path: MediaFolder[];
  folders: MediaFolder[];
  assets: ReturnType<typeof assetsAdapter.getInitialState>;
  webspace: MediaWebspace | null;
  uploads: MediaUpload[];
  operation: {
    kind: MediaOperation | null;
    status: 'idle' | 'running' | 'failed';
    failure: MediaFailure | null;
  };
  search: AssetSearch;
}

export const initialMediaState: MediaState = {
  folderId: null,
  status: 'idle',
  folder: null,
  path: [],
  folders: [],
  assets: assetsAdapter.getInitialState(),
  webspace: null,
  uploads: [],
  operation: { kind: null, status: 'idle', failure: null },
  search: initialAssetSearch,
};

const search = assetSearchReducers<MediaState>((state) => state.search);

const byName = (a: MediaFolder, b: MediaFolder) => a.name.localeCompare(b.name, 'de');

function started(state: MediaState, kind: MediaOperation) {
  state.operation = { kind, status: 'running', failure: null };
}

function finished(state: MediaState) {
  state.operation = { kind: null, status: 'idle', failure: null };
}

const mediaSlice = createSlice({
  name: 'media',
  initialState: initialMediaState,
  reducers: {
    assetSearchChanged: search.changed,
    assetSearchLoaded: search.loaded,
    assetSearchFailed: search.failed,
    folderOpened(state, action: PayloadAction<number | null>) {
      state.folderId = action.payload;
      state.status = 'loading';
      state.operation = initialMediaState.operation;
    },
    folderLoaded(state, action: PayloadAction<MediaFolderContents>) {
      const { folder, path, folders, assets, webspace } = action.payload;
      state.status = 'loaded';
      state.folder = folder;
      state.path = path;
      state.folders = folders;
      assetsAdapter.setAll(state.assets, assets);
      state.webspace = webspace;
    },
    folderLoadFailed(state) {
      state.status = 'failed';
    },
    folderNotFound(state) {
      state.status = 'notFound';
    },
    folderCreateRequested(state, _action: PayloadAction<{ name: string }>) {
      started(state, 'createFolder');
    },
    folderCreated(state, action: PayloadAction<MediaFolder>) {
      finished(state);
      if (action.payload.parentId === state.folderId) {
        state.folders.push(action.payload);
        state.folders.sort(byName);
      }
    },
    folderRenameRequested(state, _action: PayloadAction<{ id: number; name: string }>) {
      started(state, 'renameFolder');
    },
    folderRenamed(state, action: PayloadAction<MediaFolder>) {
      finished(state);
      state.folders = state.folders
        .map((folder) => (folder.id === action.payload.id ? action.payload : folder))
        .sort(byName);
    },
    folderDeleteRequested(state, _action: PayloadAction<number>) {
      started(state, 'deleteFolder');
    },
    folderDeleted(state, action: PayloadAction<number>) {
      finished(state);
      state.folders = state.folders.filter((folder) => folder.id !== action.payload);
    },
    assetUpdateRequested(state, action: PayloadAction<{ id: string; change: MediaAssetChange }>) {
      started(state, action.payload.change.tags ? 'tagAsset' : 'renameAsset');
    },
    assetUpdated(state, action: PayloadAction<MediaAsset>) {
      finished(state);
      state.search.assets = state.search.assets.map((a) =>
        a.id === action.payload.id ? action.payload : a,
      );
      if (action.payload.folderId === state.folderId) {
        assetsAdapter.setOne(state.assets, action.payload);
      } else {
        assetsAdapter.removeOne(state.assets, action.payload.id);
      }
    },
    assetDeleteRequested(state, _action: PayloadAction<string>) {
      started(state, 'deleteAsset');
    },
    assetDeleted(state, action: PayloadAction<{ id: string; webspace: MediaWebspace }>) {
      finished(state);
      assetsAdapter.removeOne(state.assets, action.payload.id);
      state.search.assets = state.search.assets.filter((a) => a.id !== action.payload.id);
      state.webspace = action.payload.webspace;
    },
    operationFailed(state, action: PayloadAction<MediaFailure>) {
      state.operation.status = 'failed';
      state.operation.failure = action.payload;
    },
    operationDismissed(state) {
      finished(state);
    },
    /** One file to upload into the folder shown; `uploadId` names the held File. */
    uploadRequested(
      state,
      action: PayloadAction<{
        uploadId: string;
        name: string;
        size: number;
        folderId: number | null;
      }>,
    ) {
      const { uploadId, name, size } = action.payload;
      state.uploads.push({ uploadId, name, size, loaded: 0, status: 'uploading', failure: null });
    },
    uploadProgressed(state, action: PayloadAction<{ uploadId: string; loaded: number }>) {
      const upload = state.uploads.find((u) => u.uploadId === action.payload.uploadId);
      if (upload) upload.loaded = Math.min(action.payload.loaded, upload.size);
    },
    uploadSucceeded(
      state,
      action: PayloadAction<{ uploadId: string; asset: MediaAsset; webspace: MediaWebspace }>,
    ) {
      const { uploadId, asset, webspace } = action.payload;
      const upload = state.uploads.find((u) => u.uploadId === uploadId);
      if (upload) {
        upload.status = 'done';
        upload.loaded = upload.size;
      }
      if (asset.folderId === state.folderId) assetsAdapter.setOne(state.assets, asset);
      state.webspace = webspace;
    },
    uploadFailed(state, action: PayloadAction<{ uploadId: string; failure: MediaFailure }>) {
      const upload = state.uploads.find((u) => u.uploadId === action.payload.uploadId);
      if (upload) {
        upload.status = 'failed';
        upload.failure = action.payload.failure;
      }
    },
    /** Upload tried without a file (spec section 8: no file chosen). */
    uploadWithoutFile(state) {
      state.uploads.push({
        uploadId: `none-${state.uploads.length}`,
        name: '',
        size: 0,
        loaded: 0,
        status: 'failed',
        failure: { errorKey: 'noFileChosen', params: {} },
      });
    },
    uploadDismissed(state, action: PayloadAction<string>) {
      state.uploads = state.uploads.filter((u) => u.uploadId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialMediaState);
  },
});

export const {
  assetSearchChanged,
  assetSearchLoaded,
  assetSearchFailed,
  folderOpened,
  folderLoaded,
  folderLoadFailed,
  folderNotFound,
  folderCreateRequested,
  folderCreated,
  folderRenameRequested,
  folderRenamed,
  folderDeleteRequested,
  folderDeleted,
  assetUpdateRequested,
  assetUpdated,
  assetDeleteRequested,
  assetDeleted,
  operationFailed,
  operationDismissed,
  uploadRequested,
  uploadProgressed,
  uploadSucceeded,
  uploadFailed,
  uploadWithoutFile,
  uploadDismissed,
} = mediaSlice.actions;
export const mediaReducer = mediaSlice.reducer;
