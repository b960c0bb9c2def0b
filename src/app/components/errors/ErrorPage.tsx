import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorPageMessages as messages } from './messages';

const Card = styled.section`
  max-width: 42rem;
  margin: ${({ theme }) => theme.space(8)} auto;
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Code = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  font-size: 1.75rem;
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;

const HomeLink = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

interface ErrorPageProps {
  code?: number;
  title: ReactNode;
  text: ReactNode;
  testId: string;
  children?: ReactNode;
}

/** The common frame of the 404, 403 and unexpected-error pages. */
export function ErrorPage({ code, title, text, testId, children }: ErrorPageProps) {
  return (
    <Card data-testid={testId} aria-labelledby={`${testId}-title`}>
      {code !== undefined && (
        <Code>
          <FormattedMessage {...messages.code} values={{ code }} />
        </Code>
      )}
      <Title id={`${testId}-title`}>{title}</Title>
      <Text>{text}</Text>
      {children}
      <HomeLink to="/">
        <FormattedMessage {...messages.backHome} />
      </HomeLink>
    </Card>
  );
}
