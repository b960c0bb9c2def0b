import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Button } from './styles';

export interface SubmitButtonProps {
  children: ReactNode;
  /** The request is under way (from the feature's slice); formik's isSubmitting counts too. */
  busy?: boolean;
  /** Shown instead of the children while busy. */
  busyLabel?: ReactNode;
  disabled?: boolean;
}

/** The form's submit button: disabled and marked busy while the form is being sent. */
export function SubmitButton({ children, busy = false, busyLabel, disabled }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const working = busy || isSubmitting;
  return (
    <Button type="submit" disabled={disabled || working} aria-busy={working || undefined}>
      {working && busyLabel ? busyLabel : children}
    </Button>
  );
}
