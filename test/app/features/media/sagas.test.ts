import { channel, buffers } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiRequestError } from '../../../../src/app/api/errors';
import {
  createFolder,
  deleteAsset,
  getFolderContents,
  searchAssets,
  updateAsset,
  type UploadEvent,
} from '../../../../src/app/api/media';
import { callApi, refreshAccessToken } from '../../../../src/app/auth/callApi';
import { holdFile } from '../../../../src/app/features/media/heldFiles';
import { mediaSaga, uploadChannel } from '../../../../src/app/features/media/sagas';
import { assetSearchPauseMs } from '../../../../src/app/features/media/assetSearch';
import {
  assetDeleted,
  assetDeleteRequested,
  assetSearchChanged,
  assetSearchFailed,
  assetUpdated,
  assetUpdateRequested,
  folderCreated,
  folderCreateRequested,
  folderLoaded,
  folderLoadFailed,
  folderNotFound,
  folderOpened,
  initialMediaState,
  mediaReducer,
  operationFailed,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadSucceeded,
  type MediaState,
} from '../../../../src/app/features/media/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import type { MediaAsset, MediaFolderContents } from '../../../../src/common/media';

const asset: MediaAsset = {
  id: '5b0c8f0e-3a1d-4c55-9d1e-0f5f2d7b9a11',
  folderId: 3,
  name: 'Header Sommer',
  tags: [],
  extension: 'png',
  contentType: 'image/png',
  size: 2048,
  width: 320,
  height: 168,
  creator: 'Max Marketing',
  createdAt: '2026-11-23T07:00:00.000Z',
  changedAt: '2026-11-23T07:00:00.000Z',
  url: '/Media/1/5b0c8f0e-3a1d-4c55-9d1e-0f5f2d7b9a11.png',
};
const webspace = { usedBytes: 4096, limitBytes: 104857600 };
const contents: MediaFolderContents = {
  folder: { id: 3, parentId: null, name: 'Newsletter-Header', createdAt: asset.createdAt },
  path: [],
  folders: [],
  assets: [asset],
  webspace,
};

/** The root state shape the sagas select from. */
const rootReducer = (state: { media: MediaState } | undefined, action: { type: string }) => ({
  media: mediaReducer(state?.media, action as never),
});
const loadedState = () => ({
  media: mediaReducer(mediaReducer(initialMediaState, folderOpened(3)), folderLoaded(contents)),
});

/** An upload channel that has already heard `events`, as the XHR would report them. */
function heard(...events: UploadEvent[]) {
  const fake = channel<UploadEvent>(buffers.expanding());
  for (const event of events) fake.put(event);
  return fake;
}

const png = (size: number, name = 'neu.png') => new File([new Uint8Array(size)], name);

describe('mediaSaga: browsing and changing', () => {
  it('loads the folder opened', () =>
    expectSaga(mediaSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(callApi), contents]])
      .call(callApi, getFolderContents, 3)
      .put(folderLoaded(contents))
      .dispatch(folderOpened(3))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.media.status).toBe('loaded');
        expect(storeState.media.assets.ids).toEqual([asset.id]);
      }));

  it('marks a failed load (the screen offers a retry)', () =>
    expectSaga(mediaSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(callApi), throwError(new ApiRequestError(500, {}))]])
      .put(folderLoadFailed())
      .dispatch(folderOpened(null))
      .silentRun(50));

  it("names a folder that is not in this account as not found (a deep link's), not as failed", () =>
    expectSaga(mediaSaga)
      .withReducer(rootReducer)
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiRequestError(404, { errorKey: 'folderNotFound' })),
        ],
      ])
      .put(folderNotFound())
      .not.put(folderLoadFailed())
      .dispatch(folderOpened(77))
      .silentRun(50));

  it('creates a folder inside the folder shown', () => {
    const created = { id: 9, parentId: 3, name: 'Juli', createdAt: asset.createdAt };
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([[matchers.call.fn(callApi), created]])
      .call(callApi, createFolder, 'Juli', 3)
      .put(folderCreated(created))
      .dispatch(folderCreateRequested({ name: 'Juli' }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.media.folders.map((f: { name: string }) => f.name)).toEqual(['Juli']);
        expect(storeState.media.operation.status).toBe('idle');
      });
  });

  it('keeps the refusal of a folder name in use for the dialog', () =>
    expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([
        [
          matchers.call.fn(callApi),
          throwError(new ApiRequestError(409, { errorKey: 'folderNameDuplicate' })),
        ],
      ])
      .put(operationFailed({ errorKey: 'folderNameDuplicate', params: {} }))
      .dispatch(folderCreateRequested({ name: 'Logos' }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.media.operation.status).toBe('failed')));

  it('tags an asset and deletes one, keeping the webspace the server answered', () => {
    const tagged = { ...asset, tags: ['Sommer'] };
    const after = { usedBytes: 2048, limitBytes: 104857600 };
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([
        [matchers.call(callApi, updateAsset, asset.id, { tags: ['Sommer'] }), tagged],
        [matchers.call(callApi, deleteAsset, asset.id), { webspace: after }],
      ])
      .put(assetUpdated(tagged))
      .put(assetDeleted({ id: asset.id, webspace: after }))
      .dispatch(assetUpdateRequested({ id: asset.id, change: { tags: ['Sommer'] } }))
      .dispatch(assetDeleteRequested(asset.id))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.media.assets.ids).toEqual([]);
        expect(storeState.media.webspace).toEqual(after);
      });
  });

  it('forgets everything on accountSwitched', () => {
    expect(mediaReducer(loadedState().media, accountSwitched({ accountId: 2 }))).toEqual(
      initialMediaState,
    );
  });
});

describe('mediaSaga: uploads', () => {
  it('uploads with progress and shows the new asset in its folder', () => {
    const file = png(2048);
    const uploadId = holdFile(file);
    const result = { asset: { ...asset, id: 'new', name: 'neu' }, webspace };
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([
        [
          matchers.call(uploadChannel, file, 3),
          heard({ type: 'progress', loaded: 1024, total: 2048 }, { type: 'done', result }),
        ],
      ])
      .put(uploadProgressed({ uploadId, loaded: 1024 }))
      .put(uploadSucceeded({ uploadId, ...result }))
      .dispatch(uploadRequested({ uploadId, name: 'neu.png', size: 2048, folderId: 3 }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.media.uploads).toEqual([
          expect.objectContaining({ uploadId, status: 'done', loaded: 2048 }),
        ]);
        expect(storeState.media.assets.ids).toContain('new');
      });
  });

  it('refuses a .gif and a file over 5242880 bytes without sending a byte', () => {
    const gifId = holdFile(png(10, 'animation.gif'));
    const bigId = holdFile(png(5242881, 'gross.png'));
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([[matchers.call.fn(uploadChannel), throwError(new Error('must not send'))]])
      .not.call.fn(uploadChannel)
      .put(
        uploadFailed({
          uploadId: gifId,
          failure: {
            errorKey: 'extensionNotAllowed',
            params: { allowed: 'jpg, jpeg, png', extension: 'gif' },
          },
        }),
      )
      .put(
        uploadFailed({
          uploadId: bigId,
          failure: { errorKey: 'fileTooLarge', params: { maxBytes: 5242880 } },
        }),
      )
      .dispatch(uploadRequested({ uploadId: gifId, name: 'animation.gif', size: 10, folderId: 3 }))
      .dispatch(uploadRequested({ uploadId: bigId, name: 'gross.png', size: 5242881, folderId: 3 }))
      .silentRun(50);
  });

  it("keeps the server's refusal with its key (a text renamed .png)", () => {
    const file = png(30, 'text.png');
    const uploadId = holdFile(file);
    const refusal = new ApiRequestError(422, { errorKey: 'imageUnsupported', message: 'x' });
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([[matchers.call.fn(uploadChannel), heard({ type: 'failed', error: refusal })]])
      .put(uploadFailed({ uploadId, failure: { errorKey: 'imageUnsupported', params: {} } }))
      .dispatch(uploadRequested({ uploadId, name: 'text.png', size: 30, folderId: 3 }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.media.assets.ids).toEqual([asset.id]));
  });

  it('refreshes the token once after a 401 and sends again', () => {
    const file = png(2048);
    const uploadId = holdFile(file);
    const result = { asset, webspace };
    let sends = 0;
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([
        [matchers.call.fn(refreshAccessToken), undefined],
        {
          call(effect, next) {
            if (effect.fn !== uploadChannel) return next();
            sends += 1;
            return sends === 1
              ? heard({ type: 'failed', error: new ApiRequestError(401, {}) })
              : heard({ type: 'done', result });
          },
        },
      ])
      .call(refreshAccessToken)
      .put(uploadSucceeded({ uploadId, ...result }))
      .dispatch(uploadRequested({ uploadId, name: 'neu.png', size: 2048, folderId: 3 }))
      .silentRun(50)
      .then(() => expect(sends).toBe(2));
  });
});

describe('asset search', () => {
  it('searches once the typing pauses, applies only the current text, and needs 3 characters', () => {
    const calls: string[] = [];
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === searchAssets) {
              calls.push(effect.args[1] as string);
              return { assets: [asset], hasMore: false };
            }
            return next();
          },
        },
      ])
      .dispatch(assetSearchChanged('He'))
      .dispatch(assetSearchChanged('Hea'))
      .dispatch(assetSearchChanged('Head'))
      .dispatch(assetSearchChanged(' Header '))
      .delay(assetSearchPauseMs + 50)
      .silentRun(assetSearchPauseMs + 200)
      .then(({ storeState }) => {
        expect(calls).toEqual(['Header']);
        expect(storeState.media.search).toEqual({
          text: ' Header ',
          status: 'loaded',
          assets: [asset],
          hasMore: false,
        });
      });
  });

  it('shows a failed search, and drops the hits when the text gets too short', () => {
    return expectSaga(mediaSaga)
      .withReducer(rootReducer, loadedState())
      .provide([
        [matchers.call(callApi, searchAssets, 'Header'), throwError(new ApiRequestError(500, {}))],
      ])
      .dispatch(assetSearchChanged('Header'))
      .delay(assetSearchPauseMs + 50)
      .put(assetSearchFailed())
      .dispatch(assetSearchChanged('He'))
      .silentRun(assetSearchPauseMs + 200)
      .then(({ storeState }) => {
        expect(storeState.media.search).toMatchObject({ text: 'He', status: 'idle', assets: [] });
      });
  });
});
