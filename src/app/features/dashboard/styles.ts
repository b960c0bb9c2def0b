import styled from 'styled-components';

/** The widgets' grid and the parts they share. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(19rem, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.05rem;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
    padding: ${({ theme }) => theme.space(1.5)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

export const Main = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  hyphens: auto;
`;

/** A date or label beside a line's text: kept whole, so a long name wraps instead of running over it. */
export const Stamp = styled(Muted)`
  flex: none;
  white-space: nowrap;
`;

const colours = ['#1565c0', '#1e6b34', '#b7791f', '#b3261e', '#7b8794'];

/** The colour code of spec section 3 (Blue 0 … Grey 4) as a dot. */
export const Dot = styled.span<{ $code: number }>`
  flex: none;
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  background: ${({ $code }) => colours[$code] ?? colours[4]};
`;

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
`;

export const LinkButton = styled.button`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
`;
