import { fireEvent, screen, within } from '@testing-library/react';
import { encodeIssue } from '../../../../src/common/validation';
import { ErrorSummary, TextField } from '../../../../src/app/components/form';
import { renderInForm, settle } from './renderInForm';

interface Values {
  title: string;
  buttons: { text?: string }[];
}

const required = encodeIssue('required');
const tooLong = encodeIssue('tooLong', { max: 5 });

/** Title required and at most 5 characters; every button needs a label. */
function validate(values: Values) {
  const errors: Record<string, unknown> = {};
  if (!values.title) errors.title = required;
  else if (values.title.length > 5) errors.title = tooLong;
  const buttons = values.buttons.map((button) => (button.text ? undefined : { text: required }));
  if (buttons.some(Boolean)) errors.buttons = buttons;
  return errors;
}

function renderForm(onSubmit = jest.fn()) {
  renderInForm<Values>(
    <>
      <ErrorSummary />
      <TextField name="title" label="Titel" required />
      <TextField name="buttons[0].text" label="Erster Knopf" required />
      <TextField name="buttons[1].text" label="Zweiter Knopf" required />
    </>,
    // The second button's text is missing from the values: formik alone would not touch it.
    { initialValues: { title: '', buttons: [{ text: 'Ja' }, {}] }, validate, onSubmit },
  );
  return onSubmit;
}

const submit = () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Senden' })));

describe('ErrorSummary', () => {
  it('shows nothing before a submit', () => {
    renderForm();
    expect(screen.queryByTestId('form-error-summary')).not.toBeInTheDocument();
  });

  it('shows every error on the first submit, lists them as links and focuses the first field', async () => {
    const onSubmit = renderForm();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Titel/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Zweiter Knopf/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Zweiter Knopf/)).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );

    const summary = screen.getByRole('alert', { name: 'Bitte korrigieren Sie 2 Angaben:' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Titel: Bitte füllen Sie dieses Feld aus.',
      'Zweiter Knopf: Bitte füllen Sie dieses Feld aus.',
    ]);
    expect(screen.getByLabelText(/Titel/)).toHaveFocus();

    await settle(() => fireEvent.click(links[1]));
    expect(screen.getByLabelText(/Zweiter Knopf/)).toHaveFocus();
  });

  it('drops edited fields from the list and shows the errors of the next submit', async () => {
    const onSubmit = renderForm();
    await submit();
    await settle(() => {
      fireEvent.change(screen.getByLabelText(/Zweiter Knopf/), { target: { value: 'Nein' } });
    });
    const summary = screen.getByRole('alert', { name: 'Bitte korrigieren Sie eine Angabe:' });
    expect(within(summary).getAllByRole('link')).toHaveLength(1);

    await settle(() => {
      fireEvent.change(screen.getByLabelText(/Titel/), { target: { value: 'Herbstreise' } });
    });
    expect(screen.queryByTestId('form-error-summary')).not.toBeInTheDocument();
    await submit();
    expect(within(screen.getByTestId('form-error-summary')).getByRole('link')).toHaveTextContent(
      'Titel: Der Text ist zu lang (höchstens 5 Zeichen).',
    );
    expect(screen.getByLabelText(/Titel/)).toHaveFocus();

    await settle(() => {
      fireEvent.change(screen.getByLabelText(/Titel/), { target: { value: 'Reise' } });
    });
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('form-error-summary')).not.toBeInTheDocument();
  });
});
