/**
 * The global search (spec sections 4, 5 and 9): results grouped by source, the last queries and
 * the last visited pages.
 */

/** Spec section 5 and 9: a search needs at least 3 characters. */
export const minSearchLength = 3;
export const maxSearchLength = 200;

/** Where a subscriber hit opens: the subscriber list, searching for them. */
export const SUBSCRIBER_SEARCH_PATH = '/Subscribers';

/** Hits per source in one answer. */
export const searchHitsPerSource = 5;

/**
 * Stored last queries per user and account. The spec states the rule (a repeated query moves to
 * the front, the oldest drops) but no number; 5, like the last visited pages.
 */
export const lastSearchQueriesLimit = 5;

/** Spec section 9: the 5 newest visited pages from all sources. */
export const lastVisitedPagesLimit = 5;

/** Sources of the search, in the order their results are shown. */
export const searchSourceNames = [
  'subscribers',
  'emailCampaigns',
  'smsCampaigns',
  'events',
  'whatsAppTemplates',
  'whatsAppNewsletters',
] as const;
export type SearchSourceName = (typeof searchSourceNames)[number];

export interface SearchHit {
  id: string;
  title: string;
  /** A second line: a subscriber's email and number. */
  subtitle: string | null;
  /**
   * The item's date (a campaign's send date, an event's start) as an ISO instant: the SPA
   * writes it in the UI language.
   */
  date?: string;
  /** Where the hit opens in the SPA; null for suite items whose editors live outside Relay. */
  url: string | null;
  /**
   * The status number of its kind, shown in words: spec section 4's label sets for campaigns and
   * events, the newsletters' and templates' own statuses.
   */
  status?: number;
}

export interface SearchResultGroup {
  source: SearchSourceName;
  hits: SearchHit[];
  /** More hits than shown. */
  hasMore: boolean;
}

/** `GET /NavigationApi/Search/Search?searchText=`. */
export interface SearchResult {
  searchText: string;
  groups: SearchResultGroup[];
}

/** `GET /NavigationApi/Search/GetLastSearchQueries`: newest first. */
export interface LastSearchQueries {
  queries: string[];
}

export interface VisitedPage {
  source: SearchSourceName;
  itemId: string;
  title: string;
  url: string | null;
  /** ISO time. */
  visitedAt: string;
}

/** `GET /NavigationApi/Search/GetLastVisitedPages`: newest first. */
export interface LastVisitedPages {
  pages: VisitedPage[];
}

/** Trimmed; null when too short to search (spec section 5). */
export function searchableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= minSearchLength ? trimmed.slice(0, maxSearchLength) : null;
}

/**
 * Spec section 4: a repeated query moves to the front and the oldest drops. Queries equal
 * without regard to letter case are one query; the newest spelling is kept.
 */
export function rememberQuery(
  queries: readonly string[],
  query: string,
  limit = lastSearchQueriesLimit,
): string[] {
  const key = query.toLowerCase();
  return [query, ...queries.filter((q) => q.toLowerCase() !== key)].slice(0, limit);
}
