import { Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { ForbiddenPage, NoRightsPage } from '../components/errors/lazyErrorPages';
import { lazyComponent } from '../components/lazyComponent';
import { FaultState } from '../components/status/FaultState';
import { LoadingState } from '../components/status/LoadingState';
import { statusMessages } from '../components/status/messages';
import { rightsMessages } from '../features/rights/messages';
import { selectRightsState } from '../features/rights/selectors';
import { rightsRequested } from '../features/rights/slice';
import { hasEveryRight } from '../../common/rights';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RouteDefinition } from './routeTable';

// The WhatsApp consent screen and its texts load with the first WhatsApp route.
const WhatsAppConsentGate = lazyComponent<{ children: ReactNode }>(
  () =>
    import(/* webpackChunkName: "whatsapp-consent" */ '../features/consent/WhatsAppConsentGate'),
  'WhatsAppConsentGate',
);

/** Routes of the WhatsApp module (spec section 2: the part of the name before the underscore). */
const needsWhatsAppConsent = (route: RouteDefinition) => route.name.startsWith('WhatsApp_');

/**
 * One route of the table: waits for the rights (spec section 6: "while unloaded, checks wait"),
 * sends a user without them to the fallback (or the 403 page where the spec states none), and
 * shows the lazily loaded screen. A route whose screen has not been built yet behaves like an
 * unknown path: it redirects to "/". Every WhatsApp route first shows the consent screen until
 * the account has agreed (spec section 1); the gate stands at the route level, so it shows even
 * before a WhatsApp screen has been built. A person without any right in the account sees a page
 * saying so on every screen instead of an empty frame (issue 21).
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

  if (status === 'loaded' && rights.length === 0) return <NoRightsPage />;
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
  const content = Screen ? <Screen /> : <Navigate to="/" replace />;
  if (!Screen && !needsWhatsAppConsent(route)) return content;
  return (
    <Suspense fallback={<LoadingState label={intl.formatMessage(statusMessages.loading)} />}>
      {needsWhatsAppConsent(route) ? <WhatsAppConsentGate>{content}</WhatsAppConsentGate> : content}
    </Suspense>
  );
}
