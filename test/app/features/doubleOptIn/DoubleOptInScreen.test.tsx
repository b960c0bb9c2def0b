import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DoubleOptInScreen } from '../../../../src/app/features/doubleOptIn/DoubleOptInScreen';
import {
  processLoaded,
  processRequested,
  saveRequested,
} from '../../../../src/app/features/doubleOptIn/slice';
import type { Right } from '../../../../src/common/rights';
import { signedInState } from '../../support/factories';
import { renderWithProviders } from '../../support/testUtils';
import { activeProcess } from './fixtures';

const marketerRights: Right[] = ['WhatsAppDoubleOptIn.View', 'WhatsAppDoubleOptIn.Edit'];

async function renderScreen(process = activeProcess(), rights = marketerRights) {
  const view = renderWithProviders(<DoubleOptInScreen />, {
    preloadedState: signedInState({ rights }),
  });
  await act(async () => {
    view.store.dispatch(processLoaded(process));
  });
  return view;
}

describe('DoubleOptInScreen', () => {
  it('loads the process and shows the active state, the link and its QR code', async () => {
    const { store } = await renderScreen();
    expect(store.actions.filter(processRequested.match)).toHaveLength(1);
    expect(screen.getByTestId('doi-state')).toHaveTextContent('Aktiv · Version 2');
    expect(screen.getByTestId('doi-chat-link')).toHaveAttribute('href', activeProcess().chatLink!);
    const qr = screen.getByTestId('doi-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toMatch(/<path d="M4 4h1v1h-1z/);
  });

  it('shows a viewer the process read-only, without save, activate and reset', async () => {
    await renderScreen(activeProcess(), ['WhatsAppDoubleOptIn.View']);
    expect(screen.getByTestId('doi-read-only')).toHaveTextContent(
      'Sie können den Double-Opt-in-Prozess ansehen, aber nicht ändern',
    );
    expect(screen.getByTestId('doi-fields')).toBeDisabled();
    expect(screen.getByLabelText(/Abmelde-Schlüsselwort/)).toBeDisabled();
    expect(screen.queryByTestId('doi-save')).toBeNull();
    expect(screen.queryByTestId('doi-activate')).toBeNull();
    expect(screen.queryByTestId('doi-reset')).toBeNull();
  });

  it('shows no link while nothing is active', async () => {
    await renderScreen(activeProcess({ activeVersion: null, chatLink: null, hasChanges: true }));
    expect(screen.getByTestId('doi-state')).toHaveTextContent('In Bearbeitung');
    expect(screen.queryByTestId('doi-chat-link')).toBeNull();
    expect(screen.getByTestId('doi-link-inactive')).toBeInTheDocument();
  });

  it('resolves the keyword placeholders in the chat preview', async () => {
    await renderScreen();
    const preview = screen.getByTestId('doi-preview');
    expect(preview).toHaveTextContent(
      'Bitte bestätigen Sie Ihre Anmeldung zum WhatsApp-Newsletter mit „Anmelden“',
    );
    expect(preview.textContent).not.toContain('{{');
  });

  it('refuses equal keywords and an earlier keyword on the field, and saves nothing', async () => {
    const { store } = await renderScreen();
    const optOut = screen.getByLabelText(/Abmelde-Schlüsselwort/);
    await act(async () => {
      fireEvent.change(optOut, { target: { value: 'ANMELDEN' } });
      fireEvent.blur(optOut);
    });
    expect(
      await screen.findByText('An- und Abmelde-Schlüsselwort müssen sich unterscheiden.'),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('doi-activate')));
    expect(store.actions.filter(saveRequested.match)).toHaveLength(0);

    const optIn = screen.getByLabelText(/Anmelde-Schlüsselwort/);
    await act(async () => {
      fireEvent.change(optIn, { target: { value: 'stop' } });
      fireEvent.change(optOut, { target: { value: 'Ende' } });
      fireEvent.blur(optIn);
    });
    expect(
      await screen.findByText(
        'Dieses Schlüsselwort wurde in einer früheren Version für den anderen Zweck verwendet.',
      ),
    ).toBeInTheDocument();
  });

  it('warns while the opt-in keyword is missing from the DOI message', async () => {
    await renderScreen();
    expect(screen.queryByTestId('doi-keyword-warning')).toBeNull();
    await act(async () =>
      fireEvent.change(screen.getByLabelText(/^Double-Opt-in-Nachricht/), {
        target: { value: 'Bitte bestätigen Sie.' },
      }),
    );
    expect(screen.getByTestId('doi-keyword-warning')).toHaveTextContent(
      'Das Anmelde-Schlüsselwort kommt in der Double-Opt-in-Nachricht nicht vor.',
    );
  });

  it('saves and activates the fixed version with numbers where numbers belong', async () => {
    const { store } = await renderScreen();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Wartezeit in Tagen/), { target: { value: '14' } });
      fireEvent.change(screen.getByLabelText(/Bestätigung per/), { target: { value: '0' } });
    });
    await act(async () => fireEvent.click(screen.getByTestId('doi-activate')));
    await waitFor(() => expect(store.actions.filter(saveRequested.match)).toHaveLength(1));
    const [request] = store.actions.filter(saveRequested.match);
    expect(request.payload).toMatchObject({
      id: 1,
      thenActivate: true,
      settings: { daysToWait: 14, doiMethod: 0, phoneNumberId: 3, doiKeyword: 'Anmelden' },
    });
  });
});
