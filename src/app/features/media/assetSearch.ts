import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put } from 'typed-redux-saga';
import type { MediaAsset, MediaAssetSearchResult } from '../../../common/media';
import { searchableText } from '../../../common/search';
import { isAbortError } from '../../api/errors';
import { searchAssets } from '../../api/media';
import { callApi } from '../../auth/callApi';
import type { LoadStatus } from '../../store/loadStatus';

/**
 * The asset search of the media database and the template editor's image picker (spec section
 * 5: from 3 characters): each slice keeps one of these and runs the same saga.
 */
export interface AssetSearch {
  /** What the search box holds; under 3 characters the folder is shown instead. */
  text: string;
  status: LoadStatus;
  assets: MediaAsset[];
  hasMore: boolean;
}

export const initialAssetSearch: AssetSearch = {
  text: '',
  status: 'idle',
  assets: [],
  hasMore: false,
};

/** The reducers a slice adds for its search (under the slice's own action names). */
export const assetSearchReducers = <S>(searchOf: (state: S) => AssetSearch) => ({
  changed(state: S, action: PayloadAction<string>) {
    const search = searchOf(state);
    search.text = action.payload;
    search.status = searchableText(action.payload) ? 'loading' : 'idle';
    if (search.status === 'idle') Object.assign(search, { assets: [], hasMore: false });
  },
  loaded(state: S, action: PayloadAction<MediaAssetSearchResult>) {
    Object.assign(searchOf(state), { status: 'loaded', ...action.payload });
  },
  failed(state: S) {
    searchOf(state).status = 'failed';
  },
});

/** Milliseconds of quiet typing before the search is sent. */
export const assetSearchPauseMs = 300;

/**
 * Searches once the typing pauses; run it with takeLatest so only the current text's answer is
 * applied (a newer text cancels the older search, its request aborted).
 */
export function* runAssetSearch(
  text: string,
  loaded: (result: MediaAssetSearchResult) => PayloadAction<MediaAssetSearchResult>,
  failed: () => { type: string },
): SagaIterator<void> {
  const searchText = searchableText(text);
  if (!searchText) return;
  yield* delay(assetSearchPauseMs);
  try {
    yield* put(
      loaded(yield* call(callApi<[string], MediaAssetSearchResult>, searchAssets, searchText)),
    );
  } catch (error) {
    if (!isAbortError(error)) yield* put(failed());
  }
}
