import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import {
  type DetailKind,
  deliveryFilters,
  reactionFilters,
  recipientFilters,
  type DeliveryDetail,
  type DeliveryState,
  type DetailSort,
  type ReactionDetail,
  type RecipientStatisticDetail,
} from '../../../common/statistics';
import { AddToGroupForm, addToGroupFailure } from '../../components/addToGroup/AddToGroupForm';
import { ListFrame } from '../../components/list/ListFrame';
import { SelectionBar } from '../../components/list/SelectionBar';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectHasEveryRight } from '../rights/selectors';
import { deliveryDetailsPath, reactionDetailsPath, recipientDetailsPath } from './detailPaths';
import { DetailTable, type DetailColumn } from './DetailTable';
import { failureText } from './failureText';
import { NewsletterNotFound } from './NewsletterNotFound';
import {
  detailMessages as messages,
  exclusionMessages,
  filterMessages,
  reactionTypeMessages,
} from './messages';
import { detailList } from './detailList';
import { selectStatisticDetailList, selectStatisticDetails } from './selectors';
import { addToGroupRequested, detailNewsletterRequested } from './slice';
import { Card, Meta, SearchInput, Tabs, Title, TitleRow } from './styles';
import { statisticPath } from './StatisticOverviewScreen';
import { statisticsTexts } from './texts';

const stateMessages: Record<DeliveryState, `state${DeliveryState}`> = {
  Pending: 'statePending',
  Sent: 'stateSent',
  Delivered: 'stateDelivered',
  Read: 'stateRead',
  Failed: 'stateFailed',
};

const nameOf = (p: { firstname: string | null; lastname: string | null }) =>
  [p.firstname, p.lastname].filter(Boolean).join(' ') || '–';
const when = (intl: IntlShape, at: string | null) =>
  at ? intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' }) : '–';

/** What differs between the three lists: filters, title, tab index, columns and cells. */
interface KindView<Item> {
  filters: readonly string[];
  defaultFilter: string;
  title: 'titleDelivery' | 'titleReaction' | 'titleRecipients';
  tab: 'delivery' | 'reaction' | 'recipients';
  path: (id: number, filter: string) => string;
  filterLabel: (intl: IntlShape, filter: string) => string;
  columns: (intl: IntlShape) => DetailColumn[];
  cells: (intl: IntlShape, item: Item) => ReactNode[];
}

const delivery: KindView<DeliveryDetail> = {
  filters: deliveryFilters,
  defaultFilter: 'All',
  title: 'titleDelivery',
  tab: 'delivery',
  path: (id, filter) => deliveryDetailsPath(id, filter as (typeof deliveryFilters)[number]),
  filterLabel: (intl, f) => intl.formatMessage(filterMessages[f as keyof typeof filterMessages]),
  columns: (intl) => [
    { label: intl.formatMessage(messages.columnName), sort: 'name' },
    { label: intl.formatMessage(messages.columnTelnr), sort: 'telnr' },
    { label: intl.formatMessage(messages.columnStatus), sort: 'status' },
    { label: intl.formatMessage(messages.columnDate), sort: 'date' },
  ],
  cells: (intl, d) => [
    nameOf(d),
    d.telnr ?? '–',
    <>
      {intl.formatMessage(messages[stateMessages[d.status]])}
      {d.status === 'Failed' && ` · ${failureText(intl, d.errorCode, d.errorTitle)}`}
    </>,
    when(intl, d.readAt ?? d.deliveredAt ?? d.sentAt),
  ],
};

const reaction: KindView<ReactionDetail> = {
  filters: reactionFilters,
  defaultFilter: 'All',
  title: 'titleReaction',
  tab: 'reaction',
  path: (id, filter) => reactionDetailsPath(id, filter as (typeof reactionFilters)[number]),
  filterLabel: (intl, f) =>
    intl.formatMessage(reactionTypeMessages[f as keyof typeof reactionTypeMessages]),
  columns: (intl) => [
    { label: intl.formatMessage(messages.columnName), sort: 'name' },
    { label: intl.formatMessage(messages.columnTelnr), sort: 'telnr' },
    { label: intl.formatMessage(messages.columnReaction), sort: 'status' },
    { label: intl.formatMessage(messages.columnDate), sort: 'date' },
  ],
  cells: (intl, r) => [
    nameOf(r),
    r.telnr ?? '–',
    `${intl.formatMessage(reactionTypeMessages[r.type])}${r.content ? `: ${r.content}` : ''}`,
    when(intl, r.reactedAt),
  ],
};

const recipients: KindView<RecipientStatisticDetail> = {
  filters: recipientFilters,
  defaultFilter: 'All',
  title: 'titleRecipients',
  tab: 'recipients',
  path: (id, filter) => recipientDetailsPath(id, filter as (typeof recipientFilters)[number]),
  filterLabel: (intl, f) => intl.formatMessage(filterMessages[f as keyof typeof filterMessages]),
  columns: (intl) => [
    { label: intl.formatMessage(messages.columnName), sort: 'name' },
    { label: intl.formatMessage(messages.columnTelnr), sort: 'telnr' },
    { label: intl.formatMessage(messages.columnReason), sort: 'status' },
    { label: '' },
  ],
  cells: (intl, r) => [
    nameOf(r),
    r.telnr ?? '–',
    r.exclusionReason
      ? intl.formatMessage(exclusionMessages[r.exclusionReason])
      : intl.formatMessage(messages.received),
    '',
  ],
};

const views = { delivery, reaction, recipients } as const;

function DetailsContent({ kind }: { kind: DetailKind }) {
  useFeature('statistics');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const params = useParams();
  const id = Number(params.id);
  const view = views[kind] as KindView<unknown>;
  const filter = view.filters.includes(params.filter ?? '') ? params.filter! : view.defaultFilter;
  const details = useAppSelector(selectStatisticDetails);
  const list = useAppSelector(selectStatisticDetailList);
  const { newsletter } = details;
  const mayAddToGroup = useAppSelector((s) => selectHasEveryRight(s, ['SubscriberGroup.Edit']));
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<{ sort: DetailSort; orderDescending: boolean }>({
    sort: 'telnr',
    orderDescending: false,
  });

  useEffect(() => {
    dispatch(detailNewsletterRequested(id));
  }, [dispatch, id]);

  // Typing waits a moment before it asks, so a word costs one request, not one per letter.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        dispatch(
          detailList.actions.queryChanged({
            kind,
            id,
            filter,
            searchTerm: search.trim(),
            ...order,
          }),
        ),
      search ? 300 : 0,
    );
    return () => clearTimeout(timer);
  }, [dispatch, kind, id, filter, search, order]);

  if (newsletter.id === id && newsletter.status === 'notFound') {
    return (
      <Card aria-labelledby="statistics-details-title">
        <Title id="statistics-details-title">
          <FormattedMessage {...messages[view.title]} />
        </Title>
        <NewsletterNotFound id={params.id ?? ''} />
      </Card>
    );
  }

  return (
    <Card aria-labelledby="statistics-details-title">
      <TitleRow>
        <Title id="statistics-details-title" data-testid="statistics-details-title">
          {newsletter.id === id && newsletter.name !== null ? (
            <FormattedMessage
              {...messages.titleOf}
              values={{
                list: intl.formatMessage(messages[view.title]),
                newsletter: newsletter.name,
              }}
            />
          ) : (
            <FormattedMessage {...messages[view.title]} />
          )}
        </Title>
        <Link to={statisticPath(id, view.tab)} data-testid="statistics-details-back">
          <FormattedMessage {...messages.back} />
        </Link>
      </TitleRow>
      <Tabs aria-label={intl.formatMessage(messages[view.title])}>
        {view.filters.map((f) => (
          <Link
            key={f}
            to={view.path(id, f)}
            aria-current={f === filter ? 'page' : undefined}
            data-testid={`statistics-filter-${f}`}
          >
            {view.filterLabel(intl, f)}
          </Link>
        ))}
      </Tabs>
      <ListFrame
        testIdPrefix="statistics-details"
        list={list}
        texts={{
          loading: intl.formatMessage(messages.loading),
          failed: intl.formatMessage(messages.loadFailed),
          empty: intl.formatMessage(messages.empty),
        }}
        toolbar={
          <SearchInput
            type="search"
            value={search}
            maxLength={200}
            aria-label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.search)}
            data-testid="statistics-details-search"
            onChange={(e) => setSearch(e.target.value)}
          />
        }
        summary={
          list.status === 'loaded' && (
            <Meta data-testid="statistics-details-total" aria-live="polite">
              <FormattedMessage {...messages.total} values={{ count: list.total }} />
            </Meta>
          )
        }
        selection={
          mayAddToGroup &&
          list.total > 0 && (
            <SelectionBar
              testIdPrefix="statistics-details-"
              list={list}
              selectedText={(count) => intl.formatMessage(messages.selected, { count })}
              onToggleVisible={() => dispatch(detailList.actions.visibleToggled())}
              onSelectAll={() => dispatch(detailList.actions.allOfFilterSelected())}
            />
          )
        }
        onRetry={() => dispatch(detailList.actions.reloaded())}
      >
        {list.total > 0 && (
          <DetailTable<unknown>
            columns={view.columns(intl)}
            sort={order.sort}
            orderDescending={order.orderDescending}
            onSort={(sort) =>
              setOrder((o) => ({
                sort,
                orderDescending: o.sort === sort ? !o.orderDescending : false,
              }))
            }
            cells={(item) => view.cells(intl, item)}
            canSelect={mayAddToGroup}
          />
        )}
      </ListFrame>
      {mayAddToGroup && list.total > 0 && (
        <AddToGroupForm
          profiles={details.profiles}
          state={details.addToGroup}
          failure={addToGroupFailure(intl, details.addToGroup.errorKey)}
          testIdPrefix="statistics"
          disabled={detailList.selectionCount(list) === 0}
          onAdd={(target) => dispatch(addToGroupRequested(target))}
        />
      )}
    </Card>
  );
}

/** `/WhatsApp/Statistic/{id}/Details/Delivery/{filter?}`: who got the message, and how far. */
export const DeliveryDetailsScreen = withFeatureTexts(statisticsTexts, function DeliveryDetails() {
  return <DetailsContent kind="delivery" />;
});

/** `/WhatsApp/Statistic/{id}/Details/Reaction/{filter?}`: who reacted, and how. */
export const ReactionDetailsScreen = withFeatureTexts(statisticsTexts, function ReactionDetails() {
  return <DetailsContent kind="reaction" />;
});

/** `/WhatsApp/Statistic/{id}/Details/Recipients/{filter}`: who received it, who was left out. */
export const RecipientDetailsScreen = withFeatureTexts(
  statisticsTexts,
  function RecipientDetails() {
    return <DetailsContent kind="recipients" />;
  },
);
