import { act, fireEvent, screen } from '@testing-library/react';
import { TemplateQuality, TemplateStatus } from '../../../../src/common/templates';
import { TemplateListScreen } from '../../../../src/app/features/templates/TemplateListScreen';
import {
  archiveRequested,
  copyRequested,
  listActionFailed,
} from '../../../../src/app/features/templates/slice';
import { templateList } from '../../../../src/app/features/templates/templateList';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import { accountDataLoaded } from '../../../../src/app/features/account/slice';
import { makeUserData } from '../../support/factories';
import { renderWithProviders } from '../../support/testUtils';
import { entry, listResult } from './fixtures';

const { queryChanged, pageLoaded, pageRequested, closed } = templateList.actions;

type Store = ReturnType<typeof renderWithProviders>['store'];

/** The overview's answer, as the list kit records it for the query on screen. */
const loaded = (store: Store, result: ReturnType<typeof listResult>) =>
  pageLoaded({
    generation: store.getState().templates!.list.generation,
    page: store.getState().templates!.list.page,
    result: {
      items: result.templates,
      total: result.totalCount,
      extra: result.templatesGroupCount,
    },
  });

const old = new Date(Date.now() - 90 * 86_400_000).toISOString();

async function renderList() {
  const view = renderWithProviders(<TemplateListScreen />);
  await act(async () => {
    view.store.dispatch(
      rightsLoaded({
        rights: [
          'WhatsAppTemplates.View',
          'WhatsAppTemplates.Add',
          'WhatsAppTemplates.Archive',
          'WhatsAppTemplates.Delete',
        ],
        accountId: 1,
        fromCache: false,
      }),
    );
    view.store.dispatch(
      loaded(view.store, {
        ...listResult([
          entry({ id: 1, name: 'Heute neu', warnings: ['KeywordMissing'] }),
          entry({
            id: 2,
            name: 'Alt und genehmigt',
            status: TemplateStatus.approved,
            quality: TemplateQuality.medium,
            createdAt: old,
            updatedAt: old,
            creator: null,
            warnings: ['Quality'],
          }),
        ]),
        templatesGroupCount: { today: 1, thisWeek: 0, thisMonth: 0, older: 7 },
        totalCount: 8,
      }),
    );
  });
  return view;
}

describe('TemplateListScreen', () => {
  it('groups by date with the counts, shows badges, warnings and a deleted creator', async () => {
    const { store } = await renderList();
    expect(store.actions.filter(queryChanged.match)).toHaveLength(1);
    expect(screen.getByTestId('template-group-today')).toHaveTextContent('Heute (1)');
    expect(screen.getByTestId('template-group-older')).toHaveTextContent('Älter (7)');
    expect(screen.queryByTestId('template-group-thisWeek')).toBeNull();
    const rows = screen.getAllByTestId('template-row');
    expect(rows[0]).toHaveTextContent('Entwurf');
    expect(rows[0]).toHaveTextContent('Das Abmelde-Schlüsselwort fehlt');
    expect(rows[1]).toHaveTextContent('Genehmigt');
    expect(rows[1]).toHaveTextContent('Qualität mittel');
    expect(rows[1]).toHaveTextContent('Erstellt von Gelöschter Benutzer');
  });

  it('sorts and filters through the query', async () => {
    const { store } = await renderList();
    await act(async () => {
      fireEvent.change(screen.getByTestId('template-sort'), { target: { value: 'name' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByTestId('template-filter-status'), { target: { value: '2' } });
    });
    const requests = store.actions.filter(queryChanged.match).map((a) => a.payload);
    expect(requests[1]).toMatchObject({ sort: 'name' });
    expect(requests[2]).toMatchObject({ filters: { status: [2], languages: [], users: [] } });
  });

  it('archives only after the confirm dialog; Escape declines', async () => {
    const { store } = await renderList();
    const [first] = screen.getAllByTestId('template-archive');
    await act(async () => fireEvent.click(first));
    expect(screen.getByTestId('template-confirm')).toHaveTextContent(
      'kann nicht rückgängig gemacht werden',
    );
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByTestId('template-confirm')).toBeNull();
    expect(store.actions.filter(archiveRequested.match)).toHaveLength(0);
    await act(async () => fireEvent.click(first));
    await act(async () => fireEvent.click(screen.getByTestId('template-confirm-yes')));
    expect(store.actions.filter(archiveRequested.match).map((a) => a.payload)).toEqual([[1]]);
  });

  it('names the newsletters of a refusal', async () => {
    const { store } = await renderList();
    await act(async () => {
      store.dispatch(
        listActionFailed({
          kind: 'delete',
          errorKey: 'templateDeleteUsedInNewsletters',
          details: [
            { field: 'newsletter', reason: 'inUse', params: { name: 'Herbst', status: 3 } },
            { field: 'newsletter', reason: 'inUse', params: { name: 'Sommer', status: 4 } },
          ],
        }),
      );
    });
    expect(screen.getByTestId('template-error')).toHaveTextContent(
      'Die Vorlage wird in Newslettern verwendet und kann nicht gelöscht werden. Verwendet in: Newsletter „Herbst“ (wird gesendet), Newsletter „Sommer“ (gesendet)',
    );
  });

  it('loads again for another account', async () => {
    const { store } = await renderList();
    await act(async () => {
      store.dispatch(accountDataLoaded({ userData: makeUserData({ accountId: 2 }), accounts: [] }));
    });
    expect(store.actions.filter(queryChanged.match)).toHaveLength(2);
  });

  it('pages through a long list', async () => {
    const { store } = await renderList();
    await act(async () => {
      store.dispatch(loaded(store, { ...listResult([entry()]), totalCount: 250 }));
    });
    expect(screen.getByTestId('template-pager')).toHaveTextContent('1–100 von 250');
    await act(async () => fireEvent.click(screen.getByTestId('template-next')));
    expect(store.actions.filter(pageRequested.match).map((a) => a.payload)).toEqual([1]);
  });

  it('copies, and stops polling when it closes', async () => {
    const { store, unmount } = await renderList();
    await act(async () => fireEvent.click(screen.getAllByTestId('template-copy')[1]));
    expect(store.actions.filter(copyRequested.match).map((a) => a.payload)).toEqual([2]);
    unmount();
    expect(store.actions.filter(closed.match)).toHaveLength(1);
  });
});
