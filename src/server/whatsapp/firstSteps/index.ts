export type { FirstStepSource, FirstStepSources } from './firstStepSource';
export { firstStepsRoutes } from './firstStepsRoutes';
