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

type Value = string | number | null;

/** A labelled choice bound to formik; option values keep their type (numbers, text or null). */
export function SelectField({
  name,
  label,
  options,
  hint,
  required,
  testId,
}: {
  name: string;
  label: ReactNode;
  /** A disabled option is shown but cannot be chosen (an unusable template or number). */
  options: { value: Value; label: string; disabled?: boolean }[];
  hint?: ReactNode;
  required?: boolean;
  testId?: string;
}) {
  const field = useFormField(name);
  const { setFieldValue, getFieldMeta } = useFormikContext();
  const current = getFieldMeta<Value>(name).value;
  const index = options.findIndex((option) => option.value === current);
  return (
    <FieldShell {...field.shell} label={label} required={required} hint={hint}>
      <Select
        id={field.controlId}
        name={field.name}
        data-testid={testId}
        value={index < 0 ? '' : String(index)}
        onChange={(event) =>
          void setFieldValue(
            name,
            event.target.value === '' ? null : options[Number(event.target.value)].value,
          )
        }
        onBlur={field.onBlur}
        aria-invalid={Boolean(field.errorText)}
        aria-describedby={describedBy(
          field.errorText && field.errorId,
          Boolean(hint) && field.hintId,
        )}
      >
        {index < 0 && <option value="" />}
        {options.map((option, i) => (
          <option key={String(option.value)} value={i} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
