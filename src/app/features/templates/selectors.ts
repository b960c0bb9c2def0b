import type { RootState } from '../../store/rootReducer';
import './feature';
import { initialTemplatesState } from './slice';

/** The templates state; its initial state until the first action reached the injected slice. */
export const selectTemplates = (state: RootState) => state.templates ?? initialTemplatesState;
export const selectTemplateList = (state: RootState) => selectTemplates(state).list;
export const selectTemplateListFilters = (state: RootState) => selectTemplates(state).listFilters;
export const selectTemplateListAction = (state: RootState) => selectTemplates(state).listAction;
export const selectTemplateEditor = (state: RootState) => selectTemplates(state).editor;
export const selectPlaceholders = (state: RootState) => selectTemplates(state).placeholders;
