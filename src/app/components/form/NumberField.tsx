import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { Input } from './styles';
import { describedBy, useFormField } from './useFormField';

export interface NumberFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Whole numbers only: shows a keypad without a decimal separator on phones. */
  integer?: boolean;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * A number typed as text (`1,5` or `1.5`): the form value stays what the user typed, so nothing
 * is lost or reformatted while typing, and numberRule of src/common reads and checks it (not a
 * number, too small, too large, decimals). `schema.cast(values)` gives the number.
 */
export function NumberField({
  name,
  label,
  hint,
  required = false,
  integer = false,
  id,
  ...rest
}: NumberFieldProps) {
  const field = useFormField(name, id);
  return (
    <FieldShell {...field.shell} label={label} required={required} hint={hint}>
      <Input
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        id={field.controlId}
        name={field.name}
        value={String(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        $invalid={Boolean(field.errorText)}
        aria-invalid={Boolean(field.errorText)}
        aria-required={required || undefined}
        aria-describedby={describedBy(
          Boolean(hint) && field.hintId,
          field.errorText && field.errorId,
        )}
        {...rest}
      />
    </FieldShell>
  );
}
