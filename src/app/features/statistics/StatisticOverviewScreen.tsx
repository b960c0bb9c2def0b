import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { statisticTabs, type StatisticTab } from '../../../common/statistics';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { formatTotal } from '../../i18n/euros';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectCurrentAccountId } from '../account/selectors';
import { DeliveryTab } from './DeliveryTab';
import { LinksTab } from './LinksTab';
import { NewsletterNotFound } from './NewsletterNotFound';
import { statisticMessages as messages } from './messages';
import { ReactionTab } from './ReactionTab';
import { RecipientsTab } from './RecipientsTab';
import { selectStatisticOverview } from './selectors';
import { overviewRequested } from './slice';
import { Card, Intro, Meta, Notice, Tabs, Title, TitleRow } from './styles';
import { statisticsTexts } from './texts';

export const statisticPath = (id: number, tab: StatisticTab = 'delivery') =>
  `/WhatsApp/Statistic/${id}/${statisticTabs.indexOf(tab)}`;

const tabMessages: Record<StatisticTab, keyof typeof messages> = {
  delivery: 'tabDelivery',
  reaction: 'tabReaction',
  recipients: 'tabRecipients',
  links: 'tabLinks',
};

/** The statistics overview (WhatsApp_Statistic): one sent newsletter's figures, by tab. */
export const StatisticOverviewScreen = withFeatureTexts(
  statisticsTexts,
  function StatisticOverviewContent() {
    useFeature('statistics');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const navigate = useNavigate();
    const params = useParams();
    const routeId = Number(params.id) || null;
    const tab = statisticTabs[Number(params.tabIndex) || 0] ?? 'delivery';
    const accountId = useAppSelector(selectCurrentAccountId);
    const { status, newsletters, id, selected } = useAppSelector(selectStatisticOverview);

    useEffect(() => {
      dispatch(overviewRequested({ id: routeId }));
    }, [dispatch, routeId, accountId]);

    if (status === 'idle' || status === 'loading') {
      return <LoadingState label={intl.formatMessage(messages.loading)} />;
    }
    if (status === 'failed') {
      return (
        <FaultState
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={() => dispatch(overviewRequested({ id: routeId }))}
        />
      );
    }
    const { newsletter, statistics, excluded } = selected;
    const listed = newsletters.some((n) => n.id === id);
    // An id the list does not know shows by its name once loaded, never as a bare number.
    const chosen = id !== null && (listed || newsletter) ? String(id) : '';
    return (
      <Card aria-labelledby="statistics-title">
        <TitleRow>
          <Title id="statistics-title">
            <FormattedMessage {...messages.title} />
          </Title>
          {newsletters.length > 0 && (
            <label>
              <FormattedMessage {...messages.chooseNewsletter} />{' '}
              <select
                value={chosen}
                data-testid="statistics-newsletter"
                onChange={(e) => navigate(statisticPath(Number(e.target.value), tab))}
              >
                {chosen === '' && (
                  <option value="" disabled>
                    {intl.formatMessage(messages.choosePlaceholder)}
                  </option>
                )}
                {!listed && newsletter && <option value={newsletter.id}>{newsletter.name}</option>}
                {newsletters.map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </TitleRow>
        <Intro>
          <FormattedMessage {...messages.intro} />
        </Intro>
        {id === null && (
          <Notice data-testid="statistics-none">
            <FormattedMessage {...messages.noneSent} />
          </Notice>
        )}
        {id !== null && selected.status === 'notFound' && <NewsletterNotFound id={String(id)} />}
        {id !== null && selected.status === 'failed' && (
          <FaultState
            message={intl.formatMessage(messages.loadFailed)}
            onRetry={() => dispatch(overviewRequested({ id }))}
          />
        )}
        {id !== null && selected.status === 'loading' && (
          <LoadingState label={intl.formatMessage(messages.loading)} />
        )}
        {newsletter && statistics && excluded && (
          <>
            <h2 data-testid="statistics-name">{newsletter.name}</h2>
            {newsletter.sendDate && (
              <Meta>
                <FormattedMessage
                  {...messages.sentOn}
                  values={{
                    date: intl.formatDate(newsletter.sendDate, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                    sender: newsletter.senderName ?? '–',
                  }}
                />
              </Meta>
            )}
            <Meta>
              <FormattedMessage
                {...messages.facts}
                values={{
                  template: newsletter.templateName ?? '–',
                  group: newsletter.profileName ?? '–',
                  phone: newsletter.phoneNumber ?? '–',
                }}
              />
            </Meta>
            <Meta>
              {newsletter.expectedPrice === null ? (
                <FormattedMessage {...messages.priceUnknown} />
              ) : (
                <FormattedMessage
                  {...messages.expectedPrice}
                  values={{
                    price: formatTotal(intl, newsletter.expectedPrice),
                    stopped: String(newsletter.stopped),
                  }}
                />
              )}
            </Meta>
            {newsletter.stopped && (
              <Meta data-testid="statistics-stopped">
                <FormattedMessage {...messages.stopped} />
              </Meta>
            )}
            <Tabs aria-label={intl.formatMessage(messages.title)}>
              {statisticTabs.map((t) => (
                <Link
                  key={t}
                  to={statisticPath(newsletter.id, t)}
                  aria-current={t === tab ? 'page' : undefined}
                  data-testid={`statistics-tab-${t}`}
                >
                  <FormattedMessage {...messages[tabMessages[t]]} />
                </Link>
              ))}
            </Tabs>
            {tab === 'delivery' && <DeliveryTab id={newsletter.id} statistics={statistics} />}
            {tab === 'reaction' && (
              <ReactionTab id={newsletter.id} reactions={statistics.reactions} />
            )}
            {tab === 'recipients' && (
              <RecipientsTab id={newsletter.id} newsletter={newsletter} excluded={excluded} />
            )}
            {tab === 'links' && <LinksTab links={statistics.linkStatistics} />}
          </>
        )}
      </Card>
    );
  },
);
