import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LeaveGuardDialogs } from '../../features/leaveGuard/LeaveGuardDialogs';
import { LeftNav } from '../../features/navigation/LeftNav';
import { Header } from './Header';
import { layoutMessages as messages } from './messages';
import { useNavDrawer } from './useNavDrawer';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  position: relative;
  flex: 1;
  display: flex;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
  }

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  z-index: 200;

  &:focus {
    left: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The frame around every screen: header, then the left navigation beside the route outlet. On
 * narrow screens the navigation is a drawer the header's menu button opens (useNavDrawer).
 */
export function AppLayout() {
  const drawer = useNavDrawer();
  return (
    <Shell>
      <SkipLink href="#main">
        <FormattedMessage {...messages.skipToContent} />
      </SkipLink>
      <Header drawer={drawer} />
      <Body>
        <LeftNav id={drawer.navId} open={drawer.open} onNavigate={drawer.followed} />
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
      <LeaveGuardDialogs />
    </Shell>
  );
}
