import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureAccessToken } from './api/client';
import { getAccessToken } from './auth/userManager';
import { AppProviders } from './AppProviders';
import { uiLanguageOfStoredLocale } from './features/uiLanguage/slice';
import { loadCatalog } from './i18n/catalogs';
import { storageKeys } from './platform/storageKeys';
import { setNavigator } from './routes/navigator';
import { createAppRouter, type AppRouter } from './routes/router';
import { createAppStore, loadDevToolsSanitizers } from './store';
import { rootSaga } from './store/rootSaga';

/** Spec section 2: the UI language comes from local storage (the user's choice), default de. */
function storedUiLanguage() {
  try {
    return uiLanguageOfStoredLocale(window.localStorage.getItem(storageKeys.uiLanguage));
  } catch {
    return uiLanguageOfStoredLocale(null);
  }
}

const language = storedUiLanguage();
document.documentElement.lang = language;
configureAccessToken(getAccessToken);

/** Resolves once the router has its first state (no route of ours loads data, so at once). */
function routingReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

async function start() {
  const catalog = loadCatalog(language);
  const sanitizers = await loadDevToolsSanitizers();
  const store = createAppStore({
    preloadedState: {
      uiLanguage: { language },
    },
    sanitizers,
  });
  const router = createAppRouter();
  setNavigator((to, options) => router.navigate(to, options));
  // Sign-in starts at once; the page mounts once routing is ready (spec section 2) and the
  // texts of the UI language are in.
  store.runSaga(rootSaga);
  const [messages] = await Promise.all([catalog, routingReady(router)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} catalogs={{ [language]: messages }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Relay could not start', error);
  document.body.textContent = 'Relay konnte nicht geladen werden. / Relay could not be loaded.';
});
