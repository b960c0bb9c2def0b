import { fireEvent, screen, within } from '@testing-library/react';
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

function renderNav(routeName: string, rights: string[] | null) {
  return renderWithProviders(<LeftNav />, {
    preloadedState: {
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

  it('shows a booked-off module as text, and the products by order number', () => {
    renderNav('Default_MainDashboard', ['SmsCampaigns.View']);
    expect(screen.getByText('SMS-Kampagnen')).toHaveAttribute('title', 'nicht gebucht');
    const products = within(screen.getByTestId('products')).getAllByRole('listitem');
    expect(products.map((item) => item.textContent)).toEqual([
      'E-Mail-Marketing',
      'WhatsApp-Newsletter',
    ]);
  });

  it('offers a retry when the navigation could not be loaded', () => {
    const { store } = renderWithProviders(<LeftNav />, {
      preloadedState: { navigation: { ...initialNavigationState, status: 'failed' } },
    });
    fireEvent.click(screen.getByRole('button', { name: /erneut|again/i }));
    expect(store.actions).toContainEqual(navigationRequested());
  });
});
