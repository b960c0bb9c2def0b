import { act, fireEvent, screen, within } from '@testing-library/react';
import { SsoMappingListScreen } from '../../../../src/app/features/sso/SsoMappingListScreen';
import {
  mappingsDeleteRequested,
  ssoLoaded,
  ssoLoadFailed,
  ssoRequested,
  syncStateChangeRequested,
} from '../../../../src/app/features/sso/slice';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import type { Right } from '../../../../src/common/rights';
import { renderWithProviders } from '../../support/testUtils';

const mappings = [
  {
    id: 4,
    externalId: 'relay-campaign-team',
    name: 'Kampagnenteam',
    emsGroups: [
      { id: 2, name: 'Marketing' },
      { id: 3, name: 'Lesezugriff' },
    ],
  },
];

async function renderList(rights: Right[]) {
  const view = renderWithProviders(<SsoMappingListScreen />);
  await act(async () => {
    view.store.dispatch(rightsLoaded({ rights, accountId: 1, fromCache: false }));
  });
  return view;
}

const allSso: Right[] = [
  'SsoConfiguration.View',
  'SsoConfiguration.Add',
  'SsoConfiguration.Edit',
  'SsoConfiguration.Delete',
];

describe('SsoMappingListScreen', () => {
  it('loads on opening and offers a retry when loading failed', async () => {
    const { store } = await renderList(allSso);
    expect(store.actions.filter(ssoRequested.match)).toHaveLength(1);
    await act(async () => {
      store.dispatch(ssoLoadFailed());
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die verknüpften Gruppen konnten nicht geladen werden.',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' })),
    );
    expect(store.actions.filter(ssoRequested.match)).toHaveLength(2);
  });

  it('says when no groups are linked', async () => {
    const { store } = await renderList(allSso);
    await act(async () => {
      store.dispatch(ssoLoaded({ ssoActivated: true, syncState: false, mappings: [] }));
    });
    expect(screen.getByTestId('sso-no-groups')).toHaveTextContent(
      'Es sind keine Gruppen verknüpft. Bitte prüfen Sie die Konfiguration.',
    );
  });

  it('lists mappings with their permission groups and switches the sync', async () => {
    const { store } = await renderList(allSso);
    await act(async () => {
      store.dispatch(ssoLoaded({ ssoActivated: true, syncState: false, mappings }));
    });
    const row = screen.getByRole('row', { name: /Kampagnenteam/ });
    expect(row).toHaveTextContent('relay-campaign-team');
    expect(row).toHaveTextContent('Marketing, Lesezugriff');
    expect(screen.getByTestId('sso-sync-state')).toHaveTextContent('Synchronisierung ist aus');
    await act(async () => fireEvent.click(screen.getByTestId('sso-sync')));
    expect(store.actions.filter(syncStateChangeRequested.match).map((a) => a.payload)).toEqual([
      true,
    ]);
  });

  it('keeps the shown mappings while they are fetched again', async () => {
    const { store } = await renderList(allSso);
    await act(async () => {
      store.dispatch(ssoLoaded({ ssoActivated: true, syncState: false, mappings }));
    });
    await act(async () => {
      store.dispatch(ssoRequested());
    });
    expect(screen.getByRole('row', { name: /Kampagnenteam/ })).toBeInTheDocument();
  });

  it('deletes only after confirming; Escape declines', async () => {
    const { store } = await renderList(allSso);
    await act(async () => {
      store.dispatch(ssoLoaded({ ssoActivated: true, syncState: true, mappings }));
    });
    const remove = screen.getByRole('button', { name: 'Löschen: Kampagnenteam' });
    await act(async () => fireEvent.click(remove));
    expect(screen.getByRole('dialog')).toHaveTextContent('Kampagnenteam');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.actions.filter(mappingsDeleteRequested.match)).toEqual([]);

    await act(async () => fireEvent.click(remove));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' })),
    );
    expect(store.actions.filter(mappingsDeleteRequested.match).map((a) => a.payload)).toEqual([
      [4],
    ]);
  });

  it('shows no delete, add or toggle to a user with View only', async () => {
    const { store } = await renderList(['SsoConfiguration.View']);
    await act(async () => {
      store.dispatch(ssoLoaded({ ssoActivated: true, syncState: false, mappings }));
    });
    expect(screen.queryByRole('button', { name: /Löschen/ })).toBeNull();
    expect(screen.queryByTestId('sso-add')).toBeNull();
    expect(screen.getByTestId('sso-sync')).toBeDisabled();
  });
});
