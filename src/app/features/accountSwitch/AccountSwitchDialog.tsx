import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Dialog } from '../../components/dialog/Dialog';
import { Spinner } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectAccountDataStatus,
  selectCurrentAccountId,
  selectSelectableAccounts,
} from '../account/selectors';
import { selectUnsavedChanges } from '../leaveGuard/selectors';
import { leaveRequested } from '../leaveGuard/slice';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { accountSwitchMessages as messages } from './messages';
import { selectAccountSwitch } from './selectors';
import { accountDialogClosed, accountSwitchRequested } from './slice';
import { accountSwitchTexts } from './texts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const AccountButton = styled.button<{ $current: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $current }) =>
    $current ? theme.colors.primarySurface : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: default;
  }
`;

const Badge = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Progress = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
`;

/**
 * The account-selection modal: non-locked accounts, the current one marked, switch progress. A
 * choice made while a form holds unsaved edits goes through the leave guard's question.
 */
function AccountSwitchDialogContent() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const accounts = useAppSelector(selectSelectableAccounts);
  const currentId = useAppSelector(selectCurrentAccountId);
  const dataStatus = useAppSelector(selectAccountDataStatus);
  const { inProgress, targetAccountId, fault, errorKey } = useAppSelector(selectAccountSwitch);
  const close = useCallback(() => dispatch(accountDialogClosed()), [dispatch]);
  const unsaved = useAppSelector(selectUnsavedChanges);
  const target = accounts.find((account) => account.id === targetAccountId);
  // With unsaved edits open, the leave guard asks first (and switches on "switch and discard").
  const choose = (accountId: number) =>
    dispatch(unsaved ? leaveRequested({ accountId }) : accountSwitchRequested({ accountId }));

  return (
    <Dialog title={intl.formatMessage(messages.title)} onClose={close} testId="account-dialog">
      {fault && errorKey && (
        <ErrorText role="alert">{intl.formatMessage(messages[errorKey])}</ErrorText>
      )}
      {inProgress ? (
        <Progress role="status" aria-live="polite">
          <Spinner aria-hidden="true" />
          <FormattedMessage {...messages.switching} values={{ name: target?.name ?? '' }} />
        </Progress>
      ) : accounts.length === 0 ? (
        <p>
          {dataStatus === 'loading' ? (
            <FormattedMessage {...messages.loading} />
          ) : (
            <FormattedMessage {...messages.noAccounts} />
          )}
        </p>
      ) : (
        <List aria-label={intl.formatMessage(messages.listLabel)}>
          {accounts.map((account) => {
            const current = account.id === currentId;
            return (
              <li key={account.id}>
                <AccountButton
                  type="button"
                  $current={current}
                  aria-current={current ? 'true' : undefined}
                  disabled={current}
                  data-testid={`account-option-${account.id}`}
                  onClick={() => choose(account.id)}
                >
                  <span>{account.name}</span>
                  {current && (
                    <Badge>
                      <FormattedMessage {...messages.current} />
                    </Badge>
                  )}
                </AccountButton>
              </li>
            );
          })}
        </List>
      )}
      <Footer>
        <Button type="button" $variant="secondary" onClick={close} disabled={inProgress}>
          <FormattedMessage {...messages.close} />
        </Button>
      </Footer>
    </Dialog>
  );
}

export const AccountSwitchDialog = withFeatureTexts(accountSwitchTexts, AccountSwitchDialogContent);
