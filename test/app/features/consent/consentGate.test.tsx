import { act, fireEvent, screen } from '@testing-library/react';
import {
  consentChecked,
  consentCheckRequested,
  consentGiven,
  consentGiveRequested,
} from '../../../../src/app/features/consent/slice';
import { consentRequired } from '../../../../src/app/features/consent/events';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import { lazyComponent } from '../../../../src/app/components/lazyComponent';
import { GuardedRoute } from '../../../../src/app/routes/GuardedRoute';
import type { RouteDefinition } from '../../../../src/app/routes/routeTable';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import { signedInState } from '../../support/factories';
import { renderRoute } from '../../support/testUtils';

const AccountsScreen = lazyComponent(async () => ({ default: () => <h1>Accounts screen</h1> }));

function routes(name: string, screen: RouteDefinition['screen'] = AccountsScreen) {
  const definition: RouteDefinition = {
    name,
    path: '/gated',
    rights: () => ['WhatsAppAccounts.View'],
    fallback: '/',
    overview: '/gated',
    screen,
  };
  return [
    { path: '/gated', element: <GuardedRoute route={definition} /> },
    { path: '/', element: <h1>Start page</h1> },
  ];
}

const state = () => signedInState({ rights: ['WhatsAppAccounts.View'] });

describe('the WhatsApp consent gate', () => {
  it('shows the consent screen on a WhatsApp route until the consent is given', async () => {
    const { store } = renderRoute('/gated', {
      preloadedState: state(),
      routes: routes('WhatsApp_Accounts'),
    });
    expect(await screen.findByText(/Zustimmung wird geprüft/)).toBeInTheDocument();
    expect(store.actions).toContainEqual(consentCheckRequested(5));

    act(() => {
      store.dispatch(consentChecked({ consentType: 5, given: false }));
    });
    expect(
      await screen.findByRole('heading', { name: /Drittanbieter-Software/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Accounts screen')).toBeNull();

    fireEvent.click(screen.getByTestId('whatsapp-consent-agree'));
    expect(store.actions).toContainEqual(consentGiveRequested(5));
    act(() => {
      store.dispatch(consentGiven(5));
    });
    expect(await screen.findByRole('heading', { name: 'Accounts screen' })).toBeInTheDocument();
  });

  it('turns the screen into the consent screen when a call is refused for the consent', async () => {
    const { store } = renderRoute('/gated', {
      preloadedState: state(),
      routes: routes('WhatsApp_Accounts'),
    });
    await screen.findByText(/Zustimmung wird geprüft/);
    act(() => {
      store.dispatch(consentChecked({ consentType: 5, given: true }));
    });
    await screen.findByRole('heading', { name: 'Accounts screen' });
    act(() => {
      store.dispatch(consentRequired(5));
    });
    expect(
      await screen.findByRole('heading', { name: /Drittanbieter-Software/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Accounts screen')).toBeNull();
  });

  it('asks again after an account switch (consents are per account)', async () => {
    const { store } = renderRoute('/gated', {
      preloadedState: state(),
      routes: routes('WhatsApp_Accounts'),
    });
    await screen.findByText(/Zustimmung wird geprüft/);
    act(() => {
      store.dispatch(consentChecked({ consentType: 5, given: true }));
    });
    await screen.findByRole('heading', { name: 'Accounts screen' });
    act(() => {
      store.dispatch(accountSwitched({ accountId: 2 }));
      store.dispatch(
        rightsLoaded({ rights: ['WhatsAppAccounts.View'], accountId: 2, fromCache: false }),
      );
    });
    expect(await screen.findByText(/Zustimmung wird geprüft/)).toBeInTheDocument();
  });

  it('gates a WhatsApp route whose screen is not built yet, then leaves it to redirect', async () => {
    const { store, location } = renderRoute('/gated', {
      preloadedState: state(),
      routes: routes('WhatsApp_Statistic', null),
    });
    await screen.findByText(/Zustimmung wird geprüft/);
    act(() => {
      store.dispatch(consentChecked({ consentType: 5, given: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
    expect(location.pathname()).toBe('/');
  });

  it('leaves other routes alone', async () => {
    const { store } = renderRoute('/gated', {
      preloadedState: state(),
      routes: routes('AdministrationSettings_SingleSignOn'),
    });
    expect(await screen.findByRole('heading', { name: 'Accounts screen' })).toBeInTheDocument();
    expect(store.actions.map((a) => a.type)).not.toContain(consentCheckRequested.type);
  });
});
