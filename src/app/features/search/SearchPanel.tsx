import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { statusLabelOf } from '../../../common/itemStatus';
import { minSearchLength, type SearchHit, type SearchSourceName } from '../../../common/search';
import { ItemStatusLabel } from '../../components/itemStatus/ItemStatusLabel';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import './feature';
import { searchMessages as messages } from './messages';
import { selectSearch } from './selectors';
import { searchHitOpened, searchOpened, searchTextChanged } from './slice';
import { searchTexts } from './texts';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  left: 0;
  z-index: 100;
  width: min(32rem, 90vw);
  max-height: 70vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  h3 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  p {
    margin: 0;
  }
`;

const Sub = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const QueryButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
`;

interface Props {
  /** What the search box holds. */
  text: string;
  /** A recent query was chosen: the box takes it over. */
  onPick: (query: string) => void;
  onClose: () => void;
}

/** The suite's kinds of item behind its search sources (their status labels, spec section 4). */
const suiteItemTypes: Partial<Record<SearchSourceName, string>> = {
  emailCampaigns: 'EmailCampaign',
  smsCampaigns: 'SmsCampaign',
  events: 'Event',
};

/** One hit: a link where the app has a page for it, otherwise its name. */
function Hit({
  source,
  hit,
  onOpen,
}: {
  source: SearchSourceName;
  hit: SearchHit;
  onOpen: (source: SearchSourceName, hit: SearchHit) => void;
}) {
  const intl = useIntl();
  const title = hit.url ? (
    <Link to={hit.url} onClick={() => onOpen(source, hit)}>
      {hit.title}
    </Link>
  ) : (
    <span>{hit.title}</span>
  );
  const whatsApp =
    source === 'whatsAppNewsletters'
      ? messages.newsletterStatus
      : source === 'whatsAppTemplates'
        ? messages.templateStatus
        : null;
  const suiteLabel =
    hit.status === undefined ? null : statusLabelOf(suiteItemTypes[source] ?? '', hit.status);
  return (
    <li data-testid="search-hit">
      {title}
      {hit.subtitle && <Sub>{hit.subtitle}</Sub>}
      {hit.date && (
        <Sub data-testid="search-hit-date">
          {intl.formatDate(hit.date, { dateStyle: 'medium' })}
        </Sub>
      )}
      {hit.status !== undefined && (whatsApp || suiteLabel) && (
        <Sub data-testid="search-hit-status">
          {whatsApp ? (
            <FormattedMessage {...whatsApp} values={{ status: hit.status }} />
          ) : (
            suiteLabel && <ItemStatusLabel status={suiteLabel} />
          )}
        </Sub>
      )}
    </li>
  );
}

/**
 * The global search's panel under the header's search box: from 3 characters the current
 * query's hits grouped by source; before that the recent searches and visited pages.
 */
export const SearchPanel = withFeatureTexts(
  searchTexts,
  function SearchPanelContent({ text, onPick, onClose }: Props) {
    useFeature('search');
    const intl = useIntl();
    const dispatch = useAppDispatch();
    const search = useAppSelector(selectSearch);

    useEffect(() => {
      dispatch(searchOpened());
    }, [dispatch]);
    useEffect(() => {
      dispatch(searchTextChanged(text));
    }, [dispatch, text]);

    const open = (source: SearchSourceName, hit: SearchHit) => {
      dispatch(searchHitOpened({ source, hit }));
      onClose();
    };
    const trimmed = text.trim();

    return (
      <Panel data-testid="search-panel" aria-label={intl.formatMessage(messages.close)}>
        {trimmed.length < minSearchLength ? (
          <>
            {trimmed.length > 0 && (
              <p data-testid="search-too-short">
                <FormattedMessage {...messages.tooShort} />
              </p>
            )}
            {search.historyFailed && (
              <p role="alert">
                <FormattedMessage {...messages.historyFailed} />
              </p>
            )}
            {search.lastQueries.length > 0 && (
              <>
                <h3>
                  <FormattedMessage {...messages.lastQueries} />
                </h3>
                <ul data-testid="search-last-queries">
                  {search.lastQueries.map((query) => (
                    <li key={query}>
                      <QueryButton type="button" onClick={() => onPick(query)}>
                        {query}
                      </QueryButton>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {search.visitedPages.length > 0 && (
              <>
                <h3>
                  <FormattedMessage {...messages.visitedPages} />
                </h3>
                <ul data-testid="search-visited-pages">
                  {search.visitedPages.map((page) => (
                    <Hit
                      key={`${page.source}-${page.itemId}`}
                      source={page.source}
                      hit={{ id: page.itemId, title: page.title, subtitle: null, url: page.url }}
                      onOpen={open}
                    />
                  ))}
                </ul>
              </>
            )}
          </>
        ) : search.status === 'failed' ? (
          <p role="alert">
            <FormattedMessage {...messages.failed} />
          </p>
        ) : search.status !== 'loaded' || !search.result ? (
          <p aria-live="polite">
            <FormattedMessage {...messages.searching} />
          </p>
        ) : search.result.groups.length === 0 ? (
          <p data-testid="search-no-hits">
            <FormattedMessage {...messages.noHits} values={{ text: search.result.searchText }} />
          </p>
        ) : (
          <div data-testid="search-results" data-query={search.result.searchText}>
            {search.result.groups.map((group) => (
              <section key={group.source} data-testid={`search-group-${group.source}`}>
                <h3>
                  <FormattedMessage {...messages.source} values={{ source: group.source }} />
                </h3>
                <ul>
                  {group.hits.map((hit) => (
                    <Hit key={hit.id} source={group.source} hit={hit} onOpen={open} />
                  ))}
                </ul>
                {group.hasMore && (
                  <Sub>
                    <FormattedMessage {...messages.more} />
                  </Sub>
                )}
              </section>
            ))}
          </div>
        )}
      </Panel>
    );
  },
);
