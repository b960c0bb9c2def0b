import styled from 'styled-components';

/**
 * A section that stands in for a screen's content with a heading, a sentence and an action: an
 * item not found, an item of another account.
 */
export const NoticeBox = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
`;
