import styled from 'styled-components';

export {
  Card,
  Intro,
  LinkButton,
  Notice,
  Title,
  TitleRow,
} from '../../components/layout/screenStyles';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }

  input,
  select {
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
  }

  /* A file input must not push the row past a phone's edge (issue 23). */
  > * {
    max-width: 100%;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Badge = styled.span<{ $tone?: 'danger' | 'muted' }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: 0.75rem;
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.dangerSurface : theme.colors.background};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.muted)};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The groups list: on a phone each row is the name with its member count below and the actions
 * button beside both, so the actions stay in view instead of past the right edge of the box.
 */
export const GroupTable = styled(Table)`
  ${({ theme }) => theme.media.phone} {
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td {
      border-bottom: none;
      min-width: 0;
    }

    td:nth-child(2) {
      grid-row: 2;
      padding-top: 0;
      font-size: 0.875rem;
      color: ${({ theme }) => theme.colors.muted};
    }

    td:last-child {
      grid-column: 2;
      grid-row: 1 / span 2;
      align-self: center;
    }
  }
`;

/** The last cell of a row: its actions (RowActions), on one line at the right. */
export const ActionsCell = styled.td`
  > div {
    flex-wrap: nowrap;
  }
`;
