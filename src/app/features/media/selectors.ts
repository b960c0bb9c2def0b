import type { RootState } from '../../store/rootReducer';
import './feature';
import { assetsAdapter, initialMediaState } from './slice';

/** The media state; its initial state until the first action reached the injected slice. */
export const selectMedia = (state: RootState) => state.media ?? initialMediaState;
export const selectMediaUploads = (state: RootState) => selectMedia(state).uploads;
export const selectMediaOperation = (state: RootState) => selectMedia(state).operation;

const assetSelectors = assetsAdapter.getSelectors((state: RootState) => selectMedia(state).assets);
export const selectMediaAssets = assetSelectors.selectAll;
