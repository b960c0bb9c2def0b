import styled from 'styled-components';

export { Card, Intro, Notice, Title, TitleRow } from '../../components/layout/screenStyles';

export const AccountBox = styled.article`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export const AccountHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

export const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export type BadgeTone = 'good' | 'warn' | 'bad' | 'neutral';

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.successSurface
      : $tone === 'bad'
        ? theme.colors.dangerSurface
        : $tone === 'warn'
          ? '#fff4d6'
          : theme.colors.disabled};
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.success
      : $tone === 'bad'
        ? theme.colors.danger
        : $tone === 'warn'
          ? '#7a4d00'
          : theme.colors.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2.5)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }

  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
