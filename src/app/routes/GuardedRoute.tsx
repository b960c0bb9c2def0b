import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { ForbiddenPage } from '../components/errors/lazyErrorPages';
import { FaultState } from '../components/status/FaultState';
import { LoadingState } from '../components/status/LoadingState';
import { statusMessages } from '../components/status/messages';
import { rightsMessages } from '../features/rights/messages';
import { selectRightsState } from '../features/rights/selectors';
import { rightsRequested } from '../features/rights/slice';
import { hasEveryRight } from '../../common/rights';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RouteDefinition } from './routeTable';

/**
 * One route of the table: waits for the rights (spec section 6: "while unloaded, checks wait"),
 * sends a user without them to the fallback (or the 403 page where the spec states none), and
 * shows the lazily loaded screen. A route whose screen has not been built yet behaves like an
 * unknown path: it redirects to "/".
 */
export function GuardedRoute({ route }: { route: RouteDefinition }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useParams();
  const required = route.rights(params);
  const needsRights = required.length > 0;
  const { status, rights } = useAppSelector(selectRightsState);

  useEffect(() => {
    if (needsRights && status === 'idle') dispatch(rightsRequested());
  }, [dispatch, needsRights, status]);

  if (needsRights) {
    if (status === 'failed') {
      return (
        <FaultState
          message={intl.formatMessage(rightsMessages.loadFailed)}
          onRetry={() => dispatch(rightsRequested({ force: true }))}
        />
      );
    }
    if (status !== 'loaded') {
      return <LoadingState label={intl.formatMessage(rightsMessages.loading)} />;
    }
    if (!hasEveryRight(rights, required)) {
      if (route.fallback === 'forbidden') return <ForbiddenPage />;
      return <Navigate to={route.fallback ?? '/'} replace />;
    }
  }

  const Screen = route.screen;
  if (!Screen) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<LoadingState label={intl.formatMessage(statusMessages.loading)} />}>
      <Screen />
    </Suspense>
  );
}
