import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { overviewOf } from '../../routes/routeTable';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectRightsState } from '../rights/selectors';
import { rightsRequested } from '../rights/slice';
import {
  navigationLabelId,
  navigationMessages as messages,
  type NavigationLabelKind,
} from './messages';
import {
  selectActiveModule,
  selectActiveRouteName,
  selectNavigationStatus,
  selectNavigationSections,
  selectProducts,
} from './selectors';
import { navigationRequested } from './slice';

const Nav = styled.nav<{ $open: boolean }>`
  width: 14rem;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  overflow-wrap: anywhere;

  /* Narrow screens: a drawer over the content below the header, shown by the menu button. */
  ${({ theme }) => theme.media.narrow} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: 50;
    width: min(18rem, 85vw);
    overflow-y: auto;
    box-shadow: ${({ theme }) => theme.shadows.dialog};
    font-size: 1rem;
  }

  h2 {
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(1)}`};
    font-size: 0.75rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  h2[aria-current] {
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  li > span {
    display: block;
    padding: ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radii.small};
    color: inherit;
    text-decoration: none;
  }
  ${({ theme }) => theme.media.narrow} {
    a,
    li > span {
      padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
    }
  }
  li > span {
    color: ${({ theme }) => theme.colors.muted};
  }
  small {
    font-size: 0.75rem;
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySurface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

interface LeftNavProps {
  /** The id the header's menu button names in aria-controls. */
  id: string;
  /** On narrow screens the navigation shows only while open (AppLayout). */
  open: boolean;
  /** A link was followed: a narrow screen closes the drawer, even on the current page. */
  onNavigate: () => void;
}

/**
 * The left navigation (spec section 1): categories with the modules the user may use, and the
 * account's products. The active module comes from the route (spec section 2): the category of
 * the route's module and the module of its section's overview are marked current. Modules of the
 * wider suite that Relay does not serve are listed apart under "Not in Relay", as plain text
 * (issue 23: they looked like entries and did nothing); a module the account has not booked says
 * so in words.
 */
export function LeftNav({ id, open, onNavigate }: LeftNavProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { categories, outside } = useAppSelector(selectNavigationSections);
  const products = useAppSelector(selectProducts);
  const status = useAppSelector(selectNavigationStatus);
  const activeModule = useAppSelector(selectActiveModule);
  const routeName = useAppSelector(selectActiveRouteName);
  const rightsStatus = useAppSelector(selectRightsState).status;
  const activePath = routeName ? overviewOf(routeName) : null;
  // A name the catalog has no label for (a module added on the server) shows as it is.
  const label = (kind: NavigationLabelKind, name: string) => {
    const id = navigationLabelId(kind, name);
    return id in intl.messages ? intl.formatMessage({ id }) : name;
  };

  useEffect(() => {
    if (rightsStatus === 'idle') dispatch(rightsRequested());
  }, [dispatch, rightsStatus]);

  return (
    <Nav
      id={id}
      $open={open}
      aria-label={intl.formatMessage(messages.label)}
      data-testid="left-nav"
      onClickCapture={(event) => {
        // The leave guard (LeaveGuardNavigation) already stopped a link that must ask first.
        if (event.nativeEvent.defaultPrevented || !(event.target as Element).closest('a')) return;
        onNavigate();
      }}
    >
      {status === 'failed' && (
        <p role="alert">
          {intl.formatMessage(messages.loadFailed)}{' '}
          <button type="button" onClick={() => dispatch(navigationRequested())}>
            {intl.formatMessage(messages.retry)}
          </button>
        </p>
      )}
      {categories.map((category) => (
        <section key={category.configurationName}>
          <h2 aria-current={category.configurationName === activeModule || undefined}>
            {label('category', category.configurationName)}
          </h2>
          <ul>
            {category.modules.map((module) => (
              <li key={module.configurationName} data-module={module.configurationName}>
                {module.path && module.active ? (
                  <Link
                    to={module.path}
                    aria-current={module.path === activePath ? 'page' : undefined}
                  >
                    {label('module', module.configurationName)}
                  </Link>
                ) : (
                  <span>
                    {label('module', module.configurationName)}{' '}
                    <small>({intl.formatMessage(messages.inactive)})</small>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {outside.length > 0 && (
        <section data-testid="nav-not-in-relay">
          <h2>{intl.formatMessage(messages.notInRelay)}</h2>
          <ul>
            {outside.map((module) => (
              <li key={module.configurationName} data-module={module.configurationName}>
                <span>{label('module', module.configurationName)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section>
          <h2>{intl.formatMessage(messages.products)}</h2>
          <ul data-testid="products">
            {products.map((product) => (
              <li key={product.internalName}>
                <span>{label('product', product.internalName)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Nav>
  );
}
