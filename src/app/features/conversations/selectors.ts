import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialConversationsState } from './slice';

/** The inbox state; its initial state until the first action reached the injected slice. */
export const selectConversations = (state: RootState) =>
  state.conversations ?? initialConversationsState;
export const selectInboxList = (state: RootState) => selectConversations(state).list;
export const selectThread = (state: RootState) => selectConversations(state).thread;
export const selectComposer = (state: RootState) => selectConversations(state).composer;
export const selectConversationTemplates = (state: RootState) =>
  selectConversations(state).templates;
export const selectAssignees = (state: RootState) => selectConversations(state).assignees;
export const selectTeamAction = (state: RootState) => selectConversations(state).action;
