import type { ReactNode } from 'react';
import { Notice } from './styles';

/** A failure of the whole form (not of one field), announced at once to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Notice $tone="error" role="alert">
      {children}
    </Notice>
  );
}

/** A success of the whole form, announced politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <Notice $tone="success" role="status">
      {children}
    </Notice>
  );
}
