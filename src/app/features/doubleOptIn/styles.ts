import styled from 'styled-components';

export { Card, Intro, Notice, Title, TitleRow } from '../../components/layout/screenStyles';

/** Form on the left, preview and link on the right; one column on narrow screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: ${({ theme }) => theme.space(6)};

  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const StateLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const Warning = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: #fff4d6;
  color: #7a4d00;
  font-size: 0.875rem;
`;

/** The form's fields: a fieldset, so one `disabled` makes them all read-only. */
export const ReadOnlyWhenNotAllowed = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
