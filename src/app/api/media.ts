import type {
  MediaAsset,
  MediaAssetChange,
  MediaAssetSearchResult,
  MediaFolder,
  MediaFolderContents,
  MediaWebspace,
} from '../../common/media';
import { requestJson, requestVoid, currentAccessToken } from './client';
import { ApiRequestError } from './errors';
import { normalizeKeys } from './normalizeKeys';
import { suiteService } from './services';

/** The media database calls of the main suite service (spec section 7 and the screen's own). */

export function getFolderContents(folderId: number | null): Promise<MediaFolderContents> {
  return requestJson((signal) =>
    suiteService.get('API/MediaDatabase/Folder', {
      searchParams: folderId === null ? {} : { folderId },
      signal,
    }),
  );
}

/** Assets of any folder whose name or a tag contains the text (at least 3 characters). */
export function searchAssets(searchText: string): Promise<MediaAssetSearchResult> {
  return requestJson((signal) =>
    suiteService.get('API/MediaDatabase/Search', { searchParams: { searchText }, signal }),
  );
}

export function createFolder(name: string, parentId: number | null): Promise<MediaFolder> {
  return requestJson((signal) =>
    suiteService.post('API/MediaDatabase/Folder', { json: { name, parentId }, signal }),
  );
}

export function renameFolder(id: number, name: string): Promise<MediaFolder> {
  return requestJson((signal) =>
    suiteService.patch(`API/MediaDatabase/Folder/${id}`, { json: { name }, signal }),
  );
}

export function deleteFolder(id: number): Promise<void> {
  return requestVoid((signal) => suiteService.delete(`API/MediaDatabase/Folder/${id}`, { signal }));
}

export function updateAsset(id: string, change: MediaAssetChange): Promise<MediaAsset> {
  return requestJson((signal) =>
    suiteService.patch(`API/MediaDatabase/Asset/${id}`, { json: change, signal }),
  );
}

export function deleteAsset(id: string): Promise<{ webspace: MediaWebspace }> {
  return requestJson((signal) => suiteService.delete(`API/MediaDatabase/Asset/${id}`, { signal }));
}

export interface UploadResult {
  asset: MediaAsset;
  webspace: MediaWebspace;
}

export type UploadEvent =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; result: UploadResult }
  | { type: 'failed'; error: ApiRequestError };

/**
 * `POST /API/MediaDatabase/UploadFile?targetFolder=`: one file as multipart form data, through
 * XMLHttpRequest because fetch reports no upload progress over HTTP/1.1. Calls `listener` with
 * progress and the outcome; answers a function that aborts the upload.
 */
export function startUpload(
  file: Blob & { name: string },
  folderId: number | null,
  listener: (event: UploadEvent) => void,
): () => void {
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const fail = (status: number, body: object) =>
    listener({ type: 'failed', error: new ApiRequestError(status, body) });
  xhr.upload.onprogress = (event) =>
    listener({ type: 'progress', loaded: event.loaded, total: event.total || file.size });
  xhr.onload = () => {
    let body: unknown = {};
    try {
      body = normalizeKeys(JSON.parse(xhr.responseText || '{}'));
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    if (xhr.status === 201) listener({ type: 'done', result: body as UploadResult });
    else fail(xhr.status, (body ?? {}) as object);
  };
  xhr.onerror = () => fail(0, { errorKey: 'network' });
  const url = new URL('API/MediaDatabase/UploadFile', `${window.location.origin}/`);
  if (folderId !== null) url.searchParams.set('targetFolder', String(folderId));
  void currentAccessToken().then((token) => {
    if (aborted) return;
    xhr.open('POST', url.toString());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return () => {
    aborted = true;
    xhr.abort();
  };
}
