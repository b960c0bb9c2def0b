import { render, type RenderOptions } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { mergeFallback, type Catalog } from '../../../src/app/i18n/catalogs';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { buildAppRoutes } from '../../../src/app/routes/appRoutes';
import { createAppStore, type AppStore, type RootState } from '../../../src/app/store';

/** Both catalogs, loaded at once (German with its English fallback, as in the app). */
export const testCatalogs = {
  de: mergeFallback(de as Catalog, en as Catalog),
  en: en as Catalog,
};

export interface TestStore extends AppStore {
  /** Every action dispatched since the store was made, in order. */
  actions: UnknownAction[];
}

/** A fresh store per test; its sagas do not run (components only dispatch and select). */
export function createTestStore(preloadedState?: Partial<RootState>): TestStore {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = createAppStore({ preloadedState, middleware: [recorder] });
  return Object.assign(store, { actions });
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: TestStore;
}

/** Renders a component inside Provider, IntlProvider, theme and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = createTestStore(preloadedState), ...options }: ProviderOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const result = render(
    <AppProviders store={store} catalogs={testCatalogs}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { store, router, ...result };
}

interface RouteOptions extends ProviderOptions {
  routes?: RouteObject[];
  /** Called with each location the router reaches, from the first one on. */
  onNavigate?: (pathname: string) => void;
}

/** Renders the app's route table (or the given routes) at `path`. */
export function renderRoute(
  path: string,
  {
    preloadedState,
    store = createTestStore(preloadedState),
    routes = buildAppRoutes(),
    onNavigate,
    ...options
  }: RouteOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (onNavigate) router.subscribe((state) => onNavigate(state.location.pathname));
  const result = render(
    <AppProviders store={store} catalogs={testCatalogs}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { store, router, ...result };
}
