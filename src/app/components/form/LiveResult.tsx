import { useEffect, useRef, type ReactNode } from 'react';

export interface LiveResultProps {
  /**
   * Names the result shown (`saved`, `failed`, …), null while there is none. Each time it turns
   * to a result, the focus moves here.
   */
  resultKey: string | null;
  children?: ReactNode;
  testId?: string;
}

/**
 * Where the outcome of an action (save, check) appears: a polite live region that is in the page
 * before the outcome, so screen readers announce it when it arrives, and that takes the focus
 * then, so the keyboard continues from the result instead of from the page's start (the button
 * pressed is disabled while the action runs and loses the focus).
 */
export function LiveResult({ resultKey, children, testId }: LiveResultProps) {
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef(resultKey);
  useEffect(() => {
    if (resultKey !== null && resultKey !== shown.current) region.current?.focus();
    shown.current = resultKey;
  }, [resultKey]);
  return (
    <div ref={region} tabIndex={-1} aria-live="polite" data-testid={testId}>
      {children}
    </div>
  );
}
