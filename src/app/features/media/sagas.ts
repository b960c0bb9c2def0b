import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery, takeLatest } from 'typed-redux-saga';
import { runAssetSearch } from './assetSearch';
import {
  allowedExtensions,
  extensionOf,
  isAllowedExtension,
  maxUploadBytes,
  mediaErrorKeys,
  type MediaAsset,
  type MediaAssetChange,
  type MediaFolder,
  type MediaFolderContents,
  type MediaWebspace,
} from '../../../common/media';
import { isAbortError, statusOf, type ApiRequestError } from '../../api/errors';
import {
  createFolder,
  deleteAsset,
  deleteFolder,
  getFolderContents,
  renameFolder,
  startUpload,
  updateAsset,
  type UploadEvent,
} from '../../api/media';
import { callApi, refreshAccessToken } from '../../auth/callApi';
import type { RootState } from '../../store/rootReducer';
import { takeHeldFile } from './heldFiles';
import {
  assetSearchChanged,
  assetSearchFailed,
  assetSearchLoaded,
  assetDeleted,
  assetDeleteRequested,
  assetUpdated,
  assetUpdateRequested,
  folderCreated,
  folderCreateRequested,
  folderDeleted,
  folderDeleteRequested,
  folderLoaded,
  folderLoadFailed,
  folderNotFound,
  folderOpened,
  folderRenamed,
  folderRenameRequested,
  operationFailed,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadSucceeded,
  type MediaFailure,
} from './slice';

const knownErrors = new Set<string>(Object.values(mediaErrorKeys));

/** What a failed call means for the screen: a key of spec section 8 with its values. */
export function failureOf(error: unknown): MediaFailure {
  const { errorKey, details } = (error ?? {}) as Partial<ApiRequestError>;
  if (errorKey === 'validation') {
    const required = details?.some((detail) => detail.reason === 'required');
    return { errorKey: required ? 'nameRequired' : 'nameInvalid', params: {} };
  }
  if (errorKey && knownErrors.has(errorKey)) {
    return { errorKey, params: details?.find((detail) => detail.params)?.params ?? {} };
  }
  return { errorKey: 'unknownError', params: {} };
}

/**
 * The rules the SPA can check before sending a byte (the server checks them again): an allowed
 * extension and the maximum size. The content is checked by the server only.
 */
export function uploadPrecheck(name: string, size: number): MediaFailure | null {
  const extension = extensionOf(name);
  if (!isAllowedExtension(extension)) {
    return {
      errorKey: mediaErrorKeys.extensionNotAllowed,
      params: { allowed: allowedExtensions.join(', '), extension },
    };
  }
  if (size > maxUploadBytes) {
    return { errorKey: mediaErrorKeys.fileTooLarge, params: { maxBytes: maxUploadBytes } };
  }
  if (size === 0) return { errorKey: mediaErrorKeys.noFileChosen, params: {} };
  return null;
}

const currentFolderId = (state: RootState) => state.media?.folderId ?? null;

export function* loadFolderSaga(action: ReturnType<typeof folderOpened>): SagaIterator<void> {
  try {
    const contents = yield* call(
      callApi<[number | null], MediaFolderContents>,
      getFolderContents,
      action.payload,
    );
    yield* put(folderLoaded(contents));
  } catch (error) {
    if (isAbortError(error)) return;
    // 404: the folder is not in this account (the screen asks whether another one holds it).
    const missing = action.payload !== null && statusOf(error) === 404;
    yield* put(missing ? folderNotFound() : folderLoadFailed());
  }
}

export function* createFolderSaga(
  action: ReturnType<typeof folderCreateRequested>,
): SagaIterator<void> {
  try {
    const parentId = yield* select(currentFolderId);
    const folder = yield* call(
      callApi<[string, number | null], MediaFolder>,
      createFolder,
      action.payload.name,
      parentId,
    );
    yield* put(folderCreated(folder));
  } catch (error) {
    if (!isAbortError(error)) yield* put(operationFailed(failureOf(error)));
  }
}

export function* renameFolderSaga(
  action: ReturnType<typeof folderRenameRequested>,
): SagaIterator<void> {
  try {
    const { id, name } = action.payload;
    const folder = yield* call(callApi<[number, string], MediaFolder>, renameFolder, id, name);
    yield* put(folderRenamed(folder));
  } catch (error) {
    if (!isAbortError(error)) yield* put(operationFailed(failureOf(error)));
  }
}

export function* deleteFolderSaga(
  action: ReturnType<typeof folderDeleteRequested>,
): SagaIterator<void> {
  try {
    yield* call(callApi<[number], void>, deleteFolder, action.payload);
    yield* put(folderDeleted(action.payload));
  } catch (error) {
    if (!isAbortError(error)) yield* put(operationFailed(failureOf(error)));
  }
}

export function* updateAssetSaga(
  action: ReturnType<typeof assetUpdateRequested>,
): SagaIterator<void> {
  try {
    const { id, change } = action.payload;
    const asset = yield* call(
      callApi<[string, MediaAssetChange], MediaAsset>,
      updateAsset,
      id,
      change,
    );
    yield* put(assetUpdated(asset));
  } catch (error) {
    if (!isAbortError(error)) yield* put(operationFailed(failureOf(error)));
  }
}

export function* deleteAssetSaga(
  action: ReturnType<typeof assetDeleteRequested>,
): SagaIterator<void> {
  try {
    const { webspace } = yield* call(
      callApi<[string], { webspace: MediaWebspace }>,
      deleteAsset,
      action.payload,
    );
    yield* put(assetDeleted({ id: action.payload, webspace }));
  } catch (error) {
    if (!isAbortError(error)) yield* put(operationFailed(failureOf(error)));
  }
}

/** An upload's progress and outcome as saga events; closing the channel aborts the upload. */
export function uploadChannel(file: File, folderId: number | null): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => startUpload(file, folderId, emit));
}

type UploadOutcome = Exclude<UploadEvent, { type: 'progress' }>;

/** Sends one file, putting its progress; answers the outcome. Cancelling aborts the request. */
export function* sendFile(
  uploadId: string,
  file: File,
  folderId: number | null,
): SagaIterator<UploadOutcome> {
  const channel = yield* call(uploadChannel, file, folderId);
  try {
    while (true) {
      const event = yield* take(channel);
      if (event.type !== 'progress') return event;
      yield* put(uploadProgressed({ uploadId, loaded: event.loaded }));
    }
  } finally {
    channel.close();
  }
}

/**
 * One upload: the rules checked here first (nothing sent for a wrong extension or a file too
 * large), then the file with a progress bar; a 401 refreshes the token once and sends again
 * (spec section 7). Each failure keeps its own key for its own text (spec section 8).
 */
export function* uploadSaga(action: ReturnType<typeof uploadRequested>): SagaIterator<void> {
  const { uploadId, name, size, folderId } = action.payload;
  const file = yield* call(takeHeldFile, uploadId);
  if (!file) {
    yield* put(uploadFailed({ uploadId, failure: { errorKey: 'noFileChosen', params: {} } }));
    return;
  }
  const precheck = uploadPrecheck(name, size);
  if (precheck) {
    yield* put(uploadFailed({ uploadId, failure: precheck }));
    return;
  }
  try {
    let outcome = yield* call(sendFile, uploadId, file, folderId);
    if (outcome.type === 'failed' && statusOf(outcome.error) === 401) {
      yield* call(refreshAccessToken);
      outcome = yield* call(sendFile, uploadId, file, folderId);
    }
    if (outcome.type === 'done') {
      yield* put(uploadSucceeded({ uploadId, ...outcome.result }));
    } else {
      yield* put(uploadFailed({ uploadId, failure: failureOf(outcome.error) }));
    }
  } catch (error) {
    yield* put(uploadFailed({ uploadId, failure: failureOf(error) }));
  }
}

function* searchSaga(action: ReturnType<typeof assetSearchChanged>): SagaIterator<void> {
  yield* call(runAssetSearch, action.payload, assetSearchLoaded, assetSearchFailed);
}

export function* mediaSaga(): SagaIterator<void> {
  yield* takeLatest(folderOpened, loadFolderSaga);
  yield* takeLatest(assetSearchChanged, searchSaga);
  yield* takeEvery(folderCreateRequested, createFolderSaga);
  yield* takeEvery(folderRenameRequested, renameFolderSaga);
  yield* takeEvery(folderDeleteRequested, deleteFolderSaga);
  yield* takeEvery(assetUpdateRequested, updateAssetSaga);
  yield* takeEvery(assetDeleteRequested, deleteAssetSaga);
  yield* takeEvery(uploadRequested, uploadSaga);
}
