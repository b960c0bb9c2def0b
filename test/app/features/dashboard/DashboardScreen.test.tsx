import { act, fireEvent, screen } from '@testing-library/react';
import { DashboardScreen } from '../../../../src/app/features/dashboard/DashboardScreen';
import {
  dashboardRequested,
  sourceFailed,
  sourceLoaded,
  sourcesLoading,
  sourcesRetried,
} from '../../../../src/app/features/dashboard/slice';
import type { LastAction } from '../../../../src/common/dashboard';
import { renderWithProviders } from '../../support/testUtils';

const action = (id: number, minutesAgo: number, caption: string): LastAction => ({
  id,
  actionGroup: 'WhatsAppNewsletter',
  caption,
  userName: null,
  userDeleted: false,
  timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  hasProgress: id === 2,
  progress: 820,
  maxProgress: 1204,
  nextStepInfo: null,
  itemId: null,
  actionType: 'send',
});

describe('DashboardScreen', () => {
  it('asks for the dashboard and shows each widget in its own state', async () => {
    const { store } = renderWithProviders(<DashboardScreen />);
    expect(await screen.findByTestId('greeting')).toBeInTheDocument();
    expect(store.actions.filter(dashboardRequested.match)).toHaveLength(1);
    await act(async () => {
      store.dispatch(
        sourcesLoading(['emailCampaigns', 'smsCampaigns', 'lastActions', 'whatsAppLastActions']),
      );
      store.dispatch(sourceFailed('smsCampaigns'));
      store.dispatch(
        sourceLoaded({
          source: 'emailCampaigns',
          data: [
            {
              id: 1,
              name: 'Frühbucher Sommer',
              itemKind: 0,
              type: 'EmailCampaign',
              status: 4,
              colourCode: 1,
              step: 5,
              date: null,
              changedAt: new Date().toISOString(),
              parentId: null,
            },
          ],
        }),
      );
      store.dispatch(
        sourceLoaded({
          source: 'lastActions',
          data: {
            lastActions: [
              action(1, 30, 'Älter'),
              {
                ...action(3, 60, 'Nordlicht Reisen GmbH'),
                actionGroup: 'SingleSignOn',
                actionType: 'activate',
                event: 'syncActivated',
              },
              {
                ...action(4, 90, 'Messebesucher'),
                actionGroup: 'RecipientGroup',
                actionType: 'create',
                event: 'groupCreated',
              },
            ],
            updatesSinceLastVisit: 4,
            previousVisit: '2026-11-22T08:00:00.000Z',
          },
        }),
      );
    });
    // Not shown at all: sources the rights do not allow.
    expect(screen.queryByTestId('widget-events')).toBeNull();
    expect(screen.getByTestId('widget-emailCampaigns')).toHaveTextContent(
      'Frühbucher Sommer · Aktiv · Zielgruppe festlegen',
    );
    expect(screen.getByTestId('widget-smsCampaigns')).toHaveTextContent(
      'Dieser Bereich konnte nicht geladen werden.',
    );
    // One of its two sources still loading: the last actions wait for both.
    expect(screen.getByTestId('widget-lastActions')).toHaveAttribute('data-status', 'loading');
    await act(async () => {
      store.dispatch(
        sourceLoaded({ source: 'whatsAppLastActions', data: [action(2, 5, 'Adventsgrüße')] }),
      );
    });
    const actions = screen.getAllByTestId('last-action');
    expect(actions.map((a) => a.textContent)).toEqual([
      expect.stringContaining('WhatsApp-Newsletter „Adventsgrüße“ versendet'),
      expect.stringContaining('„Älter“'),
      // An action on the account's own settings is worded by its event, not by its caption.
      expect.stringContaining('Single Sign-on: Synchronisierung eingeschaltet'),
      expect.stringContaining('Zielgruppe „Messebesucher“ angelegt'),
    ]);
    expect(actions[0]).toHaveTextContent('die Service-Crew');
    expect(actions[0]).toHaveTextContent('820 von 1.204');
    expect(screen.getByTestId('dashboard-updates')).toHaveTextContent(
      '4 Neuigkeiten seit Ihrem letzten Besuch.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(store.actions.filter(sourcesRetried.match).map((a) => a.payload.sources)).toEqual([
      ['smsCampaigns'],
    ]);
  });

  it('shows the first steps, linked and ticked, only while one is not done', async () => {
    const { store } = renderWithProviders(<DashboardScreen />);
    await screen.findByTestId('greeting');
    await act(async () => {
      store.dispatch(sourcesLoading(['firstSteps']));
      store.dispatch(
        sourceLoaded({
          source: 'firstSteps',
          data: [
            { key: 'linkNumber', done: true },
            { key: 'approveTemplate', done: false },
          ],
        }),
      );
    });
    const checklist = screen.getByTestId('first-steps');
    expect(checklist).toHaveTextContent('Telefonnummer verknüpfen (erledigt)');
    expect(screen.getByRole('link', { name: 'Vorlage freigeben lassen' })).toHaveAttribute(
      'href',
      '/WhatsApp/Templates',
    );
    await act(async () => {
      store.dispatch(
        sourceLoaded({
          source: 'firstSteps',
          data: [
            { key: 'linkNumber', done: true },
            { key: 'approveTemplate', done: true },
          ],
        }),
      );
    });
    expect(screen.queryByTestId('widget-firstSteps')).toBeNull();
  });

  it('words a team action in a conversation by its event and links to the conversation', async () => {
    const { store } = renderWithProviders(<DashboardScreen />);
    await screen.findByTestId('greeting');
    await act(async () => {
      store.dispatch(sourcesLoading(['lastActions', 'whatsAppLastActions']));
      store.dispatch(
        sourceLoaded({
          source: 'lastActions',
          data: { lastActions: [], updatesSinceLastVisit: 0, previousVisit: null },
        }),
      );
      store.dispatch(
        sourceLoaded({
          source: 'whatsAppLastActions',
          data: [
            {
              ...action(7, 3, 'Jonas Muster'),
              actionGroup: 'WhatsAppConversation',
              actionType: 'edit',
              event: 'conversationAssigned',
              itemId: '42',
            },
          ],
        }),
      );
    });
    const [assigned] = screen.getAllByTestId('last-action');
    expect(assigned).toHaveTextContent('WhatsApp-Unterhaltung mit „Jonas Muster“ zugewiesen');
    expect(assigned.querySelector('a')).toHaveAttribute('href', '/WhatsApp/Conversations/42');
  });
});
