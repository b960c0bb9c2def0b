import { act, fireEvent, screen, within } from '@testing-library/react';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import { WhatsAppAccountsScreen } from '../../../../src/app/features/whatsappAccounts/WhatsAppAccountsScreen';
import {
  accountsLoaded,
  accountsRequested,
  changeFailed,
  changeRequested,
  signupFailed,
  signupStarted,
} from '../../../../src/app/features/whatsappAccounts/slice';
import type { Right } from '../../../../src/common/rights';
import type { WhatsAppAccountDto } from '../../../../src/common/whatsappAccounts';
import { renderWithProviders } from '../../support/testUtils';

const account: WhatsAppAccountDto = {
  id: 7,
  wabaId: '104020030040050',
  name: 'Nordlicht Reisen',
  state: 0,
  verification: 10,
  userName: 'Anna Admin',
  linkedAt: '2026-11-01T10:00:00.000Z',
  modifiedBy: 'Max Marketing',
  modifiedAt: '2026-11-15T09:00:00.000Z',
  active: true,
  phoneNumbers: [
    {
      id: 3,
      phoneNumberId: '105060070080091',
      displayName: 'Nordlicht Reisen',
      phoneNumber: '+49 40 1234 5670',
      state: 2,
      quality: 3,
      limit: 4,
      active: true,
      throughputLevel: 'STANDARD',
      nameStatus: 'APPROVED',
      lastSyncedAt: null,
    },
    {
      id: 4,
      phoneNumberId: '105060070080092',
      displayName: 'Service',
      phoneNumber: '+49 40 1234 5671',
      state: 5,
      quality: 2,
      limit: 6,
      active: false,
      throughputLevel: 'STANDARD',
      nameStatus: 'APPROVED',
      lastSyncedAt: null,
    },
  ],
};

const allRights: Right[] = [
  'WhatsAppAccounts.View',
  'WhatsAppAccounts.Add',
  'WhatsAppAccounts.AddPhone',
  'WhatsAppAccounts.Delete',
  'WhatsAppAccounts.DeletePhone',
  'WhatsAppAccounts.SetAccountState',
  'WhatsAppAccounts.SetPhoneNumberState',
];

async function renderScreen(rights: Right[]) {
  const view = renderWithProviders(<WhatsAppAccountsScreen />);
  await act(async () => {
    view.store.dispatch(rightsLoaded({ rights, accountId: 1, fromCache: false }));
    view.store.dispatch(accountsLoaded([account]));
  });
  return view;
}

describe('WhatsAppAccountsScreen', () => {
  it('lists the account with its states, and each number with status, quality and tier', async () => {
    const { store } = await renderScreen(allRights);
    expect(store.actions.filter(accountsRequested.match)).toHaveLength(1);
    const waba = await screen.findByTestId(`waba-${account.wabaId}`);
    expect(within(waba).getByRole('heading', { name: 'Nordlicht Reisen' })).toBeInTheDocument();
    expect(within(waba).getByTestId('verification')).toHaveTextContent('Verifiziert');
    // Creator and modifier (spec section 3).
    expect(within(waba).getByTestId('waba-meta')).toHaveTextContent(
      'Verknüpft von Anna Admin am 1. Nov. 2026 · Zuletzt geändert von Max Marketing am 15. Nov. 2026',
    );
    const first = within(waba).getByTestId('phone-105060070080091');
    expect(within(first).getByTestId('phone-status')).toHaveTextContent('Verbunden');
    expect(within(first).getByTestId('quality')).toHaveTextContent('Qualität: hoch');
    // Numbers formatted for German: 10.000.
    expect(within(first).getByTestId('tier')).toHaveTextContent('10.000 Kunden pro 24 Stunden');
    const second = within(waba).getByTestId('phone-105060070080092');
    expect(within(second).getByTestId('phone-status')).toHaveTextContent('Markiert');
    expect(within(second).getByTestId('inactive')).toHaveTextContent('Inaktiv');
    expect(within(second).getByTestId('tier')).toHaveTextContent('Unbegrenzt viele Kunden');
  });

  it('offers only what the rights allow', async () => {
    await renderScreen(['WhatsAppAccounts.View']);
    await screen.findByTestId(`waba-${account.wabaId}`);
    expect(screen.queryByTestId('waba-link')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('starts the embedded signup for a new WABA and for a number', async () => {
    const { store } = await renderScreen(allRights);
    await act(async () => fireEvent.click(screen.getByTestId('waba-link')));
    expect(store.actions.filter(signupStarted.match).map((a) => a.payload)).toEqual([
      { businessAccountId: null },
    ]);
    await act(async () => {
      store.dispatch(signupFailed('embeddedSignupScriptsBlocked'));
    });
    expect(screen.getByTestId('signup-error')).toHaveTextContent(
      'Bitte deaktivieren Sie Werbeblocker und laden Sie die Seite neu.',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Telefonnummer hinzufügen' })),
    );
    expect(store.actions.filter(signupStarted.match).at(-1)?.payload).toEqual({
      businessAccountId: 7,
    });
  });

  it('asks before deactivating; Escape declines, Yes confirms', async () => {
    const { store } = await renderScreen(allRights);
    const first = screen.getByTestId('phone-105060070080091');
    await act(async () => fireEvent.click(within(first).getByTestId('phone-toggle')));
    expect(screen.getByTestId('accounts-confirm')).toHaveTextContent(
      'Die Telefonnummer +49 40 1234 5670 deaktivieren?',
    );
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByTestId('accounts-confirm')).toBeNull();
    expect(store.actions.filter(changeRequested.match)).toHaveLength(0);

    await act(async () => fireEvent.click(within(first).getByTestId('phone-toggle')));
    await act(async () => fireEvent.click(screen.getByTestId('accounts-confirm-yes')));
    expect(store.actions.filter(changeRequested.match).map((a) => a.payload)).toEqual([
      { kind: 'phoneActive', id: 3, active: false },
    ]);
  });

  it("shows the server's refusal with the names of what blocks", async () => {
    const { store } = await renderScreen(allRights);
    await act(async () => {
      store.dispatch(
        changeFailed({
          errorKey: 'phoneNumberRemovalInUse',
          blockers: [
            { kind: 'newsletter', name: 'Sommer' },
            { kind: 'template', name: 'summer_offer' },
          ],
        }),
      );
    });
    expect(screen.getByTestId('change-error')).toHaveTextContent(
      'Die Telefonnummer kann nicht entfernt werden, solange sie verwendet wird von: Newsletter „Sommer“, Vorlage „summer_offer“.',
    );
  });
});
