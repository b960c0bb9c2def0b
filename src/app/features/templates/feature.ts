import { registerLazyFeature } from '../../store/lazyFeatures';
import { templatesSaga } from './sagas';
import { templatesReducer, type TemplatesState } from './slice';

declare module '../../store/rootReducer' {
  interface LazyLoadedSlices {
    templates: TemplatesState;
  }
}

/** The templates' slice and saga, loaded with the list or the editor. */
registerLazyFeature('templates', templatesReducer, templatesSaga);
