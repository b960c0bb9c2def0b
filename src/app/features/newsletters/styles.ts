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
// The list and form building blocks the template screens use, for the same look.
export {
  Actions,
  Columns,
  DialogButtons,
  Inline,
  Meta,
  Panel,
  Row,
  RowName,
} from '../templates/styles';

/** A progress bar with its figures beside it. */
export const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  progress {
    flex: 1;
    max-width: 24rem;
    height: 0.75rem;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  ul {
    list-style: none;
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

export const CheckboxLine = styled.label`
  display: block;
  margin-top: ${({ theme }) => theme.space(2)};
`;
