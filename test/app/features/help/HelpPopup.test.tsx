import { fireEvent, screen } from '@testing-library/react';
import { HelpPopup } from '../../../../src/app/features/help/HelpPopup';
import { supportLogRequested } from '../../../../src/app/features/help/slice';
import { signedInState } from '../../support/factories';
import { createTestStore, renderWithProviders } from '../../support/testUtils';

describe('HelpPopup', () => {
  it('asks for the support log with its button', async () => {
    const store = createTestStore(signedInState());
    renderWithProviders(<HelpPopup onClose={() => {}} />, { store });
    const button = await screen.findByTestId('support-log-download');
    expect(button.textContent).toBe('Supportprotokoll herunterladen');
    fireEvent.click(button);
    expect(store.actions).toContainEqual(supportLogRequested());
  });
});
