import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpError';
import {
  allSubscribersProfile,
  containsPattern,
  findProfile,
  memberCondition,
  type ProfileRow,
} from './subscriberData';

/** The subscriber screen's filter: its search text and the group it shows (none: all). */
export interface SubscriberListQuery {
  search?: string;
  profileId?: string;
}

export interface SubscriberListFilter {
  profile: ProfileRow;
  /** The trimmed search text; empty when the list is not searched. */
  search: string;
  /** SQL on `s` (subscribers) over `params`: $1 account, $2 profile, $3 the search pattern. */
  where: string;
  params: unknown[];
}

/**
 * The subscribers a list shows, as SQL: the list's page and "add all results to a group" read
 * the same rows. A search needs 3 characters (spec section 5); the group must be the account's.
 */
export async function subscriberListFilter(
  db: Queryable,
  accountId: number,
  query: SubscriberListQuery,
): Promise<SubscriberListFilter> {
  const search = query.search?.trim() ?? '';
  if (search.length > 0 && search.length < 3) {
    throw new HttpError(400, 'searchTextTooShort', 'Search text needs 3 characters.', [
      { field: 'search', reason: 'minLength', params: { min: 3 } },
    ]);
  }
  const profile = query.profileId
    ? await findProfile(db, accountId, query.profileId)
    : await allSubscribersProfile(db, accountId);
  return {
    profile,
    search,
    where: `s.account_id = $1 and ${memberCondition(profile, '$2')}
      ${search ? 'and s.search_text like $3' : ''}`,
    params: [accountId, profile.id, ...(search ? [containsPattern(search)] : [])],
  };
}
