import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectAccountDataFault,
  selectAccountDataStatus,
  selectCurrentAccount,
  selectUserDisplayName,
} from '../../features/account/selectors';
import { selectAccountDialogOpen } from '../../features/accountSwitch/selectors';
import { accountDialogOpened } from '../../features/accountSwitch/slice';
import { selectUnreadCount } from '../../features/notifications/selectors';
import { LanguageSwitch } from '../../features/uiLanguage/LanguageSwitch';
import { logoutRequested } from '../../features/session/slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { lazyComponent } from '../lazyComponent';
import { BellIcon } from '../ui/LineIcon';
import { Button } from '../ui/Button';
import { navigationMessages } from '../../features/navigation/messages';
import { layoutMessages as messages } from './messages';
import { SearchBox } from './SearchBox';
import type { NavDrawer } from './useNavDrawer';

// Loaded when first opened: the modal is not needed for the first paint.
const AccountSwitchDialog = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "account-switch-dialog" */ '../../features/accountSwitch/AccountSwitchDialog'
    ),
  'AccountSwitchDialog',
);

// The notification centre and the help popup load when first opened, texts included.
const NotificationCenter = lazyComponent<{ onClose: () => void }>(
  () =>
    import(
      /* webpackChunkName: "notification-center" */ '../../features/notifications/NotificationCenter'
    ),
  'NotificationCenter',
);
const HelpPopup = lazyComponent<{ onClose: () => void }>(
  () => import(/* webpackChunkName: "help-popup" */ '../../features/help/HelpPopup'),
  'HelpPopup',
);

const Count = styled.span`
  min-width: 1.2rem;
  padding: 0 0.3rem;
  border-radius: 0.6rem;
  background: ${({ theme }) => theme.colors.danger};
  font-size: 0.75rem;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.2);

  /*
   * Narrow screens: the controls wrap instead of running off screen. First row: menu, brand,
   * account, notifications; then help, language, sign-out and the search box, which takes the
   * rest of its row (the order below). The "signed in as" caption gives way.
   */
  ${({ theme }) => theme.media.narrow} {
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};

    > [role='search'] {
      order: 1;
      flex: 1 1 6rem;
      min-width: 0;
    }
  }
`;

const MenuButton = styled(Button)`
  display: none;
  ${({ theme }) => theme.media.narrow} {
    display: inline-flex;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  font-size: 1.2rem;
  font-weight: 700;
  letter-spacing: 0.02em;

  ${({ theme }) => theme.media.phone} {
    > span[aria-hidden]:not(:first-child) {
      display: none;
    }
  }
`;

const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.9rem;
  height: 1.9rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1rem;
`;

const Spacer = styled.div`
  flex: 1;
  ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

const AccountButton = styled(Button)`
  max-width: 20rem;
  justify-content: flex-start;
  font-weight: 500;
  ${({ theme }) => theme.media.narrow} {
    flex: 1 1 8rem;
    min-width: 0;
  }
`;

const AccountCaption = styled.span`
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const AccountName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: 600;
`;

const User = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  text-align: right;
  ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

const UserCaption = styled.span`
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: 0.75rem;
`;

const Fault = styled.span`
  color: #ffd8d3;
  font-size: 0.85rem;
`;

/**
 * The frame's top bar: brand, account (with the selection modal), user, the notification bell
 * with its unread count, help, language, logout. On narrow screens it starts with the menu button
 * of the navigation drawer (given by AppLayout). Every button's name begins with its visible
 * text (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function Header({ drawer }: { drawer?: NavDrawer }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const userName = useAppSelector(selectUserDisplayName);
  const account = useAppSelector(selectCurrentAccount);
  const dataStatus = useAppSelector(selectAccountDataStatus);
  const fault = useAppSelector(selectAccountDataFault);
  const dialogOpen = useAppSelector(selectAccountDialogOpen);
  const unread = useAppSelector(selectUnreadCount);
  const [open, setOpen] = useState<'notifications' | 'help' | null>(null);
  const close = () => setOpen(null);
  const toggle = (panel: 'notifications' | 'help') => setOpen(open === panel ? null : panel);
  const accountName =
    account?.name ?? (dataStatus === 'loading' ? intl.formatMessage(messages.accountLoading) : '');

  return (
    <Bar>
      {drawer && (
        <MenuButton
          ref={drawer.button}
          type="button"
          $variant="onDark"
          data-testid="menu-button"
          aria-expanded={drawer.open}
          aria-controls={drawer.navId}
          onClick={drawer.toggle}
        >
          <span aria-hidden="true">☰</span> <FormattedMessage {...navigationMessages.menu} />
        </MenuButton>
      )}
      <Brand to="/">
        <Mark aria-hidden="true">R</Mark>
        <span aria-hidden="true">
          <FormattedMessage {...messages.brand} />
        </span>
        {/* The name comes from content, not aria-label: it begins with the visible "Relay". */}
        <ScreenReaderOnly>{intl.formatMessage(messages.homeLink)}</ScreenReaderOnly>
      </Brand>
      <AccountButton
        type="button"
        $variant="onDark"
        data-testid="account-switch"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(messages.switchAccount, { name: accountName })}
        onClick={() => dispatch(accountDialogOpened())}
      >
        <AccountCaption>
          <FormattedMessage {...messages.account} />
        </AccountCaption>{' '}
        <AccountName data-testid="account-name">{accountName}</AccountName>
      </AccountButton>
      {fault && (
        <Fault role="alert">
          <FormattedMessage {...messages.accountDataFault} />
        </Fault>
      )}
      <SearchBox />
      <Spacer />
      {userName && (
        <User>
          <UserCaption>
            <FormattedMessage {...messages.signedInAs} />
          </UserCaption>
          <span data-testid="user-name">{userName}</span>
        </User>
      )}
      <Button
        type="button"
        $variant="onDark"
        data-testid="notification-bell"
        aria-expanded={open === 'notifications'}
        aria-label={intl.formatMessage(messages.notifications, { count: unread })}
        onClick={() => toggle('notifications')}
      >
        <BellIcon />
        {unread > 0 && (
          <Count aria-hidden="true" data-testid="notification-count">
            {unread}
          </Count>
        )}
      </Button>
      <Button
        type="button"
        $variant="onDark"
        data-testid="help-button"
        aria-haspopup="dialog"
        onClick={() => toggle('help')}
      >
        {intl.formatMessage(messages.help)}
      </Button>
      <LanguageSwitch />
      <Button
        type="button"
        $variant="onDark"
        data-testid="logout"
        onClick={() => dispatch(logoutRequested())}
      >
        <FormattedMessage {...messages.logout} />
      </Button>
      {open && (
        <Suspense fallback={null}>
          {open === 'help' ? <HelpPopup onClose={close} /> : <NotificationCenter onClose={close} />}
        </Suspense>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <AccountSwitchDialog />
        </Suspense>
      )}
    </Bar>
  );
}
