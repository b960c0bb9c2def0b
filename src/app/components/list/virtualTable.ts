import styled from 'styled-components';

/**
 * The pieces of a virtualised table (@tanstack/react-virtual): a scroll box of its own, rows
 * placed absolutely at their offset on a grid of `$columns`, and a sticky head row. On a narrow
 * screen the rows keep a usable width and the box scrolls sideways, never the page (issue 23);
 * the box takes focus so a keyboard can scroll it too.
 */
export const VirtualScroller = styled.div.attrs({ tabIndex: 0 })`
  height: min(60vh, 36rem);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export const VirtualRow = styled.div<{ $columns: string }>`
  position: absolute;
  left: 0;
  right: 0;
  min-width: 40rem;
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* clip, not hidden: a hidden overflow would make the row a scroll box, and the sticky
     actions cell would stick to the row instead of the table's scroll box. */
  overflow: clip;
  white-space: nowrap;

  > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const VirtualHead = styled(VirtualRow)`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 2.25rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * A row's actions cell (RowActions in it): it sticks to the right edge of the scroll box, so
 * on a narrow screen the actions stay in view while the row scrolls sideways (issue 23).
 */
export const VirtualActionsCell = styled.div`
  position: sticky;
  right: 0;
  justify-self: end;
  background: ${({ theme }) => theme.colors.surface};
`;
