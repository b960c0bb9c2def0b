import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PhoneNumberDto, WhatsAppAccountDto } from '../../../common/whatsappAccounts';
import { Button } from '../../components/ui/Button';
import {
  InactiveBadge,
  PhoneStatusBadge,
  QualityBadge,
  TierText,
  VerificationBadge,
} from './badges';
import { accountsMessages as messages, accountsValueMessages as valueMessages } from './messages';
import type { AccountChange } from './slice';
import { AccountBox, AccountHeader, Actions, Badges, Meta, Notice, Table } from './styles';

export interface AccountRights {
  addPhone: boolean;
  unlink: boolean;
  removePhone: boolean;
  setAccountState: boolean;
  setPhoneState: boolean;
}

interface Props {
  account: WhatsAppAccountDto;
  rights: AccountRights;
  busy: boolean;
  /** Asks the user to confirm `change` of the thing called `name`. */
  onConfirm: (change: AccountChange, name: string) => void;
  onAddPhone: (accountId: number) => void;
}

const phoneName = (phone: PhoneNumberDto) => phone.phoneNumber;

/** One linked WABA with its states and its phone list. */
export function AccountCard({ account, rights, busy, onConfirm, onAddPhone }: Props) {
  const intl = useIntl();
  return (
    <AccountBox data-testid={`waba-${account.wabaId}`} aria-labelledby={`waba-${account.id}`}>
      <AccountHeader>
        <Badges>
          <h2 id={`waba-${account.id}`}>{account.name}</h2>
          <VerificationBadge value={account.verification} />
          {!account.active && <InactiveBadge />}
        </Badges>
        <Actions>
          {rights.addPhone && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => onAddPhone(account.id)}
            >
              <FormattedMessage {...messages.addPhone} />
            </Button>
          )}
          {rights.setAccountState && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              data-testid="waba-toggle"
              onClick={() =>
                onConfirm(
                  { kind: 'accountActive', id: account.id, active: !account.active },
                  account.name,
                )
              }
            >
              <FormattedMessage {...(account.active ? messages.deactivate : messages.activate)} />
            </Button>
          )}
          {rights.unlink && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => onConfirm({ kind: 'unlinkAccount', id: account.id }, account.name)}
            >
              <FormattedMessage {...messages.unlink} />
            </Button>
          )}
        </Actions>
      </AccountHeader>
      <Meta data-testid="waba-meta">
        <FormattedMessage
          {...valueMessages.linkedBy}
          values={{ userName: account.userName, linkedAt: new Date(account.linkedAt) }}
        />
        {account.modifiedAt !== account.linkedAt && (
          <>
            {' · '}
            <FormattedMessage
              {...valueMessages.modifiedBy}
              values={{ userName: account.modifiedBy, modifiedAt: new Date(account.modifiedAt) }}
            />
          </>
        )}
      </Meta>
      {account.phoneNumbers.length === 0 ? (
        <Notice>
          <FormattedMessage {...messages.noPhones} />
        </Notice>
      ) : (
        <ScrollRegion label={account.name}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(messages.columnNumber)}</th>
                <th scope="col">{intl.formatMessage(messages.columnName)}</th>
                <th scope="col">{intl.formatMessage(messages.columnState)}</th>
                <th scope="col">{intl.formatMessage(messages.columnQuality)}</th>
                <th scope="col">{intl.formatMessage(messages.columnLimit)}</th>
                <th scope="col">{intl.formatMessage(messages.columnActions)}</th>
              </tr>
            </thead>
            <tbody>
              {account.phoneNumbers.map((phone) => (
                <tr key={phone.id} data-testid={`phone-${phone.phoneNumberId}`}>
                  <td>{phone.phoneNumber}</td>
                  <td>{phone.displayName}</td>
                  <td>
                    <Badges>
                      <PhoneStatusBadge value={phone.state} />
                      {!phone.active && <InactiveBadge />}
                    </Badges>
                  </td>
                  <td>
                    <QualityBadge value={phone.quality} />
                  </td>
                  <td>
                    <TierText value={phone.limit} />
                  </td>
                  <td>
                    <Actions>
                      {rights.setPhoneState && (
                        <Button
                          type="button"
                          $variant="secondary"
                          disabled={busy}
                          data-testid="phone-toggle"
                          onClick={() =>
                            onConfirm(
                              { kind: 'phoneActive', id: phone.id, active: !phone.active },
                              phoneName(phone),
                            )
                          }
                        >
                          <FormattedMessage
                            {...(phone.active ? messages.deactivate : messages.activate)}
                          />
                        </Button>
                      )}
                      {rights.removePhone && (
                        <Button
                          type="button"
                          $variant="secondary"
                          disabled={busy}
                          data-testid="phone-remove"
                          onClick={() =>
                            onConfirm(
                              { kind: 'removePhone', id: phone.id, accountId: account.id },
                              phoneName(phone),
                            )
                          }
                        >
                          <FormattedMessage {...messages.remove} />
                        </Button>
                      )}
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
    </AccountBox>
  );
}
