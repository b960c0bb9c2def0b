import { render, type RenderOptions } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../../src/app/AppProviders';
import { mergeFallback, type Catalog } from '../../../src/app/i18n/catalogs';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { AppRoutes, buildAppRoutes } from '../../../src/app/routes/appRoutes';
import { NavigatorBridge } from '../../../src/app/routes/NavigatorBridge';
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

/** Where the memory router of a render is now. */
export interface TestLocation {
  pathname(): string;
}

/** Reports each location the router reaches to `onLocation`, from the first one on. */
function LocationProbe({ onLocation }: { onLocation: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => onLocation(pathname), [onLocation, pathname]);
  return null;
}

function renderInRouter(
  routes: RouteObject[],
  path: string,
  store: TestStore,
  options: Omit<RenderOptions, 'wrapper'>,
  onNavigate?: (pathname: string) => void,
) {
  let current = path;
  const onLocation = (pathname: string) => {
    current = pathname;
    onNavigate?.(pathname);
  };
  const result = render(
    <AppProviders store={store} catalogs={testCatalogs}>
      <MemoryRouter initialEntries={[path]}>
        <NavigatorBridge />
        <LocationProbe onLocation={onLocation} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  const location: TestLocation = { pathname: () => current };
  return { store, location, ...result };
}

/** Renders a component inside Provider, IntlProvider, theme and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = createTestStore(preloadedState), ...options }: ProviderOptions = {},
) {
  return renderInRouter([{ path: '*', element: ui }], '/', store, options);
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
  return renderInRouter(routes, path, store, options, onNavigate);
}
