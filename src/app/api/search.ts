import type {
  LastSearchQueries,
  LastVisitedPages,
  SearchResult,
  SearchSourceName,
} from '../../common/search';
import { requestJson, requestVoid } from './client';
import { suiteService } from './services';

/** The global search's calls (spec section 7, NavigationApi/Search). */

/** The text is URL-encoded by ky's searchParams (spec section 5). */
export function search(searchText: string): Promise<SearchResult> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/Search/Search', { searchParams: { searchText }, signal }),
  );
}

export function getLastSearchQueries(): Promise<LastSearchQueries> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/Search/GetLastSearchQueries', { signal }),
  );
}

export function getLastVisitedPages(): Promise<LastVisitedPages> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/Search/GetLastVisitedPages', { signal }),
  );
}

export interface PageVisit {
  source: SearchSourceName;
  itemId: string;
  title: string;
  url: string | null;
}

export function addVisitedPage(visit: PageVisit): Promise<void> {
  return requestVoid((signal) =>
    suiteService.post('NavigationApi/Search/AddVisitedPage', { json: visit, signal }),
  );
}
