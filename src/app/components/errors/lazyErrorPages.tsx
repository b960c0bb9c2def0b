import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../lazyComponent';
import { LoadingState } from '../status/LoadingState';
import { statusMessages } from '../status/messages';

/**
 * The error pages load on demand (one small chunk): a user who never meets one does not download
 * them with the first page.
 */
const load = () => import(/* webpackChunkName: "error-pages" */ './errorPages');

function Loading() {
  const intl = useIntl();
  return <LoadingState label={intl.formatMessage(statusMessages.loading)} />;
}

function withSuspense<P extends object>(Page: ComponentType<P>) {
  return function LazyPage(props: P): ReactNode {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const NotFoundPage = withSuspense(lazyComponent(load, 'NotFoundPage'));
export const ForbiddenPage = withSuspense(lazyComponent(load, 'ForbiddenPage'));
export const NoRightsPage = withSuspense(lazyComponent(load, 'NoRightsPage'));
export const UnexpectedErrorPage = withSuspense(
  lazyComponent<{ errorText?: string }>(load, 'UnexpectedErrorPage'),
);
