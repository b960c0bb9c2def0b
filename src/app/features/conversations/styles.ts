import styled from 'styled-components';
import { ListToolbar } from '../../components/list/ListFrame';

export { Card, Intro, Notice, Title, TitleRow } from '../../components/layout/screenStyles';

/**
 * The inbox at the left and the open thread at the right; on a narrow screen one at a time
 * (the thread, with a back link, while one is open).
 */
export const Panes = styled.div<{ $threadOpen: boolean }>`
  display: grid;
  grid-template-columns: minmax(18rem, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);

    > :first-child {
      display: ${({ $threadOpen }) => ($threadOpen ? 'none' : 'block')};
    }
    > :last-child {
      display: ${({ $threadOpen }) => ($threadOpen ? 'block' : 'none')};
    }
  }
`;

export const Pane = styled.div`
  min-width: 0;
`;

export const OnlyNarrow = styled.div`
  display: none;
  margin-bottom: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.narrow} {
    display: block;
  }
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySurface : 'transparent')};
  min-width: 0;
`;

export const RowLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const RowName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: 1rem;
  font-weight: 600;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Badge = styled.span<{ $tone?: 'primary' | 'muted' | 'danger' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'primary'
      ? theme.colors.primary
      : $tone === 'danger'
        ? theme.colors.dangerSurface
        : theme.colors.background};
  color: ${({ theme, $tone }) =>
    $tone === 'primary'
      ? theme.colors.onPrimary
      : $tone === 'danger'
        ? theme.colors.danger
        : theme.colors.text};
`;

export const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const More = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const ThreadHead = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

/** The thread's team actions: labelled controls in a row, as a list's toolbar lays them out. */
export const Actions = styled(ListToolbar)`
  margin-bottom: 0;

  select {
    max-width: 100%;
  }
`;

export const NoteForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  label {
    display: flex;
    flex-direction: column;
    flex: 1 1 14rem;
    gap: ${({ theme }) => theme.space(1)};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }

  textarea {
    width: 100%;
    font: inherit;
  }
`;

/** The thread's messages scroll in their own box, newest at the bottom. */
export const MessageBox = styled.div.attrs({ tabIndex: 0 })`
  max-height: min(60vh, 40rem);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #ece5dd;
  padding: ${({ theme }) => theme.space(3)};
`;

export const MessageList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const sideColours = {
  in: { background: '#ffffff', align: 'flex-start' },
  out: { background: '#dcf8c6', align: 'flex-end' },
  internal: { background: '#fff4c2', align: 'center' },
} as const;

export const Bubble = styled.li<{ $side: keyof typeof sideColours }>`
  align-self: ${({ $side }) => sideColours[$side].align};
  max-width: min(92%, 36rem);
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $side }) => sideColours[$side].background};
  border: ${({ $side }) => ($side === 'internal' ? '1px dashed #8a6d00' : 'none')};
  box-shadow: 0 1px 1px rgba(0, 0, 0, 0.12);
  color: #111b21;
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  img {
    display: block;
    max-width: 100%;
    max-height: 16rem;
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

export const Meta = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  color: #3b4a54;
`;

export const Label = styled.div`
  font-size: 0.75rem;
  font-weight: 600;
  color: #3b4a54;
`;

export const Centered = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: #3b4a54;
`;

export const ComposerForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }

  textarea {
    width: 100%;
    font: inherit;
  }
`;

export const ComposerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const TemplateArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};

  > label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }

  /* The label is bold; the choice in it reads like the screen's other selects. */
  select {
    min-height: 2.25rem;
    max-width: min(100%, 32rem);
    font-weight: 400;
  }
`;
