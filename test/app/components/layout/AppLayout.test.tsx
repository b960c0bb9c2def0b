import { act, fireEvent, screen } from '@testing-library/react';
import { AppLayout } from '../../../../src/app/components/layout/AppLayout';
import { initialNavigationState } from '../../../../src/app/features/navigation/slice';
import type { NavigationCategory } from '../../../../src/common/navigation';
import { signedInState } from '../../support/factories';
import { renderWithProviders } from '../../support/testUtils';

const tree: NavigationCategory[] = [
  {
    configurationName: 'WhatsApp',
    modules: [
      {
        configurationName: 'WhatsApp_Templates',
        path: '/WhatsApp/Templates',
        right: 'WhatsAppTemplates.View',
        active: true,
      },
    ],
  },
];

function renderLayout() {
  const state = signedInState({ rights: null });
  return renderWithProviders(<AppLayout />, {
    preloadedState: {
      ...state,
      navigation: { ...initialNavigationState, moduleTree: tree, status: 'loaded' },
    },
  });
}

describe('AppLayout navigation drawer', () => {
  it('opens from the menu button, focuses its first link, and on a followed link closes with focus on the content', async () => {
    const { location } = renderLayout();
    const menu = screen.getByTestId('menu-button');
    // jsdom draws no media queries: the button is there but hidden as on a wide screen.
    expect(menu).toHaveTextContent('Menü');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', screen.getByTestId('left-nav').id);

    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Vorlagen' });
    expect(link).toHaveFocus();

    await act(async () => {
      fireEvent.click(link);
    });
    expect(location.pathname()).toBe('/WhatsApp/Templates');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes on Escape with focus back on the button, and on a click outside', () => {
    renderLayout();
    const menu = screen.getByTestId('menu-button');
    fireEvent.click(menu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    fireEvent.click(menu);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
