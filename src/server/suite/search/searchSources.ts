import type { Right } from '../../../common/rights';
import type { SearchHit, SearchSourceName } from '../../../common/search';
import type { Queryable } from '../../db/database';

/**
 * One source of the global search: what the account holds of one kind. Matching happens in the
 * database through an index (trigram "contains" on lower-case text), never by loading rows into
 * Node.
 */
export interface SearchSource {
  /** The caller must hold all of these in the current account for the source to be searched. */
  rights: Right[];
  /**
   * Up to `limit` hits of the account whose text contains `pattern` (a LIKE pattern, lower case,
   * wildcards escaped: see containsPattern).
   */
  search(db: Queryable, accountId: number, pattern: string, limit: number): Promise<SearchHit[]>;
}

/**
 * Every source by name. `app.ts` composes it from the suite's sources and the WhatsApp modules'
 * (templates, newsletters); a source left out does not compile. Results are shown in the order
 * of `searchSourceNames`.
 */
export type SearchSources = Readonly<Record<SearchSourceName, SearchSource>>;
