import styled from 'styled-components';

export {
  Card,
  Intro,
  LinkButton,
  Notice,
  Title,
  TitleRow,
} from '../../components/layout/screenStyles';
export { Badge, type BadgeTone } from '../whatsappAccounts/styles';

export const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const RowName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

export const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Warning = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: #fff4d6;
  color: #7a4d00;
  font-size: 0.8125rem;
`;

export const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

/** Form on the left, preview on the right; one column on narrow screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: ${({ theme }) => theme.space(6)};

  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Panel = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

export const ButtonBox = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  list-style: none;

  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    width: 7rem;
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.75rem;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    width: 100%;
    height: 4rem;
    object-fit: cover;
  }
`;

/** The chosen header image: a thumbnail and its name. */
export const ChosenImage = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;

  img {
    width: 4rem;
    height: 3rem;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;
