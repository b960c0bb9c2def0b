import { Navigate, type RouteObject } from 'react-router-dom';
import {
  ForbiddenPage,
  NotFoundPage,
  UnexpectedErrorPage,
} from '../components/errors/lazyErrorPages';
import { RouteErrorBoundary } from '../components/errors/RouteErrorBoundary';
import { GuardedRoute } from './GuardedRoute';
import { LoginCallbackScreen } from './LoginCallbackScreen';
import { errorRoutes, LOGIN_CALLBACK_ROUTE, routeTable } from './routeTable';
import { SessionGate } from './SessionGate';

/** Route objects for createBrowserRouter (the app) or createMemoryRouter (tests). */
export function buildAppRoutes(): RouteObject[] {
  const screens: RouteObject[] = routeTable.map((route) =>
    route.path === '/'
      ? {
          index: true,
          element: <GuardedRoute route={route} />,
          handle: { routeName: route.name },
        }
      : {
          path: route.path.slice(1),
          element: <GuardedRoute route={route} />,
          handle: { routeName: route.name },
        },
  );
  const errorPages: RouteObject[] = [
    { ...errorRoutes.notFound, element: <NotFoundPage /> },
    { ...errorRoutes.forbidden, element: <ForbiddenPage /> },
    { ...errorRoutes.unexpected, element: <UnexpectedErrorPage /> },
  ].map(({ name, path, element }) => ({
    path: path.slice(1),
    element,
    handle: { routeName: name },
  }));

  return [
    {
      path: LOGIN_CALLBACK_ROUTE.path,
      element: <LoginCallbackScreen />,
      handle: { routeName: LOGIN_CALLBACK_ROUTE.name },
    },
    {
      path: '/',
      element: <SessionGate />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          // Errors of a screen show inside the frame, with header and navigation.
          errorElement: <RouteErrorBoundary />,
          children: [
            ...screens,
            ...errorPages,
            // Unknown paths redirect to "/" (spec section 2).
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}
