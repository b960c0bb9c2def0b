import { act, fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../../../src/app/components/layout/Header';
import {
  accountDialogOpened,
  accountSwitchRequested,
} from '../../../src/app/features/accountSwitch/slice';
import { uiNotificationAdded } from '../../../src/app/features/notifications/slice';
import { logoutRequested } from '../../../src/app/features/session/slice';
import { uiLanguageChanged } from '../../../src/app/features/uiLanguage/slice';
import { accountSwitchFailed, accountSwitched } from '../../../src/app/store/accountEvents';
import { signedInState } from '../support/factories';
import { renderWithProviders } from '../support/testUtils';

describe('Header', () => {
  // The account dialog is a lazy chunk; its first load under jest can outlast findBy's wait.
  beforeAll(() => import('../../../src/app/features/accountSwitch/AccountSwitchDialog'));

  it('shows the user and the current account', () => {
    renderWithProviders(<Header />, { preloadedState: signedInState({ accountId: 1 }) });
    expect(screen.getByTestId('user-name')).toHaveTextContent('Anna Admin');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Relay Demo GmbH');
    expect(screen.getByTestId('account-switch')).toHaveAccessibleName(
      'Konto Relay Demo GmbH – Konto wechseln',
    );
  });

  it('opens the account selection with the non-locked accounts, the current one marked', async () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    fireEvent.click(screen.getByTestId('account-switch'));
    expect(store.actions).toContainEqual(accountDialogOpened());

    const dialog = await screen.findByRole('dialog', { name: 'Konto auswählen' });
    const options = within(dialog).getAllByRole('button', { name: /GmbH|Filiale|AG/ });
    expect(options.map((option) => option.textContent)).toEqual([
      'Relay Demo GmbHAktuelles Konto',
      'Zweite Filiale',
    ]);
    expect(within(dialog).queryByText('Gesperrte AG')).not.toBeInTheDocument();
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    expect(options[0]).toBeDisabled();
  });

  it('dispatches the switch, shows its progress and closes when the account changed', async () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    fireEvent.click(screen.getByTestId('account-switch'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zweite Filiale' }));

    expect(store.actions).toContainEqual(accountSwitchRequested({ accountId: 2 }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wechsel zu Zweite Filiale');

    act(() => {
      store.dispatch(accountSwitched({ accountId: 2 }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows why a switch failed and keeps the dialog open', async () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    fireEvent.click(screen.getByTestId('account-switch'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zweite Filiale' }));
    act(() => {
      store.dispatch(accountSwitchFailed({ accountId: 2, errorKey: 'accountLocked' }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dieses Konto ist gesperrt.');
    expect(store.getState().accountSwitch).toMatchObject({ inProgress: false, fault: true });
    // The accounts are offered again.
    expect(within(dialog).getByRole('button', { name: 'Zweite Filiale' })).toBeEnabled();
  });

  it('closes the dialog on Escape', async () => {
    renderWithProviders(<Header />, { preloadedState: signedInState() });
    fireEvent.click(screen.getByTestId('account-switch'));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the UI language between German and English through its menu', async () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    expect(screen.getByTestId('logout')).toHaveTextContent('Abmelden');
    const languageSwitch = screen.getByTestId('language-switch');
    expect(languageSwitch).toHaveAccessibleName('DE – Sprache: Deutsch. Sprache wechseln');
    expect(languageSwitch).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(languageSwitch);
    // The menu is its own chunk: it appears once loaded.
    const menu = await screen.findByRole('menu', { name: 'Sprachen' });
    expect(within(menu).getByRole('menuitem', { name: /Deutsch/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));
    expect(store.actions).toContainEqual(uiLanguageChanged('en'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('logout')).toHaveTextContent('Sign out');
    expect(screen.getByTestId('language-switch')).toHaveAccessibleName(
      'EN – Language: English. Change language',
    );

    fireEvent.click(screen.getByTestId('language-switch'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Deutsch/ }));
    expect(store.actions).toContainEqual(uiLanguageChanged('de'));
    expect(screen.getByTestId('logout')).toHaveTextContent('Abmelden');
  });

  it('closes the language menu on Escape without a change', async () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    fireEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(store.actions.filter((action) => action.type === uiLanguageChanged.type)).toEqual([]);
  });

  it('asks for logout', async () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    fireEvent.click(screen.getByTestId('logout'));
    expect(store.actions).toContainEqual(logoutRequested());
  });

  it('draws the bell as an SVG (no emoji font needed) and names it with its visible count', () => {
    const { store } = renderWithProviders(<Header />, { preloadedState: signedInState() });
    const bell = screen.getByTestId('notification-bell');
    expect(bell).toHaveAccessibleName('Benachrichtigungen, 0 ungelesen');
    expect(bell.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(bell.textContent).toBe('');

    act(() => {
      store.dispatch(uiNotificationAdded({ id: 'saved', text: 'Gespeichert' }));
    });
    // The name contains the one visible text, the count (WCAG 2.5.3).
    expect(bell).toHaveTextContent('1');
    expect(bell).toHaveAccessibleName('Benachrichtigungen, 1 ungelesen');
  });
});
