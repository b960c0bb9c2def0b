import type { ExclusionReason, RecipientDetail, RecipientQuery } from '../../../common/newsletters';
import { createListSlice } from '../../components/list/listSlice';

export type RecipientList = 'effective' | 'excluded';

/** Which people the editor's detail list shows: who was counted, and which part of them. */
export interface RecipientListQuery {
  /** The group, language and flags of the last count; null before the first. */
  recipients: RecipientQuery | null;
  list: RecipientList;
  /** One exclusion reason of the excluded, or all of them. */
  reason: ExclusionReason | null;
}

/**
 * The editor's list of effective or (one reason's) excluded people, telnr ascending: 50 a page
 * with a pager, each next page read by the key the page before handed out.
 */
export const recipientList = createListSlice<RecipientDetail, RecipientListQuery>({
  name: 'newsletters/recipients',
  mode: 'pager',
  selectId: (recipient) => recipient.uniqueId,
  initialQuery: { recipients: null, list: 'effective', reason: null },
  pageSize: 50,
});
