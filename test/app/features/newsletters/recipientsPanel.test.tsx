/**
 * What the editor's recipient list dispatches (redux-mock-store: the state stays as given):
 * showing a list, ticking rows, select all N, and "add to group" of the selection.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { RecipientDetail, RecipientQuery } from '../../../../src/common/newsletters';
import { recipientList } from '../../../../src/app/features/newsletters/recipientList';
import { RecipientsPanel } from '../../../../src/app/features/newsletters/RecipientsPanel';
import {
  addToGroupRequested,
  initialNewslettersState,
  newslettersReducer,
  type NewslettersState,
} from '../../../../src/app/features/newsletters/slice';
import type { RootState } from '../../../../src/app/store';
import type { Right } from '../../../../src/common/rights';
import { signedInState } from '../../support/factories';
import { renderWithMockStore } from '../../support/mockStore';

const { actions } = recipientList;

const query: RecipientQuery = {
  profileId: '00000000-0000-4000-8000-0000000000aa',
  newsletterCultureId: 'de-DE',
  sendToDOIUnknown: false,
  sendToOtherLanguage: false,
};

const person = (n: number): RecipientDetail => ({
  uniqueId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstname: `Greta ${n}`,
  lastname: 'Grünwald',
  email: null,
  telnr: `+4915100000${n}`,
  culture: 'de-DE',
  doiStatus: 'confirmed',
  exclusionReason: null,
});

/** The editor with 120 counted recipients and the first 2 rows of the effective list shown. */
function stateWith(rights: Right[], change: (s: NewslettersState) => NewslettersState = (s) => s) {
  let newsletters: NewslettersState = {
    ...initialNewslettersState,
    editor: {
      ...initialNewslettersState.editor,
      recipients: {
        status: 'loaded',
        query,
        effective: 120,
        excluded: { count: 0, exclusionReasons: [] },
      },
    },
  };
  for (const action of [
    actions.queryChanged({ recipients: query, list: 'effective', reason: null }),
    actions.pageLoaded({
      generation: 1,
      page: 0,
      result: { items: [person(1), person(2)], total: 120, nextAfter: 'key-1' },
    }),
  ]) {
    newsletters = newslettersReducer(newsletters, action);
  }
  return { ...signedInState({ rights }), newsletters: change(newsletters) } as RootState;
}

const marketer: Right[] = ['WhatsAppCampaigns.View', 'SubscriberGroup.Edit'];

describe('the recipient list of the editor', () => {
  it('shows a list, ticks a row, selects all 120 and the visible ones', () => {
    const { mockStore } = renderWithMockStore(<RecipientsPanel />, stateWith(marketer));
    fireEvent.click(screen.getByRole('button', { name: 'Empfänger anzeigen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Greta 2 Grünwald auswählen' }));
    fireEvent.click(screen.getByTestId('newsletter-details-select-all-results'));
    fireEvent.click(screen.getByTestId('newsletter-details-select-visible'));
    fireEvent.click(screen.getByTestId('newsletter-details-next'));
    expect(mockStore.getActions()).toEqual([
      actions.queryChanged({ recipients: query, list: 'effective', reason: null }),
      actions.rowToggled(person(2).uniqueId),
      actions.allOfFilterSelected(),
      actions.visibleToggled(),
      actions.pageRequested(1),
    ]);
    expect(screen.getByTestId('newsletter-details-select-all-results')).toHaveTextContent(
      'Alle 120 Treffer auswählen',
    );
  });

  it('adds the selection to a new group; with nothing selected it cannot', () => {
    const none = renderWithMockStore(<RecipientsPanel />, stateWith(marketer));
    fireEvent.change(screen.getByTestId('newsletter-add-name'), {
      target: { value: 'Nachfassen' },
    });
    expect(screen.getByTestId('newsletter-add-button')).toBeDisabled();
    none.unmount();

    const allSelected = stateWith(marketer, (s) =>
      newslettersReducer(s, actions.allOfFilterSelected()),
    );
    const { mockStore } = renderWithMockStore(<RecipientsPanel />, allSelected);
    expect(screen.getByTestId('newsletter-details-selection-count')).toHaveTextContent(
      '120 Personen ausgewählt',
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    fireEvent.change(screen.getByTestId('newsletter-add-name'), {
      target: { value: ' Nachfassen ' },
    });
    fireEvent.click(screen.getByTestId('newsletter-add-button'));
    expect(mockStore.getActions()).toEqual([
      addToGroupRequested({ targetProfileName: 'Nachfassen' }),
    ]);
  });

  it('offers no selection without the group right', () => {
    renderWithMockStore(<RecipientsPanel />, stateWith(['WhatsAppCampaigns.View']));
    expect(screen.getAllByTestId('newsletter-detail-row')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('newsletter-details-select-all-results')).not.toBeInTheDocument();
  });
});
