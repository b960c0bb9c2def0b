import styled from 'styled-components';

export {
  Card,
  Intro,
  LinkButton,
  Notice,
  Title,
  TitleRow,
} from '../../components/layout/screenStyles';

/** The figures of a tab as tiles: label, count, share. */
export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

export const Tile = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  > strong {
    display: block;
    font-size: 1.5rem;
  }
  > span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

export const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space(4)} 0;

  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td.number {
    text-align: right;
  }
`;

export const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The detail list's search, in the list kit's toolbar. */
export const SearchInput = styled.input`
  min-width: min(20rem, 100%);
`;
