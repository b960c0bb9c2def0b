import type { Right } from '../../../common/rights';
import type { SearchHit, SearchSourceName } from '../../../common/search';
import type { Queryable } from '../../db/database';

/**
 * One source of the global search: what the account holds of one kind. Matching happens in the
 * database through an index (trigram "contains" on lower-case text), never by loading rows into
 * Node. The suite registers its sources at start; the WhatsApp modules (templates, newsletters)
 * register theirs from their own code through `app.searchSources`.
 */
export interface SearchSource {
  name: SearchSourceName;
  /** The caller must hold all of these in the current account for the source to be searched. */
  rights: Right[];
  /**
   * Up to `limit` hits of the account whose text contains `pattern` (a LIKE pattern, lower case,
   * wildcards escaped: see containsPattern).
   */
  search(db: Queryable, accountId: number, pattern: string, limit: number): Promise<SearchHit[]>;
}

/** The registry, one per app, in the order results are shown. */
export class SearchSources {
  private readonly sources = new Map<SearchSourceName, SearchSource>();

  register(source: SearchSource): void {
    if (this.sources.has(source.name)) {
      throw new Error(`search source ${source.name} is registered twice`);
    }
    this.sources.set(source.name, source);
  }

  list(): SearchSource[] {
    return [...this.sources.values()];
  }
}
