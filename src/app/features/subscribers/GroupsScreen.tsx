import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubscriberProfile } from '../../../common/subscribers';
import { Dialog } from '../../components/dialog/Dialog';
import { Truncated } from '../../components/list/Truncated';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { RowActions } from '../../components/list/RowActions';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { SUBSCRIBER_LIST } from '../../routes/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectHasEveryRight } from '../rights/selectors';
import { GroupNameForm } from './GroupNameForm';
import { ListSummary } from './ListSummary';
import { MembersNotice } from './MembersNotice';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectGroups, selectSubscriberList } from './selectors';
import {
  groupDeleteRequested,
  groupsRequested,
  listQueryChanged,
  membersChangeRequested,
} from './slice';
import { SubscriberTable } from './SubscriberTable';
import {
  ActionsCell,
  Card,
  GroupTable,
  Intro,
  LinkButton,
  Title,
  TitleRow,
  Toolbar,
} from './styles';
import { subscribersTexts } from './texts';

/**
 * Recipient groups (/Subscribers/Groups): the static groups with their member counts; create and
 * rename (name required, unique, not too long); the members of a group, to remove some.
 */
export const GroupsScreen = withFeatureTexts(subscribersTexts, function GroupsScreenContent() {
  useFeature('subscribers');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectGroups);
  const { selected } = useAppSelector(selectSubscriberList);
  const canEdit = useAppSelector((s) => selectHasEveryRight(s, ['SubscriberGroup.Edit']));
  const [shown, setShown] = useState<SubscriberProfile | null>(null);
  const [renaming, setRenaming] = useState<SubscriberProfile | null>(null);
  const [deleting, setDeleting] = useState<SubscriberProfile | null>(null);

  useEffect(() => {
    dispatch(groupsRequested());
  }, [dispatch]);

  useEffect(() => {
    if (groups.saveStatus === 'saved') setRenaming(null);
  }, [groups.saveStatus]);

  const show = (profile: SubscriberProfile) => {
    setShown(profile);
    dispatch(listQueryChanged({ search: '', profileId: profile.uniqueId }));
  };
  const nameOf = (profile: SubscriberProfile) =>
    profile.isSystem ? intl.formatMessage(messages.allSubscribers) : profile.name;

  return (
    <Card aria-labelledby="groups-title">
      <TitleRow>
        <Title id="groups-title">{intl.formatMessage(messages.groupsTitle)}</Title>
        <LinkButton $variant="secondary" to={SUBSCRIBER_LIST}>
          {intl.formatMessage(messages.listLink)}
        </LinkButton>
      </TitleRow>
      <Intro>{intl.formatMessage(messages.groupsIntro)}</Intro>
      {canEdit && (
        <GroupNameForm
          uniqueId={null}
          initialName=""
          label={intl.formatMessage(messages.newGroupName)}
          submitLabel={intl.formatMessage(messages.createGroup)}
        />
      )}
      {groups.status === 'failed' && (
        <FaultState
          message={intl.formatMessage(messages.groupsLoadFailed)}
          onRetry={() => dispatch(groupsRequested())}
        />
      )}
      {groups.status === 'loading' && (
        <LoadingState label={intl.formatMessage(messages.groupsLoading)} />
      )}
      {groups.status === 'loaded' && (
        <ScrollRegion label={intl.formatMessage(messages.groupsTitle)}>
          <GroupTable data-testid="group-list">
            <tbody>
              {groups.profiles.map((profile) => (
                <tr key={profile.uniqueId} data-testid="group-row">
                  <td>
                    <Truncated text={nameOf(profile)} />
                  </td>
                  <td data-testid="group-count">
                    {intl.formatMessage(valueMessages.members, { count: profile.subscriberCount })}
                  </td>
                  <ActionsCell>
                    <RowActions
                      rowName={nameOf(profile)}
                      actions={[
                        {
                          label: intl.formatMessage(messages.show),
                          onSelect: () => show(profile),
                        },
                        ...(canEdit && !profile.isSystem
                          ? [
                              {
                                label: intl.formatMessage(messages.rename),
                                onSelect: () => setRenaming(profile),
                              },
                              {
                                label: intl.formatMessage(messages.deleteGroup),
                                accessibleName: intl.formatMessage(valueMessages.deleteGroupOf, {
                                  name: profile.name,
                                }),
                                testId: 'group-delete',
                                onSelect: () => setDeleting(profile),
                              },
                            ]
                          : []),
                      ]}
                    />
                  </ActionsCell>
                </tr>
              ))}
            </tbody>
          </GroupTable>
        </ScrollRegion>
      )}
      {groups.deleteRefusal && (
        <p role="alert" data-testid="group-delete-refused">
          {intl.formatMessage(valueMessages.groupInUse, {
            count: groups.deleteRefusal.length,
            names: intl.formatList(
              groups.deleteRefusal.map((name) =>
                intl.formatMessage(valueMessages.quoted, { name }),
              ),
              { type: 'conjunction' },
            ),
          })}
        </p>
      )}
      <MembersNotice />
      {shown && (
        <section aria-labelledby="members-title">
          <h2 id="members-title">
            {intl.formatMessage(valueMessages.membersOf, { name: nameOf(shown) })}
          </h2>
          {canEdit && !shown.isSystem && (
            <Toolbar>
              <Button
                type="button"
                $variant="secondary"
                disabled={selected.length === 0}
                onClick={() =>
                  dispatch(
                    membersChangeRequested({
                      profileId: shown.uniqueId,
                      subscriberIds: selected,
                      mode: 'remove',
                    }),
                  )
                }
              >
                {intl.formatMessage(messages.removeFromGroup)}
              </Button>
            </Toolbar>
          )}
          <ListSummary />
          <SubscriberTable canEdit={false} canSelect={canEdit && !shown.isSystem} />
        </section>
      )}
      {deleting && (
        <Dialog
          title={intl.formatMessage(valueMessages.deleteGroupOf, { name: deleting.name })}
          onClose={() => setDeleting(null)}
          testId="group-delete-dialog"
        >
          <p>{intl.formatMessage(valueMessages.deleteGroupQuestion, { name: deleting.name })}</p>
          <Toolbar>
            <Button
              type="button"
              onClick={() => {
                dispatch(groupDeleteRequested({ uniqueId: deleting.uniqueId }));
                if (shown?.uniqueId === deleting.uniqueId) setShown(null);
                setDeleting(null);
              }}
            >
              {intl.formatMessage(messages.deleteGroup)}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setDeleting(null)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </Toolbar>
        </Dialog>
      )}
      {renaming && (
        <Dialog title={intl.formatMessage(messages.rename)} onClose={() => setRenaming(null)}>
          <GroupNameForm
            uniqueId={renaming.uniqueId}
            initialName={renaming.name}
            label={intl.formatMessage(messages.renameLabel)}
            submitLabel={intl.formatMessage(messages.save)}
          />
        </Dialog>
      )}
    </Card>
  );
});
