import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  conversationFilters,
  conversationLimits,
  type ConversationFilter,
  type ConversationSummary,
} from '../../../common/conversations';
import { ListFrame } from '../../components/list/ListFrame';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { selectCurrentAccountId } from '../account/selectors';
import { inboxList } from './inboxList';
import { InboxRow } from './InboxRow';
import { inboxMessages as messages } from './messages';
import { selectInboxList } from './selectors';
import { Count, More, Rows } from './styles';
import { useNow } from './useNow';

const { queryChanged, reloaded, pageRequested, closed } = inboxList.actions;

const filterLabels = {
  open: messages.filterOpen,
  mine: messages.filterMine,
  unassigned: messages.filterUnassigned,
  closed: messages.filterClosed,
  all: messages.filterAll,
} satisfies Record<ConversationFilter, unknown>;

const isFilter = (value: string): value is ConversationFilter =>
  (conversationFilters as readonly string[]).includes(value);

/** Rows of every loaded page once each (a refreshed first page may repeat a row of the next). */
function distinct(rows: ConversationSummary[]): ConversationSummary[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

/** The inbox: filters, the search by name or number, and the conversations, newest first. */
export function Inbox({ currentId }: { currentId: number | null }) {
  // First: the feature's saga must run before this pane's first request (child effects run
  // before the screen's own).
  useFeature('conversations');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectInboxList);
  const accountId = useAppSelector(selectCurrentAccountId);
  const [search, setSearch] = useState(list.query.searchTerm);
  const now = useNow();

  // The first page at once (a query change would wait for typing to pause); another account: its inbox.
  useEffect(() => {
    dispatch(reloaded());
    return () => {
      dispatch(closed());
    };
  }, [dispatch, accountId]);

  const rows = distinct(inboxList.selectRows(list));
  const pages = Object.keys(list.pages).map(Number);
  const lastPage = pages.length > 0 ? Math.max(...pages) : null;
  const moreKey = lastPage === null ? null : list.pageKeys[lastPage];
  const loadingMore = list.loadingPages.some((page) => page > 0);

  return (
    <ListFrame
      testIdPrefix="conversation"
      list={list}
      texts={{
        loading: intl.formatMessage(messages.loading),
        failed: intl.formatMessage(messages.loadFailed),
        empty: intl.formatMessage(messages.empty),
      }}
      toolbar={
        <>
          <label>
            {intl.formatMessage(messages.filterLabel)}
            <select
              data-testid="conversation-filter"
              value={list.query.filter}
              onChange={(event) => {
                if (isFilter(event.target.value))
                  dispatch(queryChanged({ filter: event.target.value }));
              }}
            >
              {conversationFilters.map((filter) => (
                <option key={filter} value={filter}>
                  {intl.formatMessage(filterLabels[filter])}
                </option>
              ))}
            </select>
          </label>
          <label>
            {intl.formatMessage(messages.searchLabel)}
            <input
              type="search"
              data-testid="conversation-search"
              value={search}
              maxLength={conversationLimits.searchTermLength}
              onChange={(event) => {
                setSearch(event.target.value);
                const term = event.target.value.trim();
                if (term !== list.query.searchTerm) dispatch(queryChanged({ searchTerm: term }));
              }}
            />
          </label>
        </>
      }
      summary={
        <Count role="status" data-testid="conversation-count">
          {list.status === 'loaded' && intl.formatMessage(messages.count, { total: list.total })}
        </Count>
      }
      onRetry={() => dispatch(reloaded())}
    >
      {rows.length > 0 && (
        <Rows aria-label={intl.formatMessage(messages.title)}>
          {rows.map((conversation) => (
            <InboxRow
              key={conversation.id}
              conversation={conversation}
              current={conversation.id === currentId}
              now={now}
            />
          ))}
        </Rows>
      )}
      {moreKey && lastPage !== null && (
        <More>
          <Button
            type="button"
            $variant="secondary"
            disabled={loadingMore}
            data-testid="conversation-more"
            onClick={() => dispatch(pageRequested(lastPage + 1))}
          >
            {intl.formatMessage(messages.more)}
          </Button>
        </More>
      )}
    </ListFrame>
  );
}
