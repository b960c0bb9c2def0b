import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentAccount, selectUserDisplayName } from '../account/selectors';
import { dashboardMessages as messages } from './messages';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.surface} 55%,
    ${({ theme }) => theme.colors.primarySurface}
  );
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Greeting = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 2rem;
  line-height: 1.2;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The main dashboard (route "/", Default_MainDashboard): the greeting; the rest is a later issue. */
export function DashboardScreen() {
  const name = useAppSelector(selectUserDisplayName);
  const account = useAppSelector(selectCurrentAccount);
  return (
    <Hero aria-labelledby="dashboard-greeting">
      <Greeting id="dashboard-greeting" data-testid="greeting">
        {name ? (
          <FormattedMessage {...messages.greeting} values={{ name }} />
        ) : (
          <FormattedMessage {...messages.greetingAnonymous} />
        )}
      </Greeting>
      <Intro>
        {account ? (
          <FormattedMessage {...messages.intro} values={{ account: account.name }} />
        ) : (
          <FormattedMessage {...messages.introWithoutAccount} />
        )}
      </Intro>
    </Hero>
  );
}
