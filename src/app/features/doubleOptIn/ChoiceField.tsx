import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
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

/** A labelled choice of numbers (ids, enum values) bound to formik: the value stays a number. */
export function ChoiceField({
  name,
  label,
  options,
  hint,
}: {
  name: string;
  label: ReactNode;
  options: { value: number; label: string }[];
  hint?: ReactNode;
}) {
  const field = useFormField(name);
  const { setFieldValue } = useFormikContext();
  return (
    <FieldShell {...field.shell} label={label} required hint={hint}>
      <Select
        id={field.controlId}
        name={field.name}
        value={String(field.value)}
        onChange={(event) => void setFieldValue(name, Number(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={Boolean(field.errorText)}
        aria-describedby={describedBy(
          field.errorText && field.errorId,
          Boolean(hint) && field.hintId,
        )}
      >
        {field.value === '' && <option value="" />}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
