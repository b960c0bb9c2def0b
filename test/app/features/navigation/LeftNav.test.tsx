import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  initialLeaveGuardState,
  leaveRequested,
  unsavedChangesReported,
} from '../../../../src/app/features/leaveGuard/slice';
import { LeaveGuardNavigation } from '../../../../src/app/features/leaveGuard/LeaveGuardNavigation';
import { LeftNav } from '../../../../src/app/features/navigation/LeftNav';
import {
  initialNavigationState,
  navigationRequested,
  splitRouteName,
} from '../../../../src/app/features/navigation/slice';
import { initialRightsState } from '../../../../src/app/features/rights/slice';
import type { NavigationCategory } from '../../../../src/common/navigation';
import { renderWithProviders } from '../../support/testUtils';

const tree: NavigationCategory[] = [
  {
    configurationName: 'Campaigns',
    modules: [
      {
        configurationName: 'Campaigns_Overview',
        path: null,
        right: 'Campaigns.View',
        active: true,
      },
      {
        configurationName: 'SmsCampaigns_Overview',
        path: null,
        right: 'SmsCampaigns.View',
        active: false,
      },
    ],
  },
  {
    configurationName: 'WhatsApp',
    modules: [
      {
        configurationName: 'WhatsApp_Overview',
        path: '/WhatsApp/Overview',
        right: 'WhatsAppCampaigns.View',
        active: true,
      },
      {
        configurationName: 'WhatsApp_Templates',
        path: '/WhatsApp/Templates',
        right: 'WhatsAppTemplates.View',
        active: true,
      },
    ],
  },
  {
    configurationName: 'Subscribers',
    modules: [
      {
        configurationName: 'Subscribers_Overview',
        path: '/Subscribers',
        right: 'Subscriber.View',
        active: true,
      },
      {
        configurationName: 'MediaDatabase_Overview',
        path: '/MediaDatabase',
        right: 'MediaDatabase.View',
        active: false,
      },
    ],
  },
  {
    configurationName: 'AdministrationSettings',
    modules: [
      {
        configurationName: 'AdministrationSettings_SingleSignOn',
        path: '/AdministrationSettings/SingleSignOn',
        right: 'SsoConfiguration.View',
        active: true,
      },
    ],
  },
];

const navProps = { id: 'nav', open: false, onNavigate: () => undefined };

function renderNav(routeName: string, rights: string[] | null, unsaved = false) {
  return renderWithProviders(<LeftNav {...navProps} />, {
    preloadedState: {
      leaveGuard: { ...initialLeaveGuardState, unsavedForms: unsaved ? ['form'] : [] },
      navigation: {
        ...initialNavigationState,
        routeName,
        ...splitRouteName(routeName),
        moduleTree: tree,
        products: [
          { internalName: 'WhatsAppNewsletter', orderNumber: 'WA-5000' },
          { internalName: 'EmailMarketing', orderNumber: 'NL-1000' },
        ],
        status: 'loaded',
      },
      rights: rights
        ? { ...initialRightsState, status: 'loaded', rights, accountId: 1 }
        : initialRightsState,
    },
  });
}

describe('LeftNav', () => {
  it('shows only the modules the rights allow, and no empty category', () => {
    renderNav('Default_MainDashboard', ['WhatsAppCampaigns.View', 'Campaigns.View']);
    const nav = screen.getByTestId('left-nav');
    expect(within(nav).getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      '/WhatsApp/Overview',
    );
    expect(within(nav).queryByText('Vorlagen')).toBeNull();
    expect(within(nav).queryByText('Single Sign-on')).toBeNull();
    expect(within(nav).queryByText('Administration')).toBeNull();
    expect(within(nav).getByText('E-Mail-Kampagnen')).toBeInTheDocument();
    expect(within(nav).queryByText('SMS-Kampagnen')).toBeNull();
  });

  it('lists the suite modules Relay does not serve apart, as text under "Nicht in Relay"', () => {
    renderNav('Default_MainDashboard', ['WhatsAppCampaigns.View', 'Campaigns.View']);
    const outside = screen.getByTestId('nav-not-in-relay');
    expect(within(outside).getByRole('heading')).toHaveTextContent('Nicht in Relay');
    expect(within(outside).getByText('E-Mail-Kampagnen')).toBeInTheDocument();
    expect(within(outside).queryByRole('link')).toBeNull();
    // Its category held nothing Relay serves: no heading of its own.
    expect(screen.queryByRole('heading', { name: 'Kampagnen' })).toBeNull();
  });

  it('shows what the server answered while the rights are not loaded, and asks for them', () => {
    const { store } = renderNav('Default_MainDashboard', null);
    expect(screen.getByText('Single Sign-on')).toBeInTheDocument();
    expect(store.actions.map((a) => a.type)).toContain('rights/rightsRequested');
  });

  it('marks the category of the active module and the module of its section', () => {
    renderNav('WhatsApp_CampaignEdit', ['WhatsAppCampaigns.View', 'WhatsAppTemplates.View']);
    expect(screen.getByRole('heading', { name: 'WhatsApp' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Vorlagen' })).not.toHaveAttribute('aria-current');
  });

  it('moves the mark when the route changes module', () => {
    renderNav('WhatsApp_TemplateEdit', [
      'WhatsAppCampaigns.View',
      'WhatsAppTemplates.View',
      'SsoConfiguration.View',
    ]);
    expect(screen.getByRole('link', { name: 'Vorlagen' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Administration' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows a booked-off module as text that says so, and the products by order number', () => {
    renderNav('Default_MainDashboard', ['Subscriber.View', 'MediaDatabase.View']);
    expect(screen.getByRole('link', { name: 'Abonnenten' })).toHaveAttribute(
      'href',
      '/Subscribers',
    );
    expect(screen.getByText('Mediendatenbank').closest('li')).toHaveTextContent(
      'Mediendatenbank (nicht gebucht)',
    );
    expect(screen.queryByRole('link', { name: 'Mediendatenbank' })).toBeNull();
    const products = within(screen.getByTestId('products')).getAllByRole('listitem');
    expect(products.map((item) => item.textContent)).toEqual([
      'E-Mail-Marketing',
      'WhatsApp-Newsletter',
    ]);
  });

  it('asks before it leaves a form with unsaved edits, and follows links otherwise', () => {
    const onNavigate = jest.fn();
    // The question comes from the app-wide guard; the menu only keeps its drawer open.
    const nav = (
      <>
        <LeaveGuardNavigation />
        <LeftNav {...navProps} onNavigate={onNavigate} />
      </>
    );
    const { store } = renderWithProviders(nav, {
      preloadedState: {
        leaveGuard: { ...initialLeaveGuardState, unsavedForms: ['form'] },
        navigation: { ...initialNavigationState, moduleTree: tree, status: 'loaded' },
      },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Vorlagen' }));
    expect(store.actions).toContainEqual(leaveRequested({ to: '/WhatsApp/Templates' }));
    expect(onNavigate).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(unsavedChangesReported({ formId: 'form', unsaved: false }));
    });
    fireEvent.click(screen.getByRole('link', { name: 'Vorlagen' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the navigation could not be loaded', () => {
    const { store } = renderWithProviders(<LeftNav {...navProps} />, {
      preloadedState: { navigation: { ...initialNavigationState, status: 'failed' } },
    });
    fireEvent.click(screen.getByRole('button', { name: /erneut|again/i }));
    expect(store.actions).toContainEqual(navigationRequested());
  });
});
