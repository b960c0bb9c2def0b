/** The error pages as one lazily loaded chunk (see lazyErrorPages.tsx). */
export { ForbiddenPage } from './ForbiddenPage';
export { NotFoundPage } from './NotFoundPage';
export { UnexpectedErrorPage } from './UnexpectedErrorPage';
