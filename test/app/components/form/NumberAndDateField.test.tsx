import { fireEvent, screen } from '@testing-library/react';
import { object } from 'yup';
import { dateRule, numberRule } from '../../../../src/common/validation';
import { DateField, NumberField } from '../../../../src/app/components/form';
import { renderInForm, settle } from './renderInForm';

describe('NumberField', () => {
  const schema = object({
    amount: numberRule({ required: true, min: 0, max: 1000, decimals: 2 }),
    days: numberRule({ decimals: 0 }),
  });

  function setup() {
    const onSubmit = jest.fn();
    renderInForm(
      <>
        <NumberField name="amount" label="Betrag" required />
        <NumberField name="days" label="Tage" integer />
      </>,
      { initialValues: { amount: '', days: '' }, validationSchema: schema, onSubmit },
    );
    return onSubmit;
  }

  async function errorFor(label: string, value: string) {
    const input = screen.getByLabelText(new RegExp(label));
    await settle(() => {
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    });
    return document.getElementById(`${input.id}-error`);
  }

  it('keeps the typed text and offers a numeric keypad', async () => {
    setup();
    const amount = screen.getByLabelText<HTMLInputElement>(/Betrag/);
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Tage')).toHaveAttribute('inputmode', 'numeric');
    await settle(() => fireEvent.change(amount, { target: { value: '12,5' } }));
    expect(amount.value).toBe('12,5');
  });

  it('translates every number rule', async () => {
    setup();
    expect(await errorFor('Betrag', 'zwölf')).toHaveTextContent('Bitte geben Sie eine Zahl ein.');
    expect(await errorFor('Betrag', '-1')).toHaveTextContent(
      'Der Wert muss mindestens 0 betragen.',
    );
    expect(await errorFor('Betrag', '1000,5')).toHaveTextContent(
      'Der Wert darf höchstens 1.000 betragen.',
    );
    expect(await errorFor('Betrag', '3,145')).toHaveTextContent(
      'Bitte geben Sie höchstens 2 Nachkommastellen ein.',
    );
    expect(await errorFor('Tage', '1,5')).toHaveTextContent(
      'Bitte geben Sie eine ganze Zahl ohne Nachkommastellen ein.',
    );
  });
});

describe('DateField', () => {
  it('is a date input whose required error is translated', async () => {
    renderInForm(<DateField name="from" label="Von" required min="2026-01-01" />, {
      initialValues: { from: '' },
      validationSchema: object({ from: dateRule({ required: true }) }),
    });
    const input = screen.getByLabelText<HTMLInputElement>(/Von/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Senden' })));
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    await settle(() => fireEvent.change(input, { target: { value: '2026-11-23' } }));
    expect(input.value).toBe('2026-11-23');
    expect(screen.queryByText('Bitte füllen Sie dieses Feld aus.')).not.toBeInTheDocument();
  });

  it('translates an invalid date', async () => {
    renderInForm(<DateField name="at" label="Zeitpunkt" withTime />, {
      initialValues: { at: '2026-02-30T10:00' },
      validationSchema: object({ at: dateRule({ time: true }) }),
      initialTouched: { at: true },
      validateOnMount: true,
    });
    expect(screen.getByLabelText('Zeitpunkt')).toHaveAttribute('type', 'datetime-local');
    expect(await screen.findByText('Bitte geben Sie ein gültiges Datum ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Zeitpunkt')).toHaveAttribute('aria-invalid', 'true');
  });
});
