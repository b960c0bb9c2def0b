import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SsoMapping } from '../../../common/sso';
import { Dialog } from '../../components/dialog/Dialog';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasEveryRight } from '../rights/selectors';
import { ssoMessages as messages, ssoValueMessages } from './messages';
import { selectSso, selectSsoMappings } from './selectors';
import { mappingsDeleteRequested, ssoRequested, syncStateChangeRequested } from './slice';
import {
  Card,
  Intro,
  LinkButton,
  Notice,
  Title,
  TitleRow,
} from '../../components/layout/screenStyles';
import { useFeature } from '../../store/lazyFeatures';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { ssoTexts } from './texts';

const SyncRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const SyncLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const SyncState = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const EDIT_PATH = '/AdministrationSettings/SingleSignOn/Mapping/Edit';

/**
 * The mapping list (AdministrationSettings_SingleSignOn): every directory group mapped to
 * permission groups, the sync toggle, and delete with a confirm dialog.
 */
export const SsoMappingListScreen = withFeatureTexts(
  ssoTexts,
  function SsoMappingListScreenContent() {
    useFeature('sso');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const { status, syncState, syncStatus, deleteStatus } = useAppSelector(selectSso);
    const mappings = useAppSelector(selectSsoMappings);
    const canAdd = useAppSelector((state) => selectHasEveryRight(state, ['SsoConfiguration.Add']));
    const canEdit = useAppSelector((state) =>
      selectHasEveryRight(state, ['SsoConfiguration.Edit']),
    );
    const canDelete = useAppSelector((state) =>
      selectHasEveryRight(state, ['SsoConfiguration.Delete']),
    );
    const [confirming, setConfirming] = useState<SsoMapping | null>(null);

    useEffect(() => {
      dispatch(ssoRequested());
    }, [dispatch]);

    const decline = () => setConfirming(null);
    const confirm = () => {
      if (confirming) dispatch(mappingsDeleteRequested([confirming.id]));
      setConfirming(null);
    };

    return (
      <Card aria-labelledby="sso-title">
        <TitleRow>
          <Title id="sso-title">
            <FormattedMessage {...messages.listTitle} />
          </Title>
          {canAdd && (
            <LinkButton to={EDIT_PATH} data-testid="sso-add">
              <FormattedMessage {...messages.add} />
            </LinkButton>
          )}
        </TitleRow>
        <Intro>
          <FormattedMessage {...messages.listIntro} />
        </Intro>

        {status === 'failed' && (
          <FaultState
            message={intl.formatMessage(messages.loadFailed)}
            onRetry={() => dispatch(ssoRequested())}
          />
        )}
        {(status === 'loading' || status === 'idle') && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {status === 'loaded' && (
          <>
            <SyncRow>
              <SyncLabel>
                <input
                  type="checkbox"
                  role="switch"
                  data-testid="sso-sync"
                  checked={syncState}
                  disabled={!canEdit || syncStatus === 'saving'}
                  aria-checked={syncState}
                  onChange={(event) => dispatch(syncStateChangeRequested(event.target.checked))}
                />
                <FormattedMessage {...messages.syncLabel} />
              </SyncLabel>
              <SyncState data-testid="sso-sync-state" aria-live="polite">
                <FormattedMessage {...(syncState ? messages.syncOn : messages.syncOff)} />
              </SyncState>
              {syncStatus === 'failed' && (
                <Notice $tone="danger" role="alert">
                  <FormattedMessage {...messages.syncFailed} />
                </Notice>
              )}
            </SyncRow>
            {deleteStatus === 'failed' && (
              <Notice $tone="danger" role="alert">
                <FormattedMessage {...messages.deleteFailed} />
              </Notice>
            )}
            {mappings.length === 0 ? (
              <Notice data-testid="sso-no-groups">
                <FormattedMessage {...messages.noGroups} />
              </Notice>
            ) : (
              <ScrollRegion label={intl.formatMessage(messages.listTitle)}>
                <Table data-testid="sso-mappings">
                  <thead>
                    <tr>
                      <th scope="col">
                        <FormattedMessage {...messages.columnName} />
                      </th>
                      <th scope="col">
                        <FormattedMessage {...messages.columnGroup} />
                      </th>
                      <th scope="col">
                        <FormattedMessage {...messages.columnRoles} />
                      </th>
                      <th scope="col">
                        <FormattedMessage {...messages.columnActions} />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {mappings.map((mapping) => (
                      <tr key={mapping.id} data-testid={`sso-mapping-${mapping.id}`}>
                        <td>{mapping.name}</td>
                        <td>{mapping.externalId}</td>
                        <td>{mapping.emsGroups.map((role) => role.name).join(', ')}</td>
                        <td>
                          <Actions>
                            {canEdit && (
                              <LinkButton $variant="secondary" to={`${EDIT_PATH}/${mapping.id}`}>
                                <FormattedMessage {...messages.edit} />
                              </LinkButton>
                            )}
                            {canDelete && (
                              <Button
                                type="button"
                                $variant="secondary"
                                onClick={() => setConfirming(mapping)}
                                aria-label={`${intl.formatMessage(messages.delete)}: ${mapping.name}`}
                              >
                                <FormattedMessage {...messages.delete} />
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
          </>
        )}

        {confirming && (
          <Dialog
            title={intl.formatMessage(messages.confirmTitle)}
            onClose={decline}
            testId="sso-confirm"
          >
            <p>
              <FormattedMessage
                {...ssoValueMessages.confirmText}
                values={{ name: confirming.name }}
              />
            </p>
            <DialogButtons>
              <Button type="button" $variant="secondary" onClick={decline}>
                <FormattedMessage {...messages.confirmNo} />
              </Button>
              <Button type="button" onClick={confirm} data-testid="sso-confirm-yes">
                <FormattedMessage {...messages.confirmYes} />
              </Button>
            </DialogButtons>
          </Dialog>
        )}
      </Card>
    );
  },
);
