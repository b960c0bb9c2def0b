import { fireEvent, screen } from '@testing-library/react';
import { object } from 'yup';
import { textRule } from '../../../../src/common/validation';
import { TextField } from '../../../../src/app/components/form';
import { renderInForm, settle } from './renderInForm';

function paste(element: HTMLElement, text: string): boolean {
  return fireEvent.paste(element, { clipboardData: { getData: () => text } });
}

describe('TextField', () => {
  it('labels the control and shows no error before the field is touched', () => {
    renderInForm(<TextField name="title" label="Titel" required />, {
      initialValues: { title: '' },
      validationSchema: object({ title: textRule({ required: true }) }),
    });
    const input = screen.getByLabelText(/Titel/);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Bitte füllen Sie dieses Feld aus.')).not.toBeInTheDocument();
  });

  it('shows the translated required error under the field after submit, linked by aria', async () => {
    renderInForm(<TextField name="title" label="Titel" required />, {
      initialValues: { title: '' },
      validationSchema: object({ title: textRule({ required: true }) }),
    });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Senden' })));
    const error = screen.getByText('Bitte füllen Sie dieses Feld aus.');
    const input = screen.getByLabelText(/Titel/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
  });

  it('translates errors with parameters (no HTML, too long) on blur', async () => {
    renderInForm(
      <>
        <TextField name="note" label="Notiz" multiline />
        <TextField name="code" label="Code" />
      </>,
      {
        initialValues: { note: '', code: 'abcdefg' },
        validationSchema: object({ note: textRule(), code: textRule({ max: 5 }) }),
      },
    );
    const note = screen.getByLabelText('Notiz');
    expect(note.tagName).toBe('TEXTAREA');
    await settle(() => {
      fireEvent.change(note, { target: { value: '<b>fett</b>' } });
      fireEvent.blur(note);
      fireEvent.blur(screen.getByLabelText('Code'));
    });
    expect(screen.getByText('HTML-Code ist hier nicht erlaubt.')).toBeInTheDocument();
    expect(screen.getByText('Der Text ist zu lang (höchstens 5 Zeichen).')).toBeInTheDocument();
  });

  it('refuses a paste beyond the maximum and keeps what was typed', async () => {
    renderInForm(<TextField name="text" label="Text" maxLength={10} />, {
      initialValues: { text: '' },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Text');
    expect(input).toHaveAttribute('maxlength', '10');
    await settle(() => fireEvent.change(input, { target: { value: 'Hallo' } }));

    const accepted = paste(input, '123456');

    expect(accepted).toBe(false);
    expect(input.value).toBe('Hallo');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Der eingefügte Text ist zu lang (höchstens 10 Zeichen).');
    expect(input.getAttribute('aria-describedby')).toContain(notice.id);
  });

  it('accepts a paste within the maximum and clears an earlier notice', async () => {
    renderInForm(<TextField name="text" label="Text" maxLength={10} />, {
      initialValues: { text: 'Hallo' },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Text');
    expect(paste(input, '123456')).toBe(false);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    input.setSelectionRange(5, 5);
    expect(paste(input, '12345')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The browser inserts the accepted paste and reports it as input.
    await settle(() => fireEvent.change(input, { target: { value: 'Hallo12345' } }));
    expect(input.value).toBe('Hallo12345');
  });

  it('counts a paste that replaces the selection against the maximum', () => {
    renderInForm(<TextField name="text" label="Text" maxLength={10} />, {
      initialValues: { text: 'Hallo Welt' },
    });
    const input = screen.getByLabelText<HTMLInputElement>('Text');
    input.setSelectionRange(0, 5);
    expect(paste(input, 'Guten')).toBe(true);
    input.setSelectionRange(0, 5);
    expect(paste(input, 'Servus')).toBe(false);
    expect(input.value).toBe('Hallo Welt');
  });

  it('in a textarea counts pasted line breaks as the textarea keeps them', () => {
    renderInForm(<TextField name="text" label="Text" multiline maxLength={5} showCounter />, {
      initialValues: { text: 'ab' },
    });
    const area = screen.getByLabelText<HTMLTextAreaElement>('Text');
    area.setSelectionRange(2, 2);
    expect(paste(area, 'c\r\nd')).toBe(true);
    expect(paste(area, 'c\r\nde')).toBe(false);
    expect(area.value).toBe('ab');
    expect(screen.getByText('2 von 5 Zeichen')).toBeInTheDocument();
  });

  it('shows a server error until the field is changed', async () => {
    const { container } = renderInForm(<TextField name="phone" label="Telefon" />, {
      initialValues: { phone: '030 1234567' },
      initialStatus: { serverErrors: { phone: 'phone' } },
    });
    const input = screen.getByLabelText('Telefon');
    expect(screen.getByText(/internationalen Format mit Ländervorwahl/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await settle(() => fireEvent.change(input, { target: { value: '+49 30 1234567' } }));
    expect(container.textContent).not.toMatch(/internationalen Format/);
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
