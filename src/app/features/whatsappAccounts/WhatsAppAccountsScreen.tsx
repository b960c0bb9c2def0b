import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/dialog/Dialog';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectHasEveryRight } from '../rights/selectors';
import { AccountCard, type AccountRights } from './AccountCard';
import { errorMessageOf } from './errorMessages';
import { usageText } from '../../components/list/usages';
import { accountsMessages as messages, accountsValueMessages as valueMessages } from './messages';
import { selectAccountList, selectWhatsAppAccounts } from './selectors';
import {
  accountsRequested,
  changeRequested,
  noticesDismissed,
  signupStarted,
  type AccountChange,
  type Blocker,
} from './slice';
import { Card, DialogButtons, Intro, Notice, Title, TitleRow } from './styles';
import { whatsappAccountsTexts } from './texts';

function confirmText(change: AccountChange) {
  switch (change.kind) {
    case 'accountActive':
      return { message: valueMessages.confirmAccountActive, active: String(change.active) };
    case 'phoneActive':
      return { message: valueMessages.confirmPhoneActive, active: String(change.active) };
    case 'unlinkAccount':
      return { message: valueMessages.confirmUnlink, active: '' };
    case 'removePhone':
      return { message: valueMessages.confirmRemove, active: '' };
  }
}

/**
 * The accounts overview (WhatsApp_Accounts): linked WABAs with their phone lists, the embedded
 * signup, and activate, deactivate, unlink and remove behind the confirm dialog.
 */
export const WhatsAppAccountsScreen = withFeatureTexts(
  whatsappAccountsTexts,
  function WhatsAppAccountsScreenContent() {
    useFeature('whatsappAccounts');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const { status, signup, change } = useAppSelector(selectWhatsAppAccounts);
    const accounts = useAppSelector(selectAccountList);
    const canAdd = useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppAccounts.Add']));
    const rights: AccountRights = {
      addPhone: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppAccounts.AddPhone'])),
      unlink: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppAccounts.Delete'])),
      removePhone: useAppSelector((s) => selectHasEveryRight(s, ['WhatsAppAccounts.DeletePhone'])),
      setAccountState: useAppSelector((s) =>
        selectHasEveryRight(s, ['WhatsAppAccounts.SetAccountState']),
      ),
      setPhoneState: useAppSelector((s) =>
        selectHasEveryRight(s, ['WhatsAppAccounts.SetPhoneNumberState']),
      ),
    };
    const [confirming, setConfirming] = useState<{ change: AccountChange; name: string } | null>(
      null,
    );

    useEffect(() => {
      dispatch(accountsRequested());
    }, [dispatch]);

    const decline = () => setConfirming(null);
    const confirm = () => {
      if (confirming) dispatch(changeRequested(confirming.change));
      setConfirming(null);
    };
    const names = (blockers: Blocker[]) => usageText(intl, blockers);
    const busy = change.status === 'saving' || signup.status === 'running';

    return (
      <Card aria-labelledby="whatsapp-accounts-title">
        <TitleRow>
          <Title id="whatsapp-accounts-title">
            <FormattedMessage {...messages.title} />
          </Title>
          {canAdd && (
            <Button
              type="button"
              data-testid="waba-link"
              disabled={signup.status === 'running'}
              onClick={() => dispatch(signupStarted({ businessAccountId: null }))}
            >
              <FormattedMessage {...messages.link} />
            </Button>
          )}
        </TitleRow>
        <Intro>
          <FormattedMessage {...messages.intro} />
        </Intro>

        {signup.status === 'running' && (
          <Notice role="status">
            <FormattedMessage {...messages.signupRunning} />
          </Notice>
        )}
        {signup.status === 'linked' && (
          <Notice role="status" data-testid="signup-linked">
            <FormattedMessage {...messages.signupLinked} />
          </Notice>
        )}
        {signup.status === 'failed' && (
          <Notice $tone="danger" role="alert" data-testid="signup-error">
            <FormattedMessage {...errorMessageOf(signup.errorKey, true)} values={{ names: '' }} />
          </Notice>
        )}
        {change.status === 'failed' && (
          <Notice $tone="danger" role="alert" data-testid="change-error">
            <FormattedMessage
              {...errorMessageOf(change.errorKey)}
              values={{ names: names(change.blockers) }}
            />{' '}
            <Button type="button" $variant="ghost" onClick={() => dispatch(noticesDismissed())}>
              <FormattedMessage {...messages.dismiss} />
            </Button>
          </Notice>
        )}

        {status === 'failed' && (
          <FaultState
            message={intl.formatMessage(messages.loadFailed)}
            onRetry={() => dispatch(accountsRequested())}
          />
        )}
        {(status === 'loading' || status === 'idle') && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {status === 'loaded' && accounts.length === 0 && (
          <Notice data-testid="accounts-empty">
            <FormattedMessage {...messages.empty} />
          </Notice>
        )}
        {status === 'loaded' &&
          accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              rights={rights}
              busy={busy}
              onConfirm={(pending, name) => setConfirming({ change: pending, name })}
              onAddPhone={(id) => dispatch(signupStarted({ businessAccountId: id }))}
            />
          ))}

        {confirming && (
          <Dialog
            title={intl.formatMessage(messages.confirmTitle)}
            onClose={decline}
            testId="accounts-confirm"
          >
            <p>
              <FormattedMessage
                {...confirmText(confirming.change).message}
                values={{ name: confirming.name, active: confirmText(confirming.change).active }}
              />
            </p>
            <DialogButtons>
              <Button type="button" $variant="secondary" onClick={decline}>
                <FormattedMessage {...messages.confirmNo} />
              </Button>
              <Button type="button" onClick={confirm} data-testid="accounts-confirm-yes">
                <FormattedMessage {...messages.confirmYes} />
              </Button>
            </DialogButtons>
          </Dialog>
        )}
      </Card>
    );
  },
);
