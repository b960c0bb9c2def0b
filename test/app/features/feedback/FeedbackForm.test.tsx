import { act, fireEvent, screen, within } from '@testing-library/react';
import FeedbackForm from '../../../../src/app/features/feedback/FeedbackForm';
import {
  feedbackFailed,
  feedbackReset,
  feedbackSubmitted,
  feedbackSucceeded,
} from '../../../../src/app/features/feedback/slice';
import { renderWithProviders } from '../../support/testUtils';

/** A fresh app store per test (its sagas do not run), German texts, theme. */
function renderForm(props: { errorText?: string; pageUrl?: string } = {}) {
  const view = renderWithProviders(
    <FeedbackForm pageUrl="https://relay.example/newsletters" {...props} />,
  );
  const submitted = () => view.store.actions.filter(feedbackSubmitted.match).map((a) => a.payload);
  return { ...view, dispatched: view.store.actions, submitted };
}

async function settle(fire: () => void) {
  await act(async () => {
    fire();
  });
}

const description = () => screen.getByLabelText<HTMLTextAreaElement>(/Was haben Sie gerade getan/);
const email = () => screen.getByLabelText<HTMLInputElement>(/E-Mail-Adresse/);
const phone = () => screen.getByLabelText<HTMLInputElement>(/Telefonnummer/);
const submit = () => screen.getByRole('button', { name: /Feedback senden|Wird gesendet/ });

async function fillIn(values: { description?: string; email?: string; phone?: string }) {
  await settle(() => {
    if (values.description !== undefined) {
      fireEvent.change(description(), { target: { value: values.description } });
    }
    if (values.email !== undefined) fireEvent.change(email(), { target: { value: values.email } });
    if (values.phone !== undefined) fireEvent.change(phone(), { target: { value: values.phone } });
  });
}

describe('FeedbackForm', () => {
  it('does not send without a description and says so under the field', async () => {
    const { submitted } = renderForm();
    await settle(() => fireEvent.click(submit()));
    expect(submitted()).toEqual([]);
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveAccessibleDescription(
      expect.stringContaining('Bitte füllen Sie dieses Feld aus.'),
    );
  });

  it('shows the translated errors of the shared rules', async () => {
    const { submitted } = renderForm();
    await fillIn({ description: '<b>kaputt</b>', email: 'anna@', phone: '030 1234567' });
    await settle(() => fireEvent.click(submit()));
    expect(submitted()).toEqual([]);
    expect(screen.getByText('HTML-Code ist hier nicht erlaubt.')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ).toBeInTheDocument();
    expect(phone()).toHaveAccessibleDescription(
      expect.stringContaining('im internationalen Format mit Ländervorwahl ein'),
    );
  });

  it('sends the cast values with the page and error context', async () => {
    const { submitted } = renderForm({ errorText: 'TypeError: x is undefined' });
    await fillIn({
      description: 'Beim Öffnen der Statistik',
      email: ' anna@example.com ',
      phone: '+49 30 1234567',
    });
    await settle(() => fireEvent.click(submit()));
    expect(submitted()).toEqual([
      {
        description: 'Beim Öffnen der Statistik',
        callbackEmail: 'anna@example.com',
        phone: '+49 30 1234567',
        pageUrl: 'https://relay.example/newsletters',
        errorText: 'TypeError: x is undefined',
      },
    ]);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Wird gesendet …');
  });

  it('leaves out blank optional fields and cuts an overlong context to its limits', async () => {
    const { submitted } = renderForm({
      pageUrl: `https://x/${'a'.repeat(3000)}`,
      errorText: 'e'.repeat(5000),
    });
    await fillIn({ description: 'Fehler' });
    await settle(() => fireEvent.click(submit()));
    const [request] = submitted();
    expect(Object.keys(request).sort()).toEqual(['description', 'errorText', 'pageUrl']);
    expect(request.pageUrl).toHaveLength(2048);
    expect(request.errorText).toHaveLength(4000);
  });

  it('maps the server details of a 400 onto the fields and keeps what was typed', async () => {
    const { store } = renderForm();
    await fillIn({ description: 'Beim Speichern', phone: '+49 30 1234567' });
    await settle(() => fireEvent.click(submit()));
    await settle(() => {
      store.dispatch(
        feedbackFailed({
          error: 'invalid',
          fieldErrors: [
            { field: 'phone', reason: 'phone' },
            { field: 'description', reason: 'tooLong', params: { max: 10 } },
          ],
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveAccessibleDescription(
      expect.stringContaining('Der Text ist zu lang (höchstens 10 Zeichen).'),
    );
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(description().value).toBe('Beim Speichern');
    expect(phone().value).toBe('+49 30 1234567');
    expect(submit()).toBeEnabled();

    await fillIn({ phone: '+49 30 7654321' });
    expect(phone()).toHaveAttribute('aria-invalid', 'false');
    expect(description()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when sending failed and keeps what was typed', async () => {
    const { store } = renderForm();
    await fillIn({ description: 'Beim Speichern', email: 'anna@example.com' });
    await settle(() => fireEvent.click(submit()));
    await settle(() => {
      store.dispatch(feedbackFailed({ error: 'failed', fieldErrors: [] }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ihr Feedback konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    );
    expect(description().value).toBe('Beim Speichern');
    expect(email().value).toBe('anna@example.com');
  });

  it('thanks the user once sent', async () => {
    const { store } = renderForm();
    await settle(() => {
      store.dispatch(feedbackSubmitted({ description: 'x' }));
      store.dispatch(feedbackSucceeded({ id: '5' }));
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Vielen Dank für Ihr Feedback!');
    expect(screen.queryByRole('button', { name: 'Feedback senden' })).not.toBeInTheDocument();
    expect(within(status).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('refuses a paste that would make the description longer than 2000 characters', async () => {
    renderForm();
    await fillIn({ description: 'a'.repeat(1990) });
    const area = description();
    area.setSelectionRange(1990, 1990);
    const accepted = fireEvent.paste(area, { clipboardData: { getData: () => 'b'.repeat(11) } });
    expect(accepted).toBe(false);
    expect(area.value).toBe('a'.repeat(1990));
    expect(
      screen.getByText('Der eingefügte Text ist zu lang (höchstens 2000 Zeichen).'),
    ).toBeInTheDocument();
    expect(fireEvent.paste(area, { clipboardData: { getData: () => 'b'.repeat(10) } })).toBe(true);
  });

  it('resets the feedback state when the page is left', () => {
    const { unmount, dispatched } = renderForm();
    unmount();
    expect(dispatched.map((action) => action.type)).toContain(feedbackReset.type);
  });
});
