import { fireEvent, screen, within } from '@testing-library/react';
import { AccountSwitchDialog } from '../../../../src/app/features/accountSwitch/AccountSwitchDialog';
import { accountSwitchRequested } from '../../../../src/app/features/accountSwitch/slice';
import { LeaveConfirmDialog } from '../../../../src/app/features/leaveGuard/LeaveConfirmDialog';
import { LeaveGuardDialogs } from '../../../../src/app/features/leaveGuard/LeaveGuardDialogs';
import { SwitchedElsewhereDialog } from '../../../../src/app/features/leaveGuard/SwitchedElsewhereDialog';
import {
  leaveCancelled,
  leaveConfirmed,
  leaveRequested,
  switchedElsewhereFollowed,
  switchedElsewhereKept,
  type LeaveGuardState,
} from '../../../../src/app/features/leaveGuard/slice';
import type { RootState } from '../../../../src/app/store';
import { signedInState } from '../../support/factories';
import { renderWithMockStore } from '../../support/mockStore';

function stateWith(leaveGuard: Partial<LeaveGuardState>): RootState {
  const base = signedInState({ accountId: 1 });
  return { ...base, leaveGuard: { ...base.leaveGuard, unsavedForms: ['form'], ...leaveGuard } };
}

describe('SwitchedElsewhereDialog (account switched in another tab, edits unsaved)', () => {
  it('tells the person and lets them keep their edits or follow now', async () => {
    const { mockStore } = renderWithMockStore(
      <SwitchedElsewhereDialog />,
      stateWith({ switchedElsewhere: { removed: false, dialogOpen: true } }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Konto in einem anderen Tab gewechselt',
    });
    expect(dialog).toHaveTextContent(
      'Ihre Änderungen auf dieser Seite sind noch nicht gespeichert',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Änderungen behalten' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jetzt folgen und verwerfen' }));
    expect(mockStore.getActions()).toEqual([switchedElsewhereKept(), switchedElsewhereFollowed()]);
  });

  it('after "keep" shows a bar that still offers to follow', async () => {
    const { mockStore } = renderWithMockStore(
      <SwitchedElsewhereDialog />,
      stateWith({ switchedElsewhere: { removed: false, dialogOpen: false } }),
    );
    const bar = await screen.findByTestId('switched-elsewhere-bar');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Jetzt folgen und verwerfen' }));
    expect(mockStore.getActions()).toEqual([switchedElsewhereFollowed()]);
  });

  it('names a sign-out in another tab as such', async () => {
    renderWithMockStore(
      <SwitchedElsewhereDialog />,
      stateWith({ switchedElsewhere: { removed: true, dialogOpen: true } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'In einem anderen Tab abgemeldet' });
    expect(
      within(dialog).getByRole('button', { name: 'Neu anmelden und verwerfen' }),
    ).toBeInTheDocument();
  });
});

describe('LeaveConfirmDialog', () => {
  it('asks before an account switch throws the edits away; "stay" keeps them', async () => {
    const { mockStore } = renderWithMockStore(
      <LeaveConfirmDialog />,
      stateWith({ pending: { accountId: 2 } }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ungespeicherte Änderungen verwerfen?',
    });
    expect(dialog).toHaveTextContent('Wenn Sie jetzt das Konto wechseln');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Auf der Seite bleiben' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wechseln und verwerfen' }));
    expect(mockStore.getActions()).toEqual([leaveCancelled(), leaveConfirmed({ accountId: 2 })]);
  });
});

describe('LeaveGuardDialogs', () => {
  it('loads the question only once one is pending', async () => {
    const { container } = renderWithMockStore(<LeaveGuardDialogs />, stateWith({}));
    expect(container).toBeEmptyDOMElement();
    renderWithMockStore(<LeaveGuardDialogs />, stateWith({ pending: { to: '/Subscribers' } }));
    // The first load of a lazy chunk's module under jest can take a while on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Verlassen und verwerfen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('AccountSwitchDialog', () => {
  it('with unsaved edits asks first instead of switching', () => {
    const { mockStore } = renderWithMockStore(<AccountSwitchDialog />, stateWith({}));
    fireEvent.click(screen.getByTestId('account-option-2'));
    expect(mockStore.getActions()).toEqual([leaveRequested({ accountId: 2 })]);
  });

  it('without edits switches at once', () => {
    const { mockStore } = renderWithMockStore(
      <AccountSwitchDialog />,
      stateWith({ unsavedForms: [] }),
    );
    fireEvent.click(screen.getByTestId('account-option-2'));
    expect(mockStore.getActions()).toEqual([accountSwitchRequested({ accountId: 2 })]);
  });
});
