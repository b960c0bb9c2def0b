import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  flex: none;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Wrapper = styled.div<{ $fullPage: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.muted};
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : 'auto')};
`;

/** A spinner with a text, announced politely to screen readers. */
export function LoadingState({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <Wrapper role="status" aria-live="polite" $fullPage={fullPage} data-testid="loading-state">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
