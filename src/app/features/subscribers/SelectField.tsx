import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldShell } from '../../components/form';
import { describedBy, useFormField } from '../../components/form/useFormField';

const Select = styled.select`
  width: 100%;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
`;

/** A labelled choice bound to formik, laid out like the other form fields. */
export function SelectField({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
  required?: boolean;
}) {
  const field = useFormField(name);
  return (
    <FieldShell {...field.shell} label={label} required={required}>
      <Select
        id={field.controlId}
        name={field.name}
        value={String(field.value)}
        onChange={field.onChange as never}
        onBlur={field.onBlur}
        aria-invalid={Boolean(field.errorText)}
        aria-describedby={describedBy(field.errorText && field.errorId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
