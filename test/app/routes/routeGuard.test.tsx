import { act, screen, waitFor } from '@testing-library/react';
import { consentChecked } from '../../../src/app/features/consent/slice';
import { rightsLoaded, rightsRequested } from '../../../src/app/features/rights/slice';
import { lazyComponent } from '../../../src/app/components/lazyComponent';
import { GuardedRoute } from '../../../src/app/routes/GuardedRoute';
import { findRoute, type RouteDefinition } from '../../../src/app/routes/routeTable';
import { signedInState } from '../support/factories';
import { renderRoute } from '../support/testUtils';

const ReportScreen = lazyComponent(async () => ({ default: () => <h1>Report screen</h1> }));

/** A guarded route with a screen, a fallback, and a route to fall back to. */
function guardRoutes(route: Partial<RouteDefinition> = {}) {
  const definition: RouteDefinition = {
    name: 'Test_Report',
    path: '/report/:id?',
    rights: (params) => (params.id ? ['WhatsAppTemplates.Edit'] : ['WhatsAppTemplates.Add']),
    fallback: '/fallback',
    overview: '/report',
    screen: ReportScreen,
    ...route,
  };
  return [
    { path: '/report/:id?', element: <GuardedRoute route={definition} /> },
    { path: '/fallback', element: <h1>Fallback page</h1> },
    { path: '/', element: <h1>Start page</h1> },
  ];
}

describe('GuardedRoute', () => {
  it('shows the screen when every required right is held', async () => {
    renderRoute('/report/7', {
      preloadedState: signedInState({ rights: ['WhatsAppTemplates.Edit'] }),
      routes: guardRoutes(),
    });
    expect(await screen.findByRole('heading', { name: 'Report screen' })).toBeInTheDocument();
  });

  it('redirects to the fallback when a right is missing', async () => {
    const { location } = renderRoute('/report/7', {
      preloadedState: signedInState({ rights: ['WhatsAppTemplates.Add'] }),
      routes: guardRoutes(),
    });
    expect(await screen.findByRole('heading', { name: 'Fallback page' })).toBeInTheDocument();
    expect(location.pathname()).toBe('/fallback');
  });

  it('asks for the right of the params: Add without id', async () => {
    renderRoute('/report', {
      preloadedState: signedInState({ rights: ['WhatsAppTemplates.Add'] }),
      routes: guardRoutes(),
    });
    expect(await screen.findByRole('heading', { name: 'Report screen' })).toBeInTheDocument();
  });

  it('waits for the rights, asking for them, and decides once they are loaded', async () => {
    const { store } = renderRoute('/report/7', {
      preloadedState: signedInState({ rights: null }),
      routes: guardRoutes(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Berechtigungen werden geprüft');
    expect(store.actions).toContainEqual(rightsRequested());
    act(() => {
      store.dispatch(
        rightsLoaded({ rights: ['WhatsAppTemplates.Edit'], accountId: 1, fromCache: false }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Report screen' })).toBeInTheDocument();
  });

  it('shows the 403 page when the fallback is not stated', async () => {
    renderRoute('/report/7', {
      preloadedState: signedInState({ rights: ['Billing.View'] }),
      routes: guardRoutes({ fallback: 'forbidden' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' }),
    ).toBeInTheDocument();
  });

  it('tells a person without any right in the account so, on every screen, in both languages', async () => {
    renderRoute('/', { preloadedState: signedInState({ rights: [] }) });
    expect(
      await screen.findByRole('heading', { name: 'Keine Rechte in diesem Konto' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-no-rights')).toHaveTextContent(
      'haben im aktuellen Konto aber keine Rechte',
    );
    // The header stays: switching the account and signing out are at hand.
    expect(screen.getByTestId('logout')).toBeInTheDocument();
  });

  it('says "No rights in this account" in English', async () => {
    renderRoute('/report/7', {
      preloadedState: { ...signedInState({ rights: [] }), uiLanguage: { language: 'en' } },
      routes: guardRoutes({ fallback: 'forbidden' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'No rights in this account' }),
    ).toBeInTheDocument();
  });

  it('treats a route without a screen like an unknown path', async () => {
    const { location } = renderRoute('/report/7', {
      preloadedState: signedInState({ rights: ['WhatsAppTemplates.Edit'] }),
      routes: guardRoutes({ screen: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
    expect(location.pathname()).toBe('/');
  });
});

describe('the app routes', () => {
  // The screens load as lazy chunks, compiled on first import: under a loaded CI machine that
  // took longer than findBy's second. Loading them once up front leaves findBy only the render.
  beforeAll(async () => {
    const screens = ['Default_MainDashboard', 'WhatsApp_Overview'].map((name) => findRoute(name));
    await Promise.all([
      ...screens.map((route) => route?.screen?.preload()),
      import('../../../src/app/components/errors/errorPages'),
    ]);
  }, 60_000);

  it('redirect unknown paths to "/"', async () => {
    const { location } = renderRoute('/no/such/page', {
      preloadedState: signedInState({ rights: ['ActivityPlan.View'] }),
    });
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Guten Tag, Anna Admin');
    expect(location.pathname()).toBe('/');
  });

  it('send a user without WhatsAppTemplates.View from the templates to the campaigns overview', async () => {
    const visited: string[] = [];
    const { store } = renderRoute('/WhatsApp/Templates', {
      preloadedState: signedInState({ rights: ['WhatsAppCampaigns.View'] }),
      onNavigate: (pathname) => visited.push(pathname),
    });
    // Templates → fallback campaigns overview (right held; the WhatsApp consent is checked
    // first, here given).
    await screen.findByText(/Zustimmung wird geprüft/);
    act(() => {
      store.dispatch(consentChecked({ consentType: 5, given: true }));
    });
    expect(await screen.findByRole('heading', { name: 'WhatsApp-Newsletter' })).toBeInTheDocument();
    expect(visited).toEqual(['/WhatsApp/Templates', '/WhatsApp/Overview']);
  });

  it('show the 403 page on the double opt-in editor without its right', async () => {
    const { location } = renderRoute('/WhatsApp/DoubleOptIn', {
      preloadedState: signedInState({ rights: ['WhatsAppCampaigns.View'] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Zugriff nicht erlaubt' }),
    ).toBeInTheDocument();
    expect(location.pathname()).toBe('/WhatsApp/DoubleOptIn');
  });

  it('record the active module and site after navigation', async () => {
    const { store } = renderRoute('/', {
      preloadedState: signedInState({ rights: ['ActivityPlan.View'] }),
    });
    await screen.findByTestId('greeting');
    await waitFor(() =>
      expect(store.getState().navigation).toMatchObject({
        routeName: 'Default_MainDashboard',
        activeModule: 'Default',
        activeSite: 'MainDashboard',
      }),
    );
  });

  it('show a loading state, not the screen, until a user is signed in', () => {
    renderRoute('/');
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung wird vorbereitet');
    expect(screen.queryByTestId('greeting')).not.toBeInTheDocument();
  });
});
