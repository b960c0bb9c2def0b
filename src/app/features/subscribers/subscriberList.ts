import type { Subscriber } from '../../../common/subscribers';
import { createListSlice } from '../../components/list/listSlice';

/** What the subscriber list shows: a search text (from 3 characters) within a group or all. */
export interface ListQuery {
  search: string;
  profileId: string | null;
}

/**
 * The subscriber list: virtualised, its pages of 100 asked for as one scrolls. Ticked rows
 * outlive a new search (to gather people found by several searches), not a change of group.
 */
export const subscriberList = createListSlice<Subscriber, ListQuery>({
  name: 'subscribers/list',
  mode: 'scroll',
  selectId: (subscriber) => subscriber.uniqueId,
  initialQuery: { search: '', profileId: null },
  pageSize: 100,
  keepSelection: (before, after) => before.profileId === after.profileId,
});
