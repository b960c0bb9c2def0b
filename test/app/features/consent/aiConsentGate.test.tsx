import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AiConsentGate } from '../../../../src/app/features/consent/AiConsentGate';
import {
  consentChecked,
  consentCheckRequested,
  consentGiven,
  consentGiveRequested,
} from '../../../../src/app/features/consent/slice';
import { SendTimeTeaser } from '../../../../src/app/features/dashboard/SendTimeTeaser';
import type { Right } from '../../../../src/common/rights';
import { signedInState } from '../../support/factories';
import { renderWithProviders } from '../../support/testUtils';

const render = (rights: Right[]) =>
  renderWithProviders(
    <AiConsentGate>
      <button type="button">Lernen starten</button>
    </AiConsentGate>,
    { preloadedState: signedInState({ rights }) },
  );

describe('the AI consent in front of the send-time optimisation', () => {
  it('checks the account’s AI consent and offers it before the AI may start', async () => {
    const { store } = render(['Campaigns.ActivateSendTimeOptimization', 'General.EditorAiPlugin']);
    expect(store.actions).toContainEqual(consentCheckRequested(4));
    expect(screen.queryByRole('button', { name: 'Lernen starten' })).toBeNull();

    act(() => {
      store.dispatch(consentChecked({ consentType: 4, given: false }));
    });
    expect(await screen.findByTestId('ai-consent')).toHaveTextContent(
      'Die Versandzeitoptimierung ist eine KI',
    );
    expect(screen.queryByRole('button', { name: 'Lernen starten' })).toBeNull();
    fireEvent.click(screen.getByTestId('ai-consent-agree'));
    expect(store.actions).toContainEqual(consentGiveRequested(4));

    act(() => {
      store.dispatch(consentGiven(4));
    });
    expect(await screen.findByRole('button', { name: 'Lernen starten' })).toBeInTheDocument();
    expect(screen.queryByTestId('ai-consent')).toBeNull();
  });

  it('tells someone without the AI right whom to ask, offering no agree button', async () => {
    const { store } = render(['Campaigns.ActivateSendTimeOptimization']);
    act(() => {
      store.dispatch(consentChecked({ consentType: 4, given: false }));
    });
    expect(await screen.findByTestId('ai-consent')).toHaveTextContent(
      'Bitten Sie eine Person mit dem Recht für den KI-Assistenten',
    );
    expect(screen.queryByTestId('ai-consent-agree')).toBeNull();
  });

  it('stands in front of "Start learning" on the start page', async () => {
    const { store } = renderWithProviders(
      <SendTimeTeaser
        settings={{ activated: false, progress: 0, serviceAvailable: true }}
        canActivate
        activation="idle"
        onActivate={() => undefined}
      />,
      { preloadedState: signedInState({ rights: ['General.EditorAiPlugin'] }) },
    );
    // The gate loads lazily with the offer.
    await waitFor(() => expect(store.actions).toContainEqual(consentCheckRequested(4)));
    expect(screen.queryByTestId('sto-activate')).toBeNull();
    act(() => {
      store.dispatch(consentChecked({ consentType: 4, given: true }));
    });
    expect(await screen.findByTestId('sto-activate')).toBeInTheDocument();
  });
});
