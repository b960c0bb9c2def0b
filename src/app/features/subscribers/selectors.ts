import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialSubscribersState } from './slice';

/** The subscriber state; its initial state until the first action reached the injected slice. */
export const selectSubscribers = (state: RootState) => state.subscribers ?? initialSubscribersState;
export const selectSubscriberList = (state: RootState) => selectSubscribers(state).list;
export const selectSubscriberEditor = (state: RootState) => selectSubscribers(state).editor;
export const selectGroups = (state: RootState) => selectSubscribers(state).groups;
export const selectImporter = (state: RootState) => selectSubscribers(state).importer;
export const selectCultures = (state: RootState) => selectSubscribers(state).cultures;
export const selectCustomFields = (state: RootState) =>
  selectSubscribers(state).fields.filter((field) => field.isCustom);
