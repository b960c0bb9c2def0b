import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overflow-y: hidden;
`;

/**
 * The box around wide content (a table, a chart): on a narrow screen it scrolls sideways inside
 * the box and the page keeps its width (issue 23). The box is a labelled region that takes focus, so a keyboard
 * reaches what lies beyond the edge (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0}>
      {children}
    </Box>
  );
}
