import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { Input } from './styles';
import { describedBy, useFormField } from './useFormField';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** A date and time (`datetime-local`) instead of a date; pair it with `dateRule({ time: true })`. */
  withTime?: boolean;
  /** Earliest and latest choice offered by the picker, ISO text like the value. */
  min?: string;
  max?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * The browser's date picker, shown in the user's locale; the form value is ISO text
 * (`2026-11-23`), which dateRule of src/common checks and JSON carries as it is.
 */
export function DateField({
  name,
  label,
  hint,
  required = false,
  withTime = false,
  id,
  ...rest
}: DateFieldProps) {
  const field = useFormField(name, id);
  return (
    <FieldShell {...field.shell} label={label} required={required} hint={hint}>
      <Input
        type={withTime ? 'datetime-local' : 'date'}
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
