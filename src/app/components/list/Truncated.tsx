import styled from 'styled-components';

const Cut = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/**
 * A long text (a name in a list cell) cut with an ellipsis instead of pushing the layout; the
 * full text shows on hover (title) and on keyboard focus (the cell wraps while focused), and
 * screen readers read it whole.
 */
export function Truncated({ text, maxWidth = '24rem' }: { text: string; maxWidth?: string }) {
  return (
    <Cut
      title={text}
      tabIndex={0}
      style={{ maxWidth: `min(${maxWidth}, 100%)` }}
      data-testid="truncated"
    >
      {text}
    </Cut>
  );
}
