import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The pieces every screen's frame shares: its card, title row, intro, link buttons, notices. */

export const Card = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.muted};
`;

export const LinkButton = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.border : 'transparent')};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.colors.surface : theme.colors.primary};
  color: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.colors.text : theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`;

export const Notice = styled.p<{ $tone?: 'muted' | 'danger' }>`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.dangerSurface : theme.colors.background};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.muted)};
`;
