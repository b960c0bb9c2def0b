import { act, fireEvent, screen, within } from '@testing-library/react';
import { HeaderFormat, TemplateStatus } from '../../../../src/common/templates';
import { TemplateEditorScreen } from '../../../../src/app/features/templates/TemplateEditorScreen';
import {
  copyRequested,
  editorLoaded,
  editorRequested,
  placeholdersLoaded,
  saveRequested,
} from '../../../../src/app/features/templates/slice';
import { rightsLoaded } from '../../../../src/app/features/rights/slice';
import { renderWithProviders } from '../../support/testUtils';
import { approvedState, editorState } from './fixtures';

async function renderEditor(state = editorState()) {
  const view = renderWithProviders(<TemplateEditorScreen />);
  await act(async () => {
    view.store.dispatch(
      rightsLoaded({
        rights: ['WhatsAppTemplates.View', 'WhatsAppTemplates.Add', 'WhatsAppTemplates.Edit'],
        accountId: 1,
        fromCache: false,
      }),
    );
    view.store.dispatch(
      placeholdersLoaded({
        fields: [
          { name: 'firstname', label: 'Vorname', type: 'text', isCustom: false },
          { name: 'lastname', label: 'Nachname', type: 'text', isCustom: false },
        ],
        textComponents: [
          { id: 1, friendlyName: 'Gruß', content: 'Viele Grüße', multiLine: false },
          { id: 2, friendlyName: 'Impressum', content: 'a\nb', multiLine: true },
        ],
      }),
    );
    view.store.dispatch(editorLoaded(state));
  });
  return view;
}

async function type(label: RegExp | string, value: string) {
  const field = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  });
}

const body = () => screen.getByLabelText(/Text der Nachricht/);

describe('TemplateEditorScreen', () => {
  it('loads a new template (id 0) and refuses a name with an underscore on the field', async () => {
    const { store } = await renderEditor();
    expect(store.actions.filter(editorRequested.match).map((a) => a.payload)).toEqual([0]);
    await type(/^Name/, 'herbst_angebote');
    expect(
      await screen.findByText(
        'Der Name darf keinen Unterstrich, kein Sternchen und keine geschweiften Klammern enthalten.',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('template-save')));
    expect(store.actions.filter(saveRequested.match)).toHaveLength(0);
  });

  it('asks for 3 words per placeholder and a fallback for each placeholder', async () => {
    const { store } = await renderEditor();
    await type(/^Name/, 'Herbst');
    await type(/Text der Nachricht/, 'Hallo {{firstname}} {{lastname}}');
    expect(
      await screen.findByText(
        'Der Text verwendet 2 Platzhalter, geben Sie mindestens 6 Wörter ein.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Ersatztext für/)).toHaveLength(2);
    expect(
      screen.getByLabelText(/Ersatztext für \{\{firstname\}\} \(Vorname\)/),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('template-save')));
    expect(store.actions.filter(saveRequested.match)).toHaveLength(0);
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBeGreaterThan(0);
  });

  it('inserts a placeholder from the chooser and drops fallbacks of removed placeholders', async () => {
    await renderEditor();
    await type(/Text der Nachricht/, 'Hallo');
    await act(async () => {
      fireEvent.change(screen.getByTestId('template-placeholder-choice'), {
        target: { value: 'firstname' },
      });
    });
    await act(async () => fireEvent.click(screen.getByTestId('template-placeholder-insert')));
    expect(body()).toHaveValue('Hallo {{firstname}}');
    expect(screen.getAllByLabelText(/Ersatztext für/)).toHaveLength(1);
    await type(/Text der Nachricht/, 'Hallo ihr alle zusammen');
    expect(screen.queryAllByLabelText(/Ersatztext für/)).toHaveLength(0);
    // Single-line text components are offered too; multi-line ones are not.
    const choice = screen.getByTestId('template-placeholder-choice');
    expect(within(choice).getByRole('option', { name: 'Gruß' })).toHaveValue('tc:Gruß');
    expect(within(choice).queryByRole('option', { name: 'Impressum' })).toBeNull();
  });

  it('renders the preview with the sample subscriber and fallbacks as the body changes', async () => {
    await renderEditor();
    await type(/Text der Nachricht/, 'Hallo {{firstname}} aus {{city}}, schön dass du da bist');
    await type(/Ersatztext für \{\{city\}\}/, 'Kiel');
    expect(screen.getByTestId('template-preview-body')).toHaveTextContent(
      'Hallo Julia aus Kiel, schön dass du da bist',
    );
    await type(/Fußzeile/, 'Nordlicht Reisen');
    expect(screen.getByTestId('template-preview-footer')).toHaveTextContent('Nordlicht Reisen');
  });

  it('keeps the button limits and refuses a phone number with spaces; no reordering while invalid', async () => {
    await renderEditor();
    await act(async () => fireEvent.click(screen.getByTestId('template-add-phone')));
    expect(screen.getByTestId('template-add-phone')).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByTestId('template-add-link')));
    await act(async () => fireEvent.click(screen.getByTestId('template-add-link')));
    expect(screen.getByTestId('template-add-quick-reply')).toBeDisabled();
    await type(/Telefonnummer \(international/, '+49 40 123456');
    expect(
      await screen.findByText(
        'Bitte geben Sie die Nummer international mit Ländervorwahl und ohne Leerzeichen ein, z. B. +4940123456.',
      ),
    ).toBeInTheDocument();
    const first = screen.getAllByTestId('template-button')[0];
    expect(within(first).getByRole('button', { name: 'Nach unten' })).toBeDisabled();
    expect(screen.getByTestId('template-no-reorder')).toBeInTheDocument();
  });

  it('warns about an http link without refusing it', async () => {
    await renderEditor();
    await act(async () => fireEvent.click(screen.getByTestId('template-add-link')));
    await type(/Link \(URL\)/, 'http://example.com');
    expect(await screen.findByTestId('template-insecure-url')).toBeInTheDocument();
    await type(/Link \(URL\)/, 'example');
    expect(
      await screen.findByText('Bitte geben Sie einen gültigen Link ein (https://…).'),
    ).toBeInTheDocument();
  });

  it('saves a valid template with its content, and submits with the other button', async () => {
    const { store } = await renderEditor();
    await type(/^Name/, 'Herbst');
    await type(/Text der Nachricht/, 'Hallo {{firstname}}, unsere Reisen sind da.');
    await type(/Ersatztext für/, 'Kundin');
    await act(async () => fireEvent.click(screen.getByTestId('template-submit')));
    const [saved] = store.actions.filter(saveRequested.match);
    expect(saved.payload).toMatchObject({
      id: 0,
      thenSubmit: true,
      content: {
        name: 'Herbst',
        businessAccountId: 7,
        components: {
          body: {
            text: 'Hallo {{firstname}}, unsere Reisen sind da.',
            placeholderDefaultValues: [{ placeholder: 'firstname', defaultValue: 'Kundin' }],
          },
        },
      },
    });
  });

  it('is read-only when approved, says why and offers a copy', async () => {
    const { store } = await renderEditor(approvedState());
    expect(screen.getByTestId('template-read-only')).toHaveTextContent(
      'in Prüfung oder genehmigt und kann nicht mehr bearbeitet werden',
    );
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    expect(body()).toBeDisabled();
    expect(screen.queryByTestId('template-save')).toBeNull();
    expect(screen.getAllByTestId('template-preview-button')[0]).toHaveTextContent('Mehr');
    await act(async () => fireEvent.click(screen.getByTestId('template-editor-copy')));
    expect(store.actions.filter(copyRequested.match).map((a) => a.payload)).toEqual([5]);
  });

  it("shows Meta's reason of a rejection and the removed image notice", async () => {
    await renderEditor({
      ...editorState({
        id: 4,
        status: TemplateStatus.rejected,
        rejectionReason: 'INVALID_FORMAT: Variables',
      }),
      notice: 'headerImageRemoved',
    });
    expect(screen.getByTestId('template-editor-rejection')).toHaveTextContent(
      'Grund der Ablehnung: INVALID_FORMAT: Variables',
    );
    expect(screen.getByTestId('template-image-removed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeEnabled();
  });

  it('names the header image and shows its thumbnail instead of its path', async () => {
    const base = editorState({ id: 4 });
    await renderEditor({
      ...base,
      template: {
        ...base.template,
        components: {
          ...base.template.components,
          header: { headerFormat: HeaderFormat.image, headerValue: '7/herbst-id.png' },
        },
      },
      headerImageName: 'Herbstwald.png',
    });
    expect(screen.getByTestId('template-image-path')).toHaveTextContent(/^Herbstwald\.png$/);
    expect(screen.getByTestId('template-image-thumbnail')).toHaveAttribute(
      'src',
      '/Media/7/herbst-id.png',
    );
  });

  it('says that no account is available when the account has no business account', async () => {
    const { store } = await renderEditor({
      ...editorState({ businessAccountId: null }),
      businessAccounts: [],
    });
    const waba = screen.getByTestId('template-waba');
    const text =
      'Es ist kein WhatsApp-Konto verfügbar. Verknüpfen Sie zuerst eines unter WhatsApp → Konten.';
    // At once, before any save, and not the generic "please fill this field".
    expect(waba).toHaveAttribute('aria-invalid', 'true');
    expect(waba).toHaveAccessibleDescription(text);
    await type(/^Name/, 'Herbst');
    await type(/Text der Nachricht/, 'Unsere Herbstreisen sind da, jetzt buchen.');
    await act(async () => fireEvent.click(screen.getByTestId('template-save')));
    expect(store.actions.filter(saveRequested.match)).toHaveLength(0);
    expect(screen.getByTestId('template-waba')).toHaveAccessibleDescription(text);
    expect(screen.queryByText('Bitte füllen Sie dieses Feld aus.')).toBeNull();
  });
});
