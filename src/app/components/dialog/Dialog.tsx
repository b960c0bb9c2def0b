import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  background: rgba(16, 42, 67, 0.45);

  /* A phone has no height to spare above the dialog (issue 23). */
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Panel = styled.div`
  width: min(30rem, 100%);
  max-height: 80vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  padding: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.phone} {
    max-height: calc(100vh - ${({ theme }) => theme.space(6)});
    padding: ${({ theme }) => theme.space(4)};
  }

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.25rem;
`;

interface DialogProps {
  title: string;
  /** Escape or a click on the backdrop counts as closing (spec section 2: confirm dialog). */
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal dialog, rendered at the end of <body>: labelled by its title, focus moves in (and back
 * when it closes), Escape and the backdrop close it.
 */
export function Dialog({ title, onClose, children, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
