import styled from 'styled-components';

export { Card, Title, TitleRow } from '../../components/layout/screenStyles';

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(3)};
  font-size: 1.0625rem;
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Notice = styled.p<{ $tone?: 'muted' | 'danger' | 'success' }>`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.dangerSurface
      : $tone === 'success'
        ? theme.colors.successSurface
        : theme.colors.background};
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.muted};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

/**
 * A tile's buttons: they wrap, and a label longer than the tile is wide wraps inside its button
 * instead of pushing the button out of the card (issue 23).
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;

  > button {
    flex: 1 1 auto;
    max-width: 100%;
    white-space: normal;
    overflow-wrap: anywhere;
    text-align: center;
  }
`;

export const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
