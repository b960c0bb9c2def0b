import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { getConfig } from '../config';
import { createActionRecorder } from './actionRecorder';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState } from './rootReducer';

/** DevTools in development, and in production when the server's config switches them on. */
export function devToolsEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || getConfig().devTools;
}

export interface DevToolsSanitizers {
  actionSanitizer: <A>(action: A) => A;
  stateSanitizer: <S>(state: S) => S;
}

/**
 * The sanitizers, loaded only when DevTools are on (their own small chunk). In production
 * DevTools never run without them.
 */
export async function loadDevToolsSanitizers(): Promise<DevToolsSanitizers | undefined> {
  if (!devToolsEnabled()) return undefined;
  try {
    return await import(/* webpackChunkName: "devtools" */ './devTools');
  } catch (error) {
    console.error('DevTools sanitizers could not be loaded; DevTools stay off', error);
    return undefined;
  }
}

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Extra middleware, e.g. an action recorder in tests. */
  middleware?: Middleware[];
  /** Mask personal data in DevTools (see devTools.ts); required for DevTools in production. */
  sanitizers?: DevToolsSanitizers;
}

/**
 * The store with saga middleware. The caller runs the root saga (`store.runSaga(rootSaga)`), so
 * component tests get a store whose sagas never start. RTK's serializability and immutability
 * checks stay on: no promises, functions or tokens travel through actions or state.
 */
export function createAppStore({ preloadedState, middleware = [], sanitizers }: StoreOptions = {}) {
  // The last actions, for the help popup's support log (sagas reach it by context).
  const actionRecorder = createActionRecorder();
  const sagaMiddleware = createSagaMiddleware({ context: { actionRecorder } });
  const devTools =
    devToolsEnabled() && (sanitizers || process.env.NODE_ENV !== 'production')
      ? { name: 'Relay', trace: false, ...sanitizers }
      : false;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(
        actionRecorder.middleware,
        sagaMiddleware,
        ...middleware,
      ),
    devTools,
  });
  return Object.assign(store, { runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
