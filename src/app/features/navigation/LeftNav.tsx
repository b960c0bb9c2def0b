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
  selectProducts,
  selectVisibleModuleTree,
} from './selectors';
import { navigationRequested } from './slice';

const Nav = styled.nav`
  width: 14rem;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;

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
  span {
    display: block;
    padding: ${({ theme }) => theme.space(1.5)};
    border-radius: ${({ theme }) => theme.radii.small};
    color: inherit;
    text-decoration: none;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySurface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/**
 * The left navigation (spec section 1): categories with the modules the user may use, and the
 * account's products. The active module comes from the route (spec section 2): the category of
 * the route's module and the module of its section's overview are marked current.
 */
export function LeftNav() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const tree = useAppSelector(selectVisibleModuleTree);
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
    <Nav aria-label={intl.formatMessage(messages.label)} data-testid="left-nav">
      {status === 'failed' && (
        <p role="alert">
          {intl.formatMessage(messages.loadFailed)}{' '}
          <button type="button" onClick={() => dispatch(navigationRequested())}>
            {intl.formatMessage(messages.retry)}
          </button>
        </p>
      )}
      {tree.map((category) => (
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
                  <span title={module.active ? undefined : intl.formatMessage(messages.inactive)}>
                    {label('module', module.configurationName)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
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
