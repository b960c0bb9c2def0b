import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from './messages';
import { ErrorText, FieldRow, Hint, Label, RequiredMark } from './styles';

export interface FieldShellProps {
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  errorText?: string;
  errorId: string;
  /** The control, then whatever follows the error (a counter, a paste notice). */
  children: ReactNode;
  after?: ReactNode;
}

/** Label above, control, hint, then the error: one layout for every field of the product. */
export function FieldShell({
  controlId,
  label,
  required,
  hint,
  hintId,
  errorText,
  errorId,
  children,
  after,
}: FieldShellProps) {
  const intl = useIntl();
  return (
    <FieldRow>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <RequiredMark title={intl.formatMessage(formMessages.requiredMark)} aria-hidden="true">
            *
          </RequiredMark>
        )}
      </Label>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorText && <ErrorText id={errorId}>{errorText}</ErrorText>}
      {after}
    </FieldRow>
  );
}
