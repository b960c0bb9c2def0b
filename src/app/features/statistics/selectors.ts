import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialStatisticsState } from './slice';

/** The statistics state; its initial state until the first action reached the injected slice. */
export const selectStatistics = (state: RootState) => state.statistics ?? initialStatisticsState;
export const selectStatisticOverview = (state: RootState) => selectStatistics(state).overview;
export const selectStatisticDetails = (state: RootState) => selectStatistics(state).details;
export const selectStatisticDetailList = (state: RootState) => selectStatistics(state).detailList;
