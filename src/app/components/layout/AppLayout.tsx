import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { LeftNav } from '../../features/navigation/LeftNav';
import { routeActivated } from '../../features/navigation/slice';
import { useAppDispatch } from '../../store/hooks';
import { Header } from './Header';
import { layoutMessages as messages } from './messages';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
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

/** The route handle every route of the table carries: its name (`Module_Site`). */
export interface RouteHandle {
  routeName: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).routeName === 'string'
  );
}

/** After each navigation, the matched route's name goes to the store (module and site). */
function useRouteTracking() {
  const dispatch = useAppDispatch();
  const matches = useMatches();
  const deepest = [...matches].reverse().find((match) => isRouteHandle(match.handle));
  const routeName = deepest && isRouteHandle(deepest.handle) ? deepest.handle.routeName : null;
  useEffect(() => {
    if (routeName) dispatch(routeActivated({ routeName }));
  }, [dispatch, routeName]);
}

/** The frame around every screen: header, then the left navigation beside the route outlet. */
export function AppLayout() {
  useRouteTracking();
  return (
    <Shell>
      <SkipLink href="#main">
        <FormattedMessage {...messages.skipToContent} />
      </SkipLink>
      <Header />
      <Body>
        <LeftNav />
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Body>
    </Shell>
  );
}
