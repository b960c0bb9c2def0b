import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureAccessToken } from './api/client';
import { peekRedirectTarget } from './auth/redirectTarget';
import { getAccessToken, LOGIN_CALLBACK_PATH } from './auth/userManager';
import { AppProviders } from './AppProviders';
import { uiLanguageOfStoredLocale } from './features/uiLanguage/slice';
import { loadCatalog } from './i18n/catalogs';
import { storageKeys } from './platform/storageKeys';
import { AppRoutes, buildAppRoutes } from './routes/appRoutes';
import { LeaveGuardNavigation } from './features/leaveGuard/LeaveGuardNavigation';
import { NavigatorBridge } from './routes/NavigatorBridge';
import { preloadScreen } from './routes/preloadScreen';
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

/** The screen the user will see first: after a sign-in return, the remembered target's. */
function firstScreenPath(): string {
  const { pathname } = window.location;
  if (!pathname.startsWith(LOGIN_CALLBACK_PATH)) return pathname;
  return new URL(peekRedirectTarget(), window.location.origin).pathname;
}

async function start() {
  const catalog = loadCatalog(language);
  preloadScreen(firstScreenPath());
  const sanitizers = await loadDevToolsSanitizers();
  const store = createAppStore({
    preloadedState: {
      uiLanguage: { language },
    },
    sanitizers,
  });
  // Sign-in starts at once; the page mounts once the texts of the UI language are in. Routing is
  // ready at once (spec section 2): the router matches synchronously and no route loads data.
  store.runSaga(rootSaga);
  const messages = await catalog;
  const routes = buildAppRoutes();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} catalogs={{ [language]: messages }}>
        <BrowserRouter>
          <NavigatorBridge />
          <LeaveGuardNavigation />
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Relay could not start', error);
  document.body.textContent = 'Relay konnte nicht geladen werden. / Relay could not be loaded.';
});
