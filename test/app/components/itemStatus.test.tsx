import { act, screen } from '@testing-library/react';
import { ItemList } from '../../../src/app/features/dashboard/ItemList';
import { itemMessages } from '../../../src/app/features/dashboard/messages';
import { SearchPanel } from '../../../src/app/features/search/SearchPanel';
import { searchResultsLoaded } from '../../../src/app/features/search/slice';
import type { DashboardItem } from '../../../src/common/dashboard';
import { renderWithProviders } from '../support/testUtils';

const item = (change: Partial<DashboardItem>): DashboardItem => ({
  id: 1,
  name: 'Frühbucher Sommer',
  itemKind: 0,
  type: 'EmailCampaign',
  status: 0,
  colourCode: 1,
  step: null,
  date: null,
  changedAt: '2026-11-20T10:00:00.000Z',
  parentId: null,
  ...change,
});

describe('the label sets of spec section 4 where the start page and the search show items', () => {
  it('labels email campaigns and events on the start page, and leaves newsletters to theirs', () => {
    renderWithProviders(
      <ItemList
        empty={itemMessages.unplanned}
        items={[
          item({ id: 1, status: 3 }),
          item({ id: 2, name: 'Herbstmesse', itemKind: 1, type: 'Event', status: 2 }),
          item({ id: 3, name: 'Adventsgrüße', type: 'WhatsAppNewsletter', status: 2 }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('dashboard-item');
    expect(rows[0]).toHaveTextContent('Frühbucher Sommer · Versand geplant');
    expect(rows[1]).toHaveTextContent('Herbstmesse · Abgeschlossen');
    expect(rows[2].querySelector('[data-testid="item-status"]')).toBeNull();
  });

  it('labels search hits that carry a status', async () => {
    const { store } = renderWithProviders(
      <SearchPanel text="lofoten" onPick={() => undefined} onClose={() => undefined} />,
    );
    await screen.findByTestId('search-panel');
    await act(async () => {
      store.dispatch(
        searchResultsLoaded({
          searchText: 'lofoten',
          groups: [
            {
              source: 'events',
              hasMore: false,
              hits: [
                {
                  id: '7',
                  title: 'Lofoten-Abend',
                  subtitle: null,
                  date: '2026-12-01T09:00:00.000Z',
                  url: null,
                  status: 1,
                },
              ],
            },
          ],
        }),
      );
    });
    expect(await screen.findByTestId('search-hit')).toHaveTextContent(
      'Lofoten-Abend01.12.2026Läuft',
    );
  });
});
