import { act, fireEvent, screen } from '@testing-library/react';
import { accountSwitchRequested } from '../../../../src/app/features/accountSwitch/slice';
import {
  itemAccountFound,
  itemAccountMissing,
  itemAccountRequested,
} from '../../../../src/app/features/itemAccount/slice';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import {
  addToGroupRequested,
  detailNewsletterFailed,
  detailNewsletterLoaded,
  detailNewsletterRequested,
  overviewLoaded,
  overviewRequested,
  selectedLoaded,
  selectedNotFound,
} from '../../../../src/app/features/statistics/slice';
import { detailList } from '../../../../src/app/features/statistics/detailList';
import { DeliveryDetailsScreen } from '../../../../src/app/features/statistics/StatisticDetailsScreen';
import { StatisticOverviewScreen } from '../../../../src/app/features/statistics/StatisticOverviewScreen';
import { NewsletterStatus } from '../../../../src/common/newsletters';
import type { Right } from '../../../../src/common/rights';
import type { DeliveryDetail, NewsletterStatistics } from '../../../../src/common/statistics';
import { renderRoute } from '../../support/testUtils';

const viewer: Right[] = ['WhatsAppStatistic.View', 'SubscriberGroup.Edit'];

// jsdom lays nothing out: the virtualised list's scroll box gets a size, so rows are drawn.
const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
beforeAll(() => {
  height.mockReturnValue(600);
  width.mockReturnValue(1000);
});
afterAll(() => jest.restoreAllMocks());

const statistics: NewsletterStatistics = {
  newsletterStatistic: {
    sentMessages: 400,
    totalCount: 418,
    pending: 0,
    inProgress: 0,
    delivered: 382,
    read: 200,
    failed: 18,
    removed: 0,
    failedByReason: [{ errorCode: 131026, errorTitle: 'Message undeliverable', count: 18 }],
  },
  timeline: [{ at: '2026-11-19T03:40:00.000Z', delivered: 382, read: 200 }],
  reactions: {
    counts: { Cta: 4, QuickReply: 7, Emoji: 3, Text: 2, Others: 1 },
    recipientsReacting: 12,
    emojis: [{ emoji: '👍', count: 3 }],
    buttons: [{ title: 'Mehr Infos', count: 7 }],
  },
  linkStatistics: [],
};

async function renderAt(path: string, routePath: string, ui: React.ReactElement) {
  const view = renderRoute(path, { routes: [{ path: routePath, element: ui }] });
  await act(async () => {
    view.store.dispatch(rightsLoaded({ rights: viewer, accountId: 1, fromCache: false }));
  });
  return view;
}

describe('StatisticOverviewScreen', () => {
  const open = () =>
    renderAt(
      '/WhatsApp/Statistic/5',
      '/WhatsApp/Statistic/:id?/:tabIndex?',
      <StatisticOverviewScreen />,
    );
  const loaded = async (store: Awaited<ReturnType<typeof open>>['store']) =>
    act(async () => {
      const entry = {
        id: 5,
        name: 'Sommerferien-Tipps',
        status: NewsletterStatus.sent,
        sendDate: '2026-11-19T03:37:00.000Z',
        sentMessages: 400,
      };
      store.dispatch(overviewLoaded({ newsletters: [entry], id: 5 }));
      store.dispatch(
        selectedLoaded({
          newsletter: {
            ...entry,
            description: '',
            templateName: 'Herbstreisen 2026',
            profileName: 'Stammkunden',
            phoneNumber: '+49 40 1234 5670',
            senderName: 'Max Marketing',
            distributionFinished: '2026-11-19T03:40:00.000Z',
            stopped: false,
            effectiveRecipients: 418,
            excludedRecipients: 2,
            expectedPrice: 47.28,
          },
          statistics,
          excluded: { count: 2, exclusionReasons: [{ exclusionReason: 'Duplicate', count: 2 }] },
        }),
      );
    });

  it('asks for the newsletter of the route and shows its delivery figures with rates', async () => {
    const { store } = await open();
    expect(store.actions.filter(overviewRequested.match).map((a) => a.payload)).toEqual([
      { id: 5 },
    ]);
    await loaded(store);
    expect(screen.getByTestId('statistics-name')).toHaveTextContent('Sommerferien-Tipps');
    expect(screen.getByTestId('statistics-sent-count')).toHaveTextContent('400');
    expect(screen.getByTestId('statistics-delivered')).toHaveTextContent('95,5 %');
    expect(screen.getByTestId('statistics-failed-count')).toHaveTextContent('18');
    expect(screen.getByTestId('statistics-failed-reasons')).toHaveTextContent(
      'Empfänger nicht erreichbar',
    );
    expect(screen.getByText(/47,28/)).toBeInTheDocument();
  });

  it('opens the failed recipients as the Rejected delivery details', async () => {
    const { store, location } = await open();
    await loaded(store);
    await act(async () => fireEvent.click(screen.getByTestId('statistics-failed-details')));
    expect(location.pathname()).toBe('/WhatsApp/Statistic/5/Details/Delivery/Rejected');
  });

  it('opens the readers as the Read delivery details, not the delivered ones', async () => {
    const { store, location } = await open();
    await loaded(store);
    await act(async () => fireEvent.click(screen.getByTestId('statistics-read-details')));
    expect(location.pathname()).toBe('/WhatsApp/Statistic/5/Details/Delivery/Read');
  });

  it('labels every bar of the delivery chart in words, with its count', async () => {
    const { store } = await open();
    await loaded(store);
    const bars = screen.getAllByTestId('statistics-bar').map((bar) => bar.textContent);
    expect(bars).toEqual([
      'Versendet400',
      'Zugestellt382',
      'Gelesen200',
      'Fehlgeschlagen18',
      'Unterwegs0',
    ]);
  });

  it('names the time course lines in a legend of text outside the scrolling drawing', async () => {
    const { store } = await open();
    await loaded(store);
    const legend = screen.getByTestId('timeline-legend');
    expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Zugestellt',
      'Gelesen',
    ]);
    // Beside the drawing's box, not in it: the box scrolls on a phone, the legend wraps.
    expect(legend.closest('[role="region"]')).toBeNull();
  });

  it('shows a newsletter that is not in the account as not found, not as its id', async () => {
    const { store } = await renderAt(
      '/WhatsApp/Statistic/999',
      '/WhatsApp/Statistic/:id?/:tabIndex?',
      <StatisticOverviewScreen />,
    );
    await act(async () => {
      store.dispatch(
        overviewLoaded({
          newsletters: [
            {
              id: 5,
              name: 'Sommerferien-Tipps',
              status: NewsletterStatus.sent,
              sendDate: '2026-11-19T03:37:00.000Z',
              sentMessages: 400,
            },
          ],
          id: 999,
        }),
      );
      store.dispatch(selectedNotFound());
    });
    // First it asks whether another account of the user holds the newsletter: none does.
    const item = { kind: 'whatsAppNewsletter', id: 999 } as const;
    expect(store.actions).toContainEqual(itemAccountRequested(item));
    expect(screen.queryByTestId('statistics-not-found')).not.toBeInTheDocument();
    await act(async () => {
      store.dispatch(itemAccountMissing(item));
    });
    expect(screen.getByTestId('statistics-not-found')).toHaveTextContent(
      'Newsletter nicht gefunden',
    );
    expect(screen.getByTestId('statistics-not-found-back')).toHaveAttribute(
      'href',
      '/WhatsApp/Statistic',
    );
    const selector = screen.getByTestId<HTMLSelectElement>('statistics-newsletter');
    expect(selector.value).toBe('');
    expect([...selector.options].map((o) => o.text)).toEqual([
      'Newsletter wählen …',
      'Sommerferien-Tipps',
    ]);
  });

  it('offers to switch to the account that holds the newsletter, coming back to this address', async () => {
    const { store } = await renderAt(
      '/WhatsApp/Statistic/999/1',
      '/WhatsApp/Statistic/:id?/:tabIndex?',
      <StatisticOverviewScreen />,
    );
    const item = { kind: 'whatsAppNewsletter', id: 999 } as const;
    await act(async () => {
      store.dispatch(overviewLoaded({ newsletters: [], id: 999 }));
      store.dispatch(selectedNotFound());
    });
    expect(store.actions).toContainEqual(itemAccountRequested(item));
    await act(async () => {
      store.dispatch(
        itemAccountFound({ ...item, account: { accountId: 2, accountName: 'Zweite Filiale' } }),
      );
    });
    expect(screen.getByTestId('item-other-account')).toHaveTextContent(
      'Dieser Newsletter gehört zum Konto Zweite Filiale. Zu Zweite Filiale wechseln?',
    );
    expect(screen.queryByTestId('statistics-not-found')).not.toBeInTheDocument();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Zu Zweite Filiale wechseln' })),
    );
    expect(store.actions).toContainEqual(
      accountSwitchRequested({ accountId: 2, returnTo: '/WhatsApp/Statistic/999/1' }),
    );
  });

  it('shows the reactions by type on its tab', async () => {
    const { store } = await open();
    await loaded(store);
    await act(async () => fireEvent.click(screen.getByTestId('statistics-tab-reaction')));
    expect(screen.getByTestId('statistics-reaction-QuickReply-count')).toHaveTextContent('7');
    expect(screen.getByTestId('statistics-reaction-Emoji-count')).toHaveTextContent('3');
    expect(screen.getByTestId('statistics-buttons')).toHaveTextContent('Mehr Infos');
  });
});

describe('DeliveryDetailsScreen', () => {
  const failed: DeliveryDetail = {
    uniqueId: 'u1',
    firstname: 'Jonas',
    lastname: 'Lange',
    telnr: '+4915705259998',
    status: 'Failed',
    errorCode: 131026,
    errorTitle: null,
    sentAt: '2026-11-19T03:37:00.000Z',
    deliveredAt: null,
    readAt: null,
  };

  it('lists the rejected recipients with their reason and adds them to a new group', async () => {
    const { store } = await renderAt(
      '/WhatsApp/Statistic/5/Details/Delivery/Rejected',
      '/WhatsApp/Statistic/:id/Details/Delivery/:filter?',
      <DeliveryDetailsScreen />,
    );
    const asked = store.actions.filter(detailList.actions.queryChanged.match).map((a) => a.payload);
    expect(store.actions.filter(detailNewsletterRequested.match).map((a) => a.payload)).toEqual([
      5,
    ]);
    await act(async () => {
      store.dispatch(detailNewsletterLoaded({ id: 5, name: 'Sommerferien-Tipps' }));
    });
    expect(screen.getByTestId('statistics-details-title')).toHaveTextContent(
      'Zustellung: „Sommerferien-Tipps“',
    );
    expect(asked).toEqual([
      {
        kind: 'delivery',
        id: 5,
        filter: 'Rejected',
        searchTerm: '',
        sort: 'telnr',
        orderDescending: false,
      },
    ]);
    await act(async () => {
      store.dispatch(
        detailList.actions.pageLoaded({
          generation: 1,
          page: 0,
          result: { items: [{ ...failed, row: '0' }], total: 1 },
        }),
      );
    });
    const row = screen.getByTestId('statistics-detail-row');
    expect(row).toHaveTextContent('Jonas Lange');
    expect(row).toHaveTextContent('Abgelehnt');
    expect(row).toHaveTextContent('Empfänger nicht erreichbar');
    expect(row).toHaveTextContent('Fehler 131026');
    await act(async () =>
      fireEvent.change(screen.getByTestId('statistics-add-name'), {
        target: { value: 'Nachfassen' },
      }),
    );
    // Nobody ticked yet: nobody to add.
    expect(screen.getByTestId('statistics-add-button')).toBeDisabled();
    await act(async () =>
      fireEvent.click(screen.getByTestId('statistics-details-select-all-results')),
    );
    expect(screen.getByTestId('statistics-details-selection-count')).toHaveTextContent(
      '1 Eintrag ausgewählt',
    );
    expect(screen.getByRole('checkbox', { name: 'Jonas Lange auswählen' })).toBeChecked();
    await act(async () => fireEvent.click(screen.getByTestId('statistics-add-button')));
    expect(store.actions.filter(addToGroupRequested.match).map((a) => a.payload)).toEqual([
      { targetProfileName: 'Nachfassen' },
    ]);
  });

  it('shows a list of a newsletter that is not in the account as not found', async () => {
    const { store } = await renderAt(
      '/WhatsApp/Statistic/999/Details/Delivery/Read',
      '/WhatsApp/Statistic/:id/Details/Delivery/:filter?',
      <DeliveryDetailsScreen />,
    );
    await act(async () => {
      store.dispatch(detailNewsletterFailed({ id: 999, notFound: true }));
    });
    const item = { kind: 'whatsAppNewsletter', id: 999 } as const;
    expect(store.actions).toContainEqual(itemAccountRequested(item));
    await act(async () => {
      store.dispatch(itemAccountMissing(item));
    });
    expect(screen.getByTestId('statistics-not-found')).toHaveTextContent('Nummer 999');
    expect(screen.queryByTestId('statistics-details-search')).not.toBeInTheDocument();
  });
});
