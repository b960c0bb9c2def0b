/** The error pages as one lazily loaded chunk (see lazyErrorPages.tsx). */
export { ForbiddenPage } from './ForbiddenPage';
export { NoRightsPage } from './NoRightsPage';
export { NotFoundPage } from './NotFoundPage';
export { UnexpectedErrorPage } from './UnexpectedErrorPage';
