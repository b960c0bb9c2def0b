import styled, { css } from 'styled-components';

/*
 * Colours and spacing come from CSS custom properties with fallbacks, so the form components look
 * right with or without the app's theme and never depend on its shape.
 */
export const colors = {
  text: 'var(--relay-color-text, #1f2933)',
  muted: 'var(--relay-color-muted, #52606d)',
  border: 'var(--relay-color-border, #9aa5b1)',
  focus: 'var(--relay-color-focus, #1565c0)',
  danger: 'var(--relay-color-danger, #b3261e)',
  dangerSurface: 'var(--relay-color-danger-surface, #fdecea)',
  success: 'var(--relay-color-success, #1e6b34)',
  successSurface: 'var(--relay-color-success-surface, #e7f5ec)',
  primary: 'var(--relay-color-primary, #1565c0)',
  onPrimary: 'var(--relay-color-on-primary, #ffffff)',
  surface: 'var(--relay-color-surface, #ffffff)',
  disabled: 'var(--relay-color-disabled, #e4e7eb)',
};

export const FieldRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${colors.text};
`;

export const RequiredMark = styled.span`
  color: ${colors.danger};
  margin-left: 0.25em;
`;

const controlStyle = css<{ $invalid: boolean }>`
  font: inherit;
  color: ${colors.text};
  background: ${colors.surface};
  border: 1px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.border)};
  border-radius: 4px;
  padding: 0.5rem 0.625rem;
  width: 100%;
  box-sizing: border-box;

  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }

  &:disabled {
    background: ${colors.disabled};
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  resize: vertical;
  min-height: 6rem;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.danger};
`;

export const Counter = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.muted};
  text-align: right;
`;

export const Notice = styled.div<{ $tone: 'error' | 'success' }>`
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: 4px;
  border-left: 4px solid ${({ $tone }) => ($tone === 'error' ? colors.danger : colors.success)};
  background: ${({ $tone }) => ($tone === 'error' ? colors.dangerSurface : colors.successSurface)};
  color: ${colors.text};
`;

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 1.25rem;
  border: none;
  border-radius: 4px;
  color: ${colors.onPrimary};
  background: ${colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;
