import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import {
  ForbiddenPage,
  NotFoundPage,
  UnexpectedErrorPage,
} from '../components/errors/lazyErrorPages';
import { RouteErrorBoundary } from '../components/errors/RouteErrorBoundary';
import { GuardedRoute } from './GuardedRoute';
import { LoginCallbackScreen } from './LoginCallbackScreen';
import { RouteName } from './RouteName';
import { errorRoutes, LOGIN_CALLBACK_ROUTE, routeTable } from './routeTable';
import { SessionGate } from './SessionGate';

/**
 * The route objects of the app (or of a test). The router runs in declarative mode
 * (`BrowserRouter` + `useRoutes`): no route loads data, and the data router's machinery would
 * add 17 KB (gzip) to the start-up JavaScript.
 */
export function buildAppRoutes(): RouteObject[] {
  const screens: RouteObject[] = routeTable.map((route) => {
    const element = (
      <>
        <RouteName name={route.name} />
        <GuardedRoute route={route} />
      </>
    );
    return route.path === '/' ? { index: true, element } : { path: route.path.slice(1), element };
  });
  const errorPages: RouteObject[] = [
    { ...errorRoutes.notFound, element: <NotFoundPage /> },
    { ...errorRoutes.forbidden, element: <ForbiddenPage /> },
    { ...errorRoutes.unexpected, element: <UnexpectedErrorPage /> },
  ].map(({ name, path, element }) => ({
    path: path.slice(1),
    element: (
      <>
        <RouteName name={name} />
        {element}
      </>
    ),
  }));

  return [
    { path: LOGIN_CALLBACK_ROUTE.path, element: <LoginCallbackScreen /> },
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <SessionGate />
        </RouteErrorBoundary>
      ),
      children: [
        {
          // Errors of a screen show inside the frame, with header and navigation.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
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

/** Renders the matching route of `routes` (inside a router). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
