import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { ListFrame } from '../../components/list/ListFrame';
import { SelectionBar } from '../../components/list/SelectionBar';
import { Button } from '../../components/ui/Button';
import { SUBSCRIBER_GROUPS, SUBSCRIBER_IMPORT } from '../../routes/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectHasEveryRight } from '../rights/selectors';
import { AddToGroup } from './AddToGroup';
import { ListSummary } from './ListSummary';
import { MembersNotice } from './MembersNotice';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectSubscriberList } from './selectors';
import {
  allOfFilterSelected,
  editorOpened,
  groupsRequested,
  listQueryChanged,
  lookupsRequested,
  selectionCleared,
  visibleSelectionToggled,
} from './slice';
import { subscriberList } from './subscriberList';
import { SubscriberEditDialog } from './SubscriberEditDialog';
import { SubscriberSearch } from './SubscriberSearch';
import { SubscriberTable } from './SubscriberTable';
import { Card, Intro, LinkButton, Title, TitleRow, Toolbar } from './styles';
import { subscribersTexts } from './texts';

/**
 * The subscriber list (/Subscribers): all subscribers of the account, virtualised and paged on
 * the server, searched from 3 characters; create, edit, deactivate; add the selected to a group.
 */
export const SubscriberListScreen = withFeatureTexts(
  subscribersTexts,
  function SubscriberListScreenContent() {
    useFeature('subscribers');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const canAdd = useAppSelector((s) => selectHasEveryRight(s, ['Subscriber.Add']));
    const canEdit = useAppSelector((s) => selectHasEveryRight(s, ['Subscriber.Edit']));
    const canGroup = useAppSelector((s) => selectHasEveryRight(s, ['SubscriberGroup.Edit']));
    const list = useAppSelector(selectSubscriberList);
    // `?search=`: opened from a hit of the global search.
    const [params] = useSearchParams();
    const initialSearch = params.get('search') ?? '';

    useEffect(() => {
      dispatch(selectionCleared());
      dispatch(listQueryChanged({ search: initialSearch, profileId: null }));
      dispatch(lookupsRequested());
      dispatch(groupsRequested());
    }, [dispatch, initialSearch]);

    return (
      <Card aria-labelledby="subscribers-title">
        <TitleRow>
          <Title id="subscribers-title">{intl.formatMessage(messages.listTitle)}</Title>
          <Toolbar>
            <LinkButton $variant="secondary" to={SUBSCRIBER_GROUPS}>
              {intl.formatMessage(messages.groupsLink)}
            </LinkButton>
            {canAdd && (
              <LinkButton $variant="secondary" to={SUBSCRIBER_IMPORT} data-testid="import-link">
                {intl.formatMessage(messages.importLink)}
              </LinkButton>
            )}
            {canAdd && (
              <Button type="button" onClick={() => dispatch(editorOpened(null))}>
                {intl.formatMessage(messages.add)}
              </Button>
            )}
          </Toolbar>
        </TitleRow>
        <Intro>{intl.formatMessage(messages.listIntro)}</Intro>
        <ListFrame
          testIdPrefix="subscriber"
          list={list}
          texts={{
            loading: intl.formatMessage(messages.loading),
            failed: intl.formatMessage(messages.loadFailed),
            empty: intl.formatMessage(messages.empty),
          }}
          toolbar={<SubscriberSearch key={initialSearch} initial={initialSearch} />}
          selection={
            canGroup && (
              <SelectionBar
                list={list}
                selectedText={(count) => intl.formatMessage(valueMessages.selected, { count })}
                onToggleVisible={() => dispatch(visibleSelectionToggled())}
                onSelectAll={() => dispatch(allOfFilterSelected())}
              >
                <AddToGroup />
              </SelectionBar>
            )
          }
          notices={<MembersNotice />}
          summary={<ListSummary />}
          onRetry={() => dispatch(subscriberList.actions.reloaded())}
        >
          <SubscriberTable canEdit={canEdit} canSelect={canGroup} />
        </ListFrame>
        <SubscriberEditDialog />
      </Card>
    );
  },
);
