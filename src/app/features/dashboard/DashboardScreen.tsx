import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import {
  selectCurrentAccount,
  selectCurrentAccountId,
  selectUserDisplayName,
} from '../account/selectors';
import { selectHasEveryRight } from '../rights/selectors';
import './feature';
import { checklistShown, FirstStepsChecklist } from './FirstStepsChecklist';
import { ItemList } from './ItemList';
import { ActivityPlanList } from './ActivityPlanList';
import { LastActionList } from './LastActionList';
import { MediaList } from './MediaList';
import {
  dashboardMessages as messages,
  firstStepMessages,
  actionMessages,
  itemMessages,
  widgetTitles,
} from './messages';
import { selectActivityPlan, selectDashboard, selectLastActions } from './selectors';
import { SendTimeTeaser } from './SendTimeTeaser';
import {
  dashboardRequested,
  fullActionListToggled,
  sendTimeActivationRequested,
  sourcesRetried,
  type DashboardSourceName,
} from './slice';
import { Grid, LinkButton, Notice } from './styles';
import { dashboardTexts } from './texts';
import { Widget } from './Widget';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.surface} 55%,
    ${({ theme }) => theme.colors.primarySurface}
  );
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Greeting = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 2rem;
  line-height: 1.2;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const utcOffset = () => new Date().getTimezoneOffset();

/**
 * The main dashboard (route "/", Default_MainDashboard): the greeting with the updates since the
 * last visit, and every widget of spec section 1, each loading and failing on its own. It loads
 * again whenever the account changes.
 */
export const DashboardScreen = withFeatureTexts(dashboardTexts, function DashboardContent() {
  useFeature('dashboard');
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectUserDisplayName);
  const account = useAppSelector(selectCurrentAccount);
  const accountId = useAppSelector(selectCurrentAccountId);
  const { sources, activation } = useAppSelector(selectDashboard);
  const plan = useAppSelector(selectActivityPlan);
  const actions = useAppSelector(selectLastActions);
  const canActivate = useAppSelector((state) =>
    selectHasEveryRight(state, ['Campaigns.ActivateSendTimeOptimization']),
  );
  const canOpenMedia = useAppSelector((state) =>
    selectHasEveryRight(state, ['MediaDatabase.View']),
  );

  useEffect(() => {
    dispatch(dashboardRequested({ utcOffset: utcOffset() }));
  }, [dispatch, accountId]);

  const retry =
    (...names: DashboardSourceName[]) =>
    () =>
      dispatch(sourcesRetried({ sources: names, utcOffset: utcOffset() }));
  const events = sources.events.data;

  return (
    <>
      <Hero aria-labelledby="dashboard-greeting">
        <Greeting id="dashboard-greeting" data-testid="greeting">
          {name ? (
            <FormattedMessage {...messages.greeting} values={{ name }} />
          ) : (
            <FormattedMessage {...messages.greetingAnonymous} />
          )}
        </Greeting>
        <Intro>
          {account ? (
            <FormattedMessage {...messages.intro} values={{ account: account.name }} />
          ) : (
            <FormattedMessage {...messages.introWithoutAccount} />
          )}{' '}
          {actions.updatesSinceLastVisit !== null && (
            <span data-testid="dashboard-updates">
              {sources.lastActions.data?.previousVisit ? (
                <FormattedMessage
                  {...messages.updates}
                  values={{ count: actions.updatesSinceLastVisit }}
                />
              ) : (
                <FormattedMessage {...messages.firstVisit} />
              )}
            </span>
          )}
        </Intro>
      </Hero>
      <Grid>
        {checklistShown(sources.firstSteps.data) && (
          <Widget
            name="firstSteps"
            title={firstStepMessages.title}
            status={sources.firstSteps.status}
            onRetry={retry('firstSteps')}
          >
            {() => <FirstStepsChecklist steps={sources.firstSteps.data ?? []} />}
          </Widget>
        )}
        <Widget
          name="activityPlan"
          title={widgetTitles.activityPlan}
          status={plan.status}
          partial={plan.partial}
          onRetry={retry('activityPlan', 'whatsAppActivityPlan')}
        >
          {() => <ActivityPlanList entries={plan.entries} />}
        </Widget>
        <Widget
          name="lastActions"
          title={widgetTitles.lastActions}
          status={actions.status}
          partial={actions.partial}
          onRetry={retry('lastActions', 'whatsAppLastActions')}
        >
          {() => (
            <>
              <LastActionList actions={actions.actions} />
              <LinkButton
                type="button"
                data-testid="last-actions-toggle"
                onClick={() => dispatch(fullActionListToggled())}
              >
                <FormattedMessage
                  {...(actions.fullList ? actionMessages.showFewer : actionMessages.showAll)}
                />
              </LinkButton>
            </>
          )}
        </Widget>
        <Widget
          name="emailCampaigns"
          title={widgetTitles.emailCampaigns}
          status={sources.emailCampaigns.status}
          onRetry={retry('emailCampaigns')}
        >
          {() => <ItemList items={sources.emailCampaigns.data ?? []} empty={itemMessages.empty} />}
        </Widget>
        <Widget
          name="smsCampaigns"
          title={widgetTitles.smsCampaigns}
          status={sources.smsCampaigns.status}
          onRetry={retry('smsCampaigns')}
        >
          {() => <ItemList items={sources.smsCampaigns.data ?? []} empty={itemMessages.empty} />}
        </Widget>
        <Widget
          name="newsletters"
          title={widgetTitles.newsletters}
          status={sources.newsletters.status}
          onRetry={retry('newsletters')}
        >
          {() => (
            <ItemList items={sources.newsletters.data ?? []} empty={itemMessages.noNewsletters} />
          )}
        </Widget>
        <Widget
          name="events"
          title={widgetTitles.events}
          status={sources.events.status}
          onRetry={retry('events')}
        >
          {() =>
            events?.showEventTeaser ? (
              <Notice>
                <FormattedMessage {...itemMessages.eventTeaser} />
              </Notice>
            ) : (
              <ItemList items={events?.data ?? []} empty={itemMessages.noEvents} />
            )
          }
        </Widget>
        <Widget
          name="media"
          title={widgetTitles.media}
          status={sources.media.status}
          onRetry={retry('media')}
        >
          {() => <MediaList assets={sources.media.data ?? []} canOpen={canOpenMedia} />}
        </Widget>
        <Widget
          name="sendTime"
          title={widgetTitles.sendTime}
          status={sources.sendTime.status}
          onRetry={retry('sendTime')}
        >
          {() =>
            sources.sendTime.data && (
              <SendTimeTeaser
                settings={sources.sendTime.data}
                canActivate={canActivate}
                activation={activation}
                onActivate={() => dispatch(sendTimeActivationRequested())}
              />
            )
          }
        </Widget>
      </Grid>
    </>
  );
});
