import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialNewslettersState } from './slice';

/** The newsletters state; its initial state until the first action reached the injected slice. */
export const selectNewsletters = (state: RootState) => state.newsletters ?? initialNewslettersState;
export const selectNewsletterList = (state: RootState) => selectNewsletters(state).list;
export const selectNewsletterListFilters = (state: RootState) =>
  selectNewsletters(state).listFilters;
export const selectNewsletterListAction = (state: RootState) => selectNewsletters(state).listAction;
export const selectNewsletterEditor = (state: RootState) => selectNewsletters(state).editor;
export const selectRecipientList = (state: RootState) => selectNewsletters(state).recipientList;
