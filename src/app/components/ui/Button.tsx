import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'onDark';

/** The one button of the app; `$variant` picks the look. */
export const Button = styled.button<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.borderStrong};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primarySurface};
          }
        `;
      case 'onDark':
        return css`
          background: transparent;
          color: ${theme.colors.onHeader};
          border-color: rgba(240, 244, 248, 0.3);
          &:hover:not(:disabled) {
            background: rgba(240, 244, 248, 0.12);
          }
          &:focus-visible {
            outline-color: ${theme.colors.onHeader};
          }
        `;
    }
  }}
`;
